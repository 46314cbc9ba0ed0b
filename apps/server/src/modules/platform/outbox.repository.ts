import type { Database } from '@porchlight/db/connection';
import { outbox } from '@porchlight/db/schema/index';
import { eq } from 'drizzle-orm';

export function createOutboxRepository(db: Database) {
  return {
    async insert(message: {
      channel: 'email' | 'sms';
      to: string;
      subject: string | null;
      body: string;
      meta?: Record<string, unknown>;
    }): Promise<string> {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      return row!.id;
    },

    async markDelivered(id: string): Promise<void> {
      await db.update(outbox).set({ deliveredAt: new Date() }).where(eq(outbox.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
