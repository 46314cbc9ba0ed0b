import type { Executor } from '@porchlight/db/connection';
import {
  clientMessages,
  clients,
  outbox,
  providers,
  smsConsents,
  smsOptOuts,
  users,
} from '@porchlight/db/schema/index';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

export type CarrierStatus = NonNullable<typeof outbox.$inferSelect.carrierStatus>;
type LogValues = Omit<typeof clientMessages.$inferInsert, 'id' | 'createdAt' | 'outboxId'>;

/**
 * The log of every message to a client (docs/plans/reminders.md §1.4) and what decides whether a text
 * may go (§1.5): the client's recorded consent for that number and the platform's opt-outs.
 */
export function createClientMessagesRepository(db: Executor) {
  return {
    /**
     * A log row; undefined when this scheduled message already has one on this channel (the unique key
     * that makes a message go out once per channel, whatever runs twice).
     */
    async log(values: LogValues): Promise<string | undefined> {
      const [row] = await db
        .insert(clientMessages)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: clientMessages.id });
      return row?.id;
    },

    async linkOutbox(logId: string, outboxId: string) {
      await db.update(clientMessages).set({ outboxId }).where(eq(clientMessages.id, logId));
    },

    /** A page of the client's log, newest first, with each row's outbox and carrier state. */
    async page(clientId: string, page: { first: number; rows: number }) {
      const where = eq(clientMessages.clientId, clientId);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            message: clientMessages,
            outboxStatus: outbox.status,
            carrierStatus: outbox.carrierStatus,
          })
          .from(clientMessages)
          .leftJoin(outbox, eq(outbox.id, clientMessages.outboxId))
          .where(where)
          .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
          .limit(page.rows)
          .offset(page.first),
        db.select({ total: sql<number>`count(*)::int` }).from(clientMessages).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Whether any channel of this scheduled message went out. */
    async sentAny(scheduledMessageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clientMessages.id })
        .from(clientMessages)
        .where(
          and(eq(clientMessages.scheduledMessageId, scheduledMessageId), isNotNull(clientMessages.outboxId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The client's live consent to texts, if any. */
    async liveConsent(clientId: string) {
      const [row] = await db
        .select()
        .from(smsConsents)
        .where(and(eq(smsConsents.clientId, clientId), isNull(smsConsents.revokedAt)));
      return row;
    },

    /** The live consent as the client's page shows it: number, when, how and who recorded it. */
    async consentView(clientId: string) {
      const [row] = await db
        .select({
          phone: smsConsents.phone,
          at: smsConsents.grantedAt,
          via: smsConsents.grantedVia,
          byName: sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
        })
        .from(smsConsents)
        .leftJoin(users, eq(users.id, smsConsents.grantedBy))
        .where(and(eq(smsConsents.clientId, clientId), isNull(smsConsents.revokedAt)));
      return row;
    },

    async grantConsent(values: {
      providerId: string;
      clientId: string;
      phone: string;
      wording: string;
      grantedVia: 'provider' | 'client-hub' | 'booking' | 'keyword';
      grantedBy: string | null;
    }) {
      const [row] = await db.insert(smsConsents).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Ends the client's live consent; answers whether there was one. */
    async revokeConsent(clientId: string, via: 'provider' | 'client-hub' | 'keyword' | 'number-changed') {
      const rows = await db
        .update(smsConsents)
        .set({ revokedAt: sql`now()`, revokedVia: via })
        .where(and(eq(smsConsents.clientId, clientId), isNull(smsConsents.revokedAt)))
        .returning({ id: smsConsents.id });
      return rows.length > 0;
    },

    /** Who last texted this number (digits): the company and client a reply to it is for. */
    async lastTextedTo(phone: string) {
      const [row] = await db
        .select({
          providerId: clientMessages.providerId,
          clientId: clientMessages.clientId,
          providerName: providers.name,
          clientName: sql<string>`concat_ws(' ', ${clients.firstName}, ${clients.lastName})`,
        })
        .from(clientMessages)
        .innerJoin(providers, eq(providers.id, clientMessages.providerId))
        .innerJoin(clients, eq(clients.id, clientMessages.clientId))
        .where(
          and(
            eq(clientMessages.toAddress, phone),
            eq(clientMessages.channel, 'sms'),
            eq(clientMessages.direction, 'out'),
            isNotNull(clientMessages.outboxId),
          ),
        )
        .orderBy(desc(clientMessages.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Whether this inbound text was handled already; the first caller for a sid holds it until its
     * transaction ends (Twilio retries a webhook it did not see answered).
     */
    async claimInbound(messageSid: string): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-inbound:${messageSid}`}))`);
      const [seen] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(sql`${outbox.meta}->>'inboundSid' = ${messageSid}`)
        .limit(1);
      return seen === undefined;
    },

    /** A number that texted STOP (again: the first time counts). */
    async optOut(phoneE164: string, keyword: string, inboundSid: string) {
      await db.insert(smsOptOuts).values({ phoneE164, keyword, inboundSid }).onConflictDoNothing();
    },

    /** A number that texted START: texts may go to it again. */
    async optIn(phoneE164: string) {
      await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneE164, phoneE164));
    },

    /** What the carrier said of a text we sent (Twilio's status callback), by its sid. */
    async carrierStatus(externalId: string, status: CarrierStatus, error: string | null) {
      await db
        .update(outbox)
        .set({ carrierStatus: status, carrierError: error })
        .where(eq(outbox.externalId, externalId));
    },

    /** The numbers the live consents of these clients are for, by client. */
    async liveConsentPhones(clientIds: readonly string[]): Promise<Map<string, string>> {
      if (clientIds.length === 0) return new Map();
      const rows = await db
        .select({ clientId: smsConsents.clientId, phone: smsConsents.phone })
        .from(smsConsents)
        .where(and(inArray(smsConsents.clientId, [...clientIds]), isNull(smsConsents.revokedAt)));
      return new Map(rows.map((row) => [row.clientId, row.phone]));
    },

    /** Which of these numbers replied STOP. */
    async optedOutAmong(phonesE164: readonly string[]): Promise<Set<string>> {
      if (phonesE164.length === 0) return new Set();
      const rows = await db
        .select({ phone: smsOptOuts.phoneE164 })
        .from(smsOptOuts)
        .where(inArray(smsOptOuts.phoneE164, [...phonesE164]));
      return new Set(rows.map((row) => row.phone));
    },

    async isOptedOut(phoneE164: string): Promise<boolean> {
      const [row] = await db
        .select({ phone: smsOptOuts.phoneE164 })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneE164, phoneE164));
      return row !== undefined;
    },
  };
}

export type ClientMessagesRepository = ReturnType<typeof createClientMessagesRepository>;
