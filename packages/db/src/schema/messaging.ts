import {
  MESSAGE_CHANNELS,
  MESSAGE_KIND_DEFINITIONS,
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_OUTCOMES,
  MESSAGE_SETTING_RANGES,
  SCHEDULED_MESSAGE_STATUSES,
  SMS_CONSENT_GRANTED_VIA,
  SMS_CONSENT_REVOKED_VIA,
} from '@porchlight/core/messaging/message-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { outbox } from './outbox';
import { providers } from './providers';
import { visitSeries, visits } from './scheduling';
import { clients, estimates, invoices, jobs } from './service-manager';
import { users } from './users';

/**
 * Automatic messages to clients (issue 35, docs/plans/reminders.md §1.2, §1.3, §1.6): each provider's
 * settings and per-kind rules (no row: the defaults of core's message-kinds.ts), the messages the system
 * means to send (the truth; the job queue is a timer rebuilt from them) and the test message clock.
 */

const instant = () => timestamp({ withTimezone: true });
const kindList = sql.raw(MESSAGE_KINDS.map((kind) => `'${kind}'`).join(', '));

/** A provider's general settings; no row = MESSAGE_DEFAULTS. */
export const messageSettings = pgTable(
  'message_settings',
  {
    providerId: uuid()
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    quietStartMinute: smallint().notNull().default(1200),
    quietEndMinute: smallint().notNull().default(480),
    visitCancelCutoffHours: smallint().notNull().default(24),
    estimateValidDays: smallint().notNull().default(30),
    version: integer().notNull().default(1),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    check(
      'message_settings_quiet',
      sql`${table.quietStartMinute} between 0 and 1439 and ${table.quietEndMinute} between 0 and 1439 and ${table.quietStartMinute} <> ${table.quietEndMinute}`,
    ),
    check(
      'message_settings_cutoff',
      sql`${table.visitCancelCutoffHours} between ${sql.raw(String(MESSAGE_SETTING_RANGES.visitCancelCutoffHours.min))} and ${sql.raw(String(MESSAGE_SETTING_RANGES.visitCancelCutoffHours.max))}`,
    ),
    check(
      'message_settings_validity',
      sql`${table.estimateValidDays} between ${sql.raw(String(MESSAGE_SETTING_RANGES.estimateValidDays.min))} and ${sql.raw(String(MESSAGE_SETTING_RANGES.estimateValidDays.max))}`,
    ),
  ],
);

/** Each kind's offset range, from the kind's definition: "kind <> 'x' or offset_days between 1 and 7". */
const offsetRanges = sql.raw(
  MESSAGE_KINDS.map((kind) => {
    const { timing } = MESSAGE_KIND_DEFINITIONS[kind];
    if (timing.type === 'days')
      return `(kind <> '${kind}' or offset_days between ${timing.offsetDays.min} and ${timing.offsetDays.max})`;
    if (timing.type === 'delay')
      return `(kind <> '${kind}' or delay_minutes between ${timing.delayMinutes.min} and ${timing.delayMinutes.max})`;
    return `(kind <> '${kind}' or (offset_days is null and send_at_minute is null and delay_minutes is null))`;
  }).join(' and '),
);

/** A kind as the provider changed it; "Restore default" deletes the row. */
export const messageRules = pgTable(
  'message_rules',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text({ enum: MESSAGE_KINDS }).notNull(),
    emailOn: boolean().notNull(),
    smsOn: boolean().notNull(),
    offsetDays: smallint(),
    sendAtMinute: smallint(),
    delayMinutes: smallint(),
    subject: text().notNull(),
    emailBody: text().notNull(),
    smsBody: text().notNull(),
    version: integer().notNull().default(1),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.kind] }),
    check('message_rules_kind', sql`${table.kind} in (${kindList})`),
    check(
      'message_rules_lengths',
      sql`char_length(${table.subject}) <= ${sql.raw(String(MESSAGE_LIMITS.subject))} and char_length(${table.emailBody}) <= ${sql.raw(String(MESSAGE_LIMITS.emailBody))} and char_length(${table.smsBody}) <= ${sql.raw(String(MESSAGE_LIMITS.smsBody))}`,
    ),
    check(
      'message_rules_send_at',
      sql`${table.sendAtMinute} is null or (${table.sendAtMinute} between 0 and 1435 and ${table.sendAtMinute} % 5 = 0)`,
    ),
    check('message_rules_offsets', offsetRanges),
  ],
);

/** One message the system means to send (§1.3); its job in the queue is keyed `msg:<id>`. */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text({ enum: MESSAGE_KINDS }).notNull(),
    visitId: uuid().references(() => visits.id, { onDelete: 'cascade' }),
    seriesId: uuid().references(() => visitSeries.id, { onDelete: 'cascade' }),
    jobId: uuid().references(() => jobs.id, { onDelete: 'cascade' }),
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'cascade' }),
    estimateId: uuid().references(() => estimates.id, { onDelete: 'cascade' }),
    dedupeKey: text().notNull().unique(),
    /** On the provider's message clock (real time + its test offset). */
    dueAt: instant().notNull(),
    channels: text({ enum: MESSAGE_CHANNELS }).array().notNull(),
    status: text({ enum: SCHEDULED_MESSAGE_STATUSES }).notNull().default('pending'),
    outcome: text({ enum: MESSAGE_OUTCOMES }),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
    settledAt: instant(),
  },
  (table) => [
    check('scheduled_messages_kind', sql`${table.kind} in (${kindList})`),
    check(
      'scheduled_messages_one_subject',
      sql`num_nonnulls(${table.visitId}, ${table.seriesId}, ${table.jobId}, ${table.invoiceId}, ${table.estimateId}) = 1`,
    ),
    check(
      'scheduled_messages_channels',
      sql`${table.channels} <@ array['email', 'sms']::text[] and cardinality(${table.channels}) > 0`,
    ),
    check('scheduled_messages_status', sql`${table.status} in ('pending', 'sent', 'skipped', 'cancelled')`),
    check(
      'scheduled_messages_outcome',
      sql`${table.outcome} is null or ${table.outcome} in (${sql.raw(MESSAGE_OUTCOMES.map((outcome) => `'${outcome}'`).join(', '))})`,
    ),
    check('scheduled_messages_settled', sql`(${table.status} = 'pending') = (${table.settledAt} is null)`),
    index().on(table.clientId, table.dueAt.desc()),
    index('scheduled_messages_pending')
      .on(table.providerId, table.status, table.dueAt)
      .where(sql`${table.status} = 'pending'`),
    index().on(table.visitId).where(sql`${table.visitId} is not null`),
    index().on(table.invoiceId).where(sql`${table.invoiceId} is not null`),
    index().on(table.estimateId).where(sql`${table.estimateId} is not null`),
  ],
);

/** A provider's test message clock (§5.6): its "now" is real time + offset; only where the clock is allowed. */
export const messageTestClocks = pgTable(
  'message_test_clocks',
  {
    providerId: uuid()
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    offsetMs: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [check('message_test_clocks_forward', sql`${table.offsetMs} >= 0`)],
);

/**
 * Every message to a client, one row per channel (§1.4): sent (its outbox row) or decided against (why).
 * Unique per scheduled message and channel: whatever runs twice, a message goes out once on each.
 */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    scheduledMessageId: uuid().references(() => scheduledMessages.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    direction: text({ enum: ['out', 'in'] })
      .notNull()
      .default('out'),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    toAddress: text().notNull(),
    subject: text(),
    body: text().notNull(),
    outboxId: uuid()
      .unique()
      .references(() => outbox.id, { onDelete: 'set null' }),
    /** An outcome code: this channel was not sent, and why. */
    skippedBecause: text({ enum: MESSAGE_OUTCOMES }),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    unique('client_messages_once').on(table.scheduledMessageId, table.channel),
    check('client_messages_direction', sql`${table.direction} in ('out', 'in')`),
    check('client_messages_channel', sql`${table.channel} in ('email', 'sms')`),
    check(
      'client_messages_sent_or_skipped',
      sql`${table.outboxId} is null or ${table.skippedBecause} is null`,
    ),
    index().on(table.clientId, table.createdAt.desc()),
  ],
);

/** Who recorded a client's agreement to texts, with the words shown (§1.5); a withdrawal keeps the history. */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Digits, as clients.mobile_phone_number holds them. */
    phone: text().notNull(),
    wording: text().notNull(),
    grantedAt: instant().notNull().defaultNow(),
    grantedVia: text({ enum: SMS_CONSENT_GRANTED_VIA }).notNull(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant(),
    revokedVia: text({ enum: SMS_CONSENT_REVOKED_VIA }),
  },
  (table) => [
    uniqueIndex('sms_consents_live').on(table.clientId).where(sql`${table.revokedAt} is null`),
    check(
      'sms_consents_granted_via',
      sql`${table.grantedVia} in (${sql.raw(SMS_CONSENT_GRANTED_VIA.map((via) => `'${via}'`).join(', '))})`,
    ),
    check(
      'sms_consents_revoked',
      sql`(${table.revokedAt} is null) = (${table.revokedVia} is null) and (${table.revokedVia} is null or ${table.revokedVia} in (${sql.raw(SMS_CONSENT_REVOKED_VIA.map((via) => `'${via}'`).join(', '))}))`,
    ),
  ],
);

/** Numbers that texted STOP (§1.5): platform-wide, as every provider texts from the platform's one number. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneE164: text('phone_e164').primaryKey(),
  optedOutAt: instant().notNull().defaultNow(),
  keyword: text(),
  inboundSid: text(),
});
