import { randomUUID } from 'node:crypto';
import { hasFeature } from '@porchlight/core/plans/plans.rules';
import { calendarFeedMessages as messages } from '@porchlight/core/scheduling/calendar-feed.messages';
import { CALENDAR_FEED_SUFFIX, type CalendarFeed } from '@porchlight/core/scheduling/calendar-feed.schemas';
import { schedulingMessages } from '@porchlight/core/scheduling/scheduling.messages';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import { derivedSecretToken, secretTokenHash } from '../platform/secret-links';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { CalendarFeedRepository } from './calendar-feed.repository';
import type { VisitsRepository } from './visits.repository';
import { toVisit } from './visits.service';

/** How far the feed reaches: last month's visits stay, the coming year is there. */
const DAYS_BACK = 30;
const MONTHS_AHEAD = 12;
/** Calendar apps that honour it refresh every quarter of an hour (Google decides for itself). */
const REFRESH_SECONDS = 15 * 60;
const TOKEN_PURPOSE = 'calendar-feed';

/** What a subscriber reads of a visit: what and where, the notes and the checklist's names, never money. */
function descriptionOf(visit: Visit): string {
  const parts = [
    visit.arrivalWindowMinutes !== null && visit.when ? `Arrival window: ${visit.when}` : null,
    visit.client.phone ? `Phone: ${visit.client.phone}` : null,
    visit.notes,
    visit.checklist.length > 0
      ? ['Checklist:', ...visit.checklist.map((line) => `- ${line.name}`)].join('\n')
      : null,
  ];
  return parts.filter(Boolean).join('\n\n');
}

/**
 * Each team member's calendar feed (issue 33 item 6). The URL's secret is written from the server's
 * secret and the feed's random id, so the member can copy it again later while the database keeps only
 * its SHA-256; a new link revokes the one before in the same unit of work.
 */
export function createCalendarFeedService(deps: {
  access: Access;
  repository: CalendarFeedRepository;
  visits: Pick<VisitsRepository, 'listInRange'>;
  unitOfWork: UnitOfWork;
  serverSecret: string;
  publicUrl: string;
  siteName: string;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicUrl).hostname;

  const tokenOf = (feedId: string) => derivedSecretToken(deps.serverSecret, TOKEN_PURPOSE, feedId);
  const urlOf = (token: string) => `${deps.publicUrl}/api/v1/calendar/${token}${CALENDAR_FEED_SUFFIX}`;

  async function member(principal: Principal, vanityName: string) {
    const user = requireUser(principal);
    const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'workVisits');
    return { providerId: provider.id, userId: user.userId };
  }

  return {
    /** GET provider/schedule/feed */
    async current(principal: Principal, { vanityName }: { vanityName: string }): Promise<CalendarFeed> {
      const { providerId, userId } = await member(principal, vanityName);
      const feed = await repository.findCurrent(providerId, userId);
      if (!feed) return { url: null };
      const token = tokenOf(feed.id);
      // Written under another server secret (it was changed): that link cannot be shown again.
      return { url: secretTokenHash(token).equals(feed.tokenHash) ? urlOf(token) : null };
    },

    /** POST provider/schedule/feed: a new link; the one before answers 404 from now on. */
    async create(principal: Principal, { vanityName }: { vanityName: string }): Promise<CalendarFeed> {
      const { providerId, userId } = await member(principal, vanityName);
      const id = randomUUID();
      const token = tokenOf(id);
      try {
        await deps.unitOfWork(async ({ calendarFeed }) => {
          await calendarFeed.revokeCurrent(providerId, userId, now());
          await calendarFeed.insert({ id, providerId, userId, tokenHash: secretTokenHash(token) });
        });
      } catch (error) {
        // Two new links asked for at once: one of them wins, the other is told.
        if (isUniqueViolation(error)) throw new AppError('conflict', schedulingMessages.changedBySomeoneElse);
        throw error;
      }
      return { url: urlOf(token) };
    },

    /** DELETE provider/schedule/feed */
    async turnOff(principal: Principal, { vanityName }: { vanityName: string }) {
      const { providerId, userId } = await member(principal, vanityName);
      await deps.unitOfWork(({ calendarFeed }) => calendarFeed.revokeCurrent(providerId, userId, now()));
      return { message: messages.feedOff };
    },

    /** GET calendar/{feedToken}: the member's visits as iCalendar; unknown or revoked 404. */
    async calendar({ feedToken }: { feedToken: string }): Promise<string> {
      const feed = await repository.findByHash(secretTokenHash(feedToken));
      const at = now();
      // The schedule is part of the Service Manager: a company whose plan no longer has it serves no feed.
      if (!feed || !hasFeature(feed, 'serviceManager', at))
        throw new AppError('notFound', messages.feedNotFound);
      const from = new Date(at.getTime() - DAYS_BACK * 24 * 60 * 60 * 1000);
      const to = new Date(at);
      to.setUTCMonth(to.getUTCMonth() + MONTHS_AHEAD);
      const records = await deps.visits.listInRange(feed.providerId, {
        from,
        to,
        memberId: feed.userId,
        withCancelled: true,
      });
      const calendar = ical({
        name: `${feed.providerName}: my visits`,
        prodId: { company: deps.siteName, product: 'schedule', language: 'EN' },
        ttl: REFRESH_SECONDS,
      });
      const page = `${deps.publicUrl}/account/schedule?company=${encodeURIComponent(feed.vanityName)}`;
      for (const record of records) {
        const { startsAt, endsAt, updatedAt } = record.visit;
        if (!startsAt || !endsAt) continue;
        const visit = toVisit(record, feed.timeZone, []);
        // UTC times (no VTIMEZONE needed); UID and SEQUENCE let a subscriber update the event it has.
        calendar.createEvent({
          id: `visit-${visit.id}@${host}`,
          sequence: visit.version,
          start: startsAt,
          end: endsAt,
          stamp: updatedAt,
          lastModified: updatedAt,
          summary: `${visit.jobTitle} – ${visit.client.name}`,
          location: visit.client.address,
          description: descriptionOf(visit),
          url: page,
          status:
            visit.status === 'cancelled' || visit.status === 'skipped'
              ? ICalEventStatus.CANCELLED
              : ICalEventStatus.CONFIRMED,
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
