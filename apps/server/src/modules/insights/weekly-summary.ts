import type { InsightMetric } from '@porchlight/core/insights/insights.schemas';
import {
  type WeeklyFigure,
  weeklySummaryMessages as words,
} from '@porchlight/core/insights/weekly-summary.messages';
import { summaryWeeks, weeklySummaryDue } from '@porchlight/core/insights/weekly-summary.rules';
import { emailMessage } from '../platform/notification-message';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { insightFigures } from './insight-figures';
import type { WeeklyMailCandidate } from './insight-mails.repository';

export interface WeeklySummaryDeps {
  unitOfWork: UnitOfWork;
  repositories: Repositories;
  publicUrl: string;
  siteName: string;
}

/** One company's summary: its week claimed, figures read and the e-mail queued in one unit of work. */
async function writeSummary(deps: WeeklySummaryDeps, company: WeeklyMailCandidate, monday: string) {
  await deps.unitOfWork(async (repositories) => {
    // A second run (another worker, a retry) finds the week taken and writes nothing.
    if (!(await repositories.insightMails.claimWeek(company.providerId, monday))) return;
    const { current, previous } = summaryWeeks(monday);
    const [counts, reviewDays] = await Promise.all([
      repositories.insights.pointCounts(company.providerId, current, previous),
      repositories.insights.reviewDays(company.providerId, current.to),
    ]);
    const { totals } = insightFigures(counts, reviewDays, current, previous);
    const figure = (metric: InsightMetric): WeeklyFigure => {
      const total = totals.find((row) => row.metric === metric);
      return { current: total?.current ?? 0, previous: total?.previous ?? 0 };
    };
    await repositories.outbox.enqueue(
      emailMessage(
        company.ownerEmail,
        {
          providerName: company.providerName,
          siteName: deps.siteName,
          subject: words.subject(company.providerName, deps.siteName, current),
          paragraphs: [
            words.intro(company.providerName, current),
            words.figures({
              views: figure('views'),
              requests: figure('requests'),
              chats: figure('chats'),
              bookings: figure('bookings'),
              revenue: figure('revenue'),
              reviews: figure('reviews'),
            }),
            words.turnOff,
          ],
          link: { label: words.link, url: `${deps.publicUrl}/account/insights` },
        },
        { kind: 'insights-weekly-summary', providerId: company.providerId, week: monday },
      ),
    );
  });
}

/** The hourly task: every company whose Monday morning has come gets last week's summary, once. */
export async function sendWeeklySummaries(deps: WeeklySummaryDeps, now: Date): Promise<void> {
  const companies = await deps.repositories.insightMails.weeklyMailCandidates(now);
  for (const company of companies) {
    const monday = weeklySummaryDue(now, company.timeZone);
    if (monday) await writeSummary(deps, company, monday);
  }
}
