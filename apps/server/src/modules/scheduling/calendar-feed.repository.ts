import type { Executor } from '@porchlight/db/connection';
import { calendarFeeds, providers } from '@porchlight/db/schema/index';
import { and, eq, isNull } from 'drizzle-orm';

const isCurrent = isNull(calendarFeeds.revokedAt);

/** Team members' calendar feeds (issue 33 item 6): one current feed per member of a company. */
export function createCalendarFeedRepository(db: Executor) {
  return {
    async findCurrent(providerId: string, userId: string) {
      const [row] = await db
        .select({ id: calendarFeeds.id, tokenHash: calendarFeeds.tokenHash })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.providerId, providerId), eq(calendarFeeds.userId, userId), isCurrent));
      return row;
    },

    /** Ends the member's current feed, if any: its URL answers 404 from now on. */
    async revokeCurrent(providerId: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(calendarFeeds)
        .set({ revokedAt: now })
        .where(and(eq(calendarFeeds.providerId, providerId), eq(calendarFeeds.userId, userId), isCurrent))
        .returning({ id: calendarFeeds.id });
      return rows.length > 0;
    },

    async insert(values: { id: string; providerId: string; userId: string; tokenHash: Buffer }) {
      await db.insert(calendarFeeds).values(values);
    },

    /** The current feed a token's hash names, with its company's zone, name and plan; undefined if none. */
    async findByHash(tokenHash: Buffer) {
      const [row] = await db
        .select({
          providerId: calendarFeeds.providerId,
          userId: calendarFeeds.userId,
          providerName: providers.name,
          vanityName: providers.vanityName,
          timeZone: providers.timeZone,
          planItems: providers.planItems,
          complimentaryItems: providers.complimentaryItems,
          toolsTrialEndsAt: providers.toolsTrialEndsAt,
        })
        .from(calendarFeeds)
        .innerJoin(providers, eq(providers.id, calendarFeeds.providerId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isCurrent));
      return row;
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
