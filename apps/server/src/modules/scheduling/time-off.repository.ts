import type { Executor } from '@porchlight/db/connection';
import { timeOff } from '@porchlight/db/schema/index';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';

export type TimeOffRow = typeof timeOff.$inferSelect;

/** Time off (issue 34, plan §1.3): a member's, or the whole team's when `user_id` is null. */
export function createTimeOffRepository(db: Executor) {
  return {
    /** What overlaps [from, to): the team's, and everyone's or one member's (the gist index's expression). */
    async listInRange(providerId: string, range: { from: Date; to: Date; memberId?: string }) {
      const whose: SQL | undefined = range.memberId
        ? or(isNull(timeOff.userId), eq(timeOff.userId, range.memberId))
        : undefined;
      return db
        .select()
        .from(timeOff)
        .where(
          and(
            eq(timeOff.providerId, providerId),
            sql`tstzrange(${timeOff.startsAt}, ${timeOff.endsAt}, '[)') && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, '[)')`,
            whose,
          ),
        )
        .orderBy(asc(timeOff.startsAt), asc(timeOff.id));
    },

    async find(providerId: string, id: string): Promise<TimeOffRow | undefined> {
      const [row] = await db
        .select()
        .from(timeOff)
        .where(and(eq(timeOff.providerId, providerId), eq(timeOff.id, id)));
      return row;
    },

    async insert(values: typeof timeOff.$inferInsert): Promise<TimeOffRow> {
      const [row] = await db.insert(timeOff).values(values).returning();
      return row as TimeOffRow;
    },

    async delete(providerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(timeOff)
        .where(and(eq(timeOff.providerId, providerId), eq(timeOff.id, id)))
        .returning({ id: timeOff.id });
      return rows.length > 0;
    },
  };
}

export type TimeOffRepository = ReturnType<typeof createTimeOffRepository>;
