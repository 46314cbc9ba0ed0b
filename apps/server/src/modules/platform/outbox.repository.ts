import type { Executor } from '@porchlight/db/connection';
import { type OutboxChannel, outbox } from '@porchlight/db/schema/index';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { OutboxRow } from '../../adapters/delivery';

export interface OutboxMessage {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  /** The HTML alternative of an e-mail. */
  html?: string | null;
  /** What the message is about, for finding it again: { kind: 'contact-request', requestNumber }. */
  meta?: Record<string, unknown>;
}

/** How long a claimed row stays hidden from other workers while one delivers it. */
const CLAIM_LEASE_SECONDS = 300;

export function createOutboxRepository(db: Executor) {
  return {
    /** Queues a message; call it inside the transaction of the change that causes it. */
    async enqueue(message: OutboxMessage): Promise<string> {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },

    /**
     * Takes up to `limit` due messages for this worker: each gets one more attempt and a lease, so a
     * worker that dies mid-delivery leaves it for another to retry; SKIP LOCKED keeps workers apart.
     */
    async claimDue(limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
        })
        .where(sql`${outbox.id} in ${due}`)
        .returning();
    },

    async markDelivered(id: string, via: string, externalId: string | null = null): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'delivered', deliveredVia: via, deliveredAt: new Date(), lastError: null, externalId })
        .where(eq(outbox.id, id));
    },

    /** Records a failed attempt: tried again at `retryAt`, or given up on when it is null. */
    async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
        .where(eq(outbox.id, id));
    },

    /** The rows out of attempts, newest first (the admin's failed deliveries), and how many there are. */
    async listFailed(first: number, rows: number) {
      const failed = eq(outbox.status, 'failed');
      const [page, [counted]] = await Promise.all([
        db
          .select({
            id: outbox.id,
            channel: outbox.channel,
            to: outbox.to,
            subject: outbox.subject,
            attempts: outbox.attempts,
            lastError: outbox.lastError,
            createdAt: outbox.createdAt,
          })
          .from(outbox)
          .where(failed)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .offset(first)
          .limit(rows),
        db.select({ total: count() }).from(outbox).where(failed),
      ]);
      return { rows: page, total: counted?.total ?? 0 };
    },

    /** A failed row pending again from its first attempt, due now; false when it is not failed (any more). */
    async retryFailed(id: string): Promise<boolean> {
      const retried = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
        .returning({ id: outbox.id });
      return retried.length > 0;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
