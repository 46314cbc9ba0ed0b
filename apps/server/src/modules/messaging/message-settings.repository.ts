import type { MessageKind } from '@porchlight/core/messaging/message-kinds';
import type { KindRule } from '@porchlight/core/messaging/message-rules';
import type { Executor } from '@porchlight/db/connection';
import { messageRules, messageSettings, messageTestClocks } from '@porchlight/db/schema/index';
import { and, eq, sql } from 'drizzle-orm';

export interface GeneralMessageSettings {
  quietStartMinute: number;
  quietEndMinute: number;
  visitCancelCutoffHours: number;
  estimateValidDays: number;
}

/**
 * A provider's automatic-message settings and kind rules (docs/plans/reminders.md §1.2) and its test
 * message clock (§1.6). Writes are optimistic: an insert expects no row (version 0), an update the version
 * it read; either answers undefined when someone else wrote first.
 */
export function createMessageSettingsRepository(db: Executor) {
  return {
    async findSettings(providerId: string) {
      const [row] = await db.select().from(messageSettings).where(eq(messageSettings.providerId, providerId));
      return row;
    },

    async saveSettings(providerId: string, version: number, values: GeneralMessageSettings) {
      if (version === 0) {
        const [row] = await db
          .insert(messageSettings)
          .values({ providerId, ...values })
          .onConflictDoNothing()
          .returning();
        return row;
      }
      const [row] = await db
        .update(messageSettings)
        .set({ ...values, version: sql`${messageSettings.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(messageSettings.providerId, providerId), eq(messageSettings.version, version)))
        .returning();
      return row;
    },

    async listRules(providerId: string) {
      return db.select().from(messageRules).where(eq(messageRules.providerId, providerId));
    },

    async saveRule(providerId: string, kind: MessageKind, version: number, rule: KindRule, userId: string) {
      const values = { ...rule, updatedBy: userId };
      if (version === 0) {
        const [row] = await db
          .insert(messageRules)
          .values({ providerId, kind, ...values })
          .onConflictDoNothing()
          .returning();
        return row;
      }
      const [row] = await db
        .update(messageRules)
        .set({ ...values, version: sql`${messageRules.version} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(messageRules.providerId, providerId),
            eq(messageRules.kind, kind),
            eq(messageRules.version, version),
          ),
        )
        .returning();
      return row;
    },

    async deleteRule(providerId: string, kind: MessageKind) {
      await db
        .delete(messageRules)
        .where(and(eq(messageRules.providerId, providerId), eq(messageRules.kind, kind)));
    },

    /** The provider's test clock offset in ms (0 without one). */
    async clockOffset(providerId: string): Promise<number> {
      const [row] = await db
        .select({ offsetMs: messageTestClocks.offsetMs })
        .from(messageTestClocks)
        .where(eq(messageTestClocks.providerId, providerId));
      return row?.offsetMs ?? 0;
    },

    /** Adds `ms` to the provider's offset; answers the new offset. */
    async moveClock(providerId: string, ms: number): Promise<number> {
      const [row] = await db
        .insert(messageTestClocks)
        .values({ providerId, offsetMs: ms })
        .onConflictDoUpdate({
          target: messageTestClocks.providerId,
          set: { offsetMs: sql`${messageTestClocks.offsetMs} + ${ms}` },
        })
        .returning({ offsetMs: messageTestClocks.offsetMs });
      return row?.offsetMs ?? ms;
    },
  };
}

export type MessageSettingsRepository = ReturnType<typeof createMessageSettingsRepository>;
