import { resolveRange } from '@porchlight/core/insights/insight-range.rules';
import { insightsMessages as messages } from '@porchlight/core/insights/insights.messages';
import type { Insights, InsightsQuery, WeeklyMailSetting } from '@porchlight/core/insights/insights.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import { invoicesByAge, replyTimes } from './business-figures';
import { insightFigures } from './insight-figures';
import type { InsightMailsRepository } from './insight-mails.repository';
import type { InsightsRepository } from './insights.repository';

/** Today's date where the provider is (YYYY-MM-DD). */
function localToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The Insights page's data (docs/plans/insights.md §5): owners and managers, through the access layer. */
export function createInsightsService(deps: {
  repository: InsightsRepository;
  mails: InsightMailsRepository;
  unitOfWork: UnitOfWork;
  access: Access;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** GET provider/insights */
    async get(principal: Principal, query: InsightsQuery): Promise<Insights> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: query.vanityName },
        'viewInsights',
      );
      const today = localToday(now(), provider.timeZone);
      if (query.range === 'custom' && query.to && query.to > today)
        throw new AppError('badRequest', messages.toInFuture, { to: messages.toInFuture });
      const custom = query.from && query.to ? { from: query.from, to: query.to } : undefined;
      const { current, previous } = resolveRange(query.range, today, custom);
      const { repository } = deps;
      const zone = provider.timeZone;
      // Independent reads, side by side on the pool.
      const [counts, reviewDays, dueDays, replies, asked] = await Promise.all([
        repository.pointCounts(provider.id, current, previous),
        repository.reviewDays(provider.id, current.to),
        repository.outstandingByDueDay(provider.id),
        repository.replyTimes(provider.id, current, previous, zone),
        repository.topAsked(provider.id, current),
      ]);
      return {
        range: current,
        previous,
        ...insightFigures(counts, reviewDays, current, previous),
        invoicesByAge: invoicesByAge(dueDays, today),
        replyTimes: replyTimes(replies),
        ...asked,
      };
    },

    /** GET provider/insights/weekly-mail */
    async weeklyMail(
      principal: Principal,
      { vanityName }: { vanityName: string },
    ): Promise<WeeklyMailSetting> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName },
        'editContactPreferences',
      );
      return { weeklyMail: await deps.mails.weeklyMailOn(provider.id) };
    },

    /** PUT provider/insights/weekly-mail */
    async setWeeklyMail(
      principal: Principal,
      { vanityName, weeklyMail }: WeeklyMailSetting & { vanityName: string },
    ): Promise<WeeklyMailSetting> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName },
        'editContactPreferences',
      );
      await deps.unitOfWork(({ insightMails }) => insightMails.setWeeklyMail(provider.id, weeklyMail));
      return { weeklyMail };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
