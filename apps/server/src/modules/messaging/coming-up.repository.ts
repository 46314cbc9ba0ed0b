import type { Executor } from '@porchlight/db/connection';
import { clients, scheduledMessages, smsConsents } from '@porchlight/db/schema/index';
import { and, asc, eq, sql } from 'drizzle-orm';

/** A provider's pending messages, soonest first (the Automatic messages tab's coming-up list). */
export function createComingUpRepository(db: Executor) {
  return {
    async page(providerId: string, page: { first: number; rows: number }) {
      const where = and(
        eq(scheduledMessages.providerId, providerId),
        eq(scheduledMessages.status, 'pending'),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: scheduledMessages.id,
            dueAt: scheduledMessages.dueAt,
            kind: scheduledMessages.kind,
            channels: scheduledMessages.channels,
            clientName: sql<string>`concat_ws(' ', ${clients.firstName}, ${clients.lastName})`,
            textConsent: sql<boolean>`exists (select 1 from ${smsConsents} where ${smsConsents.clientId} = ${clients.id} and ${smsConsents.revokedAt} is null)`,
          })
          .from(scheduledMessages)
          .innerJoin(clients, eq(clients.id, scheduledMessages.clientId))
          .where(where)
          .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.id))
          .limit(page.rows)
          .offset(page.first),
        db.select({ total: sql<number>`count(*)::int` }).from(scheduledMessages).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

export type ComingUpRepository = ReturnType<typeof createComingUpRepository>;
