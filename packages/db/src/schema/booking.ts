import {
  BOOKING_APPROVALS,
  BOOKING_DEPOSIT_KINDS,
  BOOKING_ENDED_BY,
  BOOKING_MODES,
  BOOKING_REFUND_POLICIES,
  BOOKING_STATUSES,
} from '@porchlight/core/booking/booking.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offers } from './offers';
import { memberships, providers } from './providers';
import { visits } from './scheduling';
import { clients, invoices, jobs } from './service-manager';
import { users } from './users';

/**
 * Online booking (issue 34, docs/plans/online-booking.md §1.1-1.2): each provider's settings, which
 * offers are booked and for how long, the arrival windows, and who takes bookings. The checks are the
 * limits of core `booking.constants.ts`, so a second writer cannot store what the API refuses.
 */

const instant = () => timestamp({ withTimezone: true });

export const bookingSettings = pgTable(
  'booking_settings',
  {
    providerId: uuid()
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    mode: text({ enum: BOOKING_MODES }).notNull().default('windows'),
    /** Exact start times only. */
    startStepMinutes: smallint(),
    noticeMinutes: integer().notNull().default(1440),
    horizonDays: smallint().notNull().default(30),
    bufferMinutes: smallint().notNull().default(0),
    /** Most online bookings per day; null: none. */
    dailyLimit: smallint(),
    approval: text({ enum: BOOKING_APPROVALS }).notNull().default('auto'),
    replyHours: smallint(),
    depositKind: text({ enum: BOOKING_DEPOSIT_KINDS }),
    depositCents: integer(),
    depositPercent: smallint(),
    refundPolicy: text({ enum: BOOKING_REFUND_POLICIES }).notNull().default('refund'),
    changeCutoffHours: smallint().notNull().default(24),
    /** Search's summary (§2.7): shown as booking online, and the next window. */
    listed: boolean().notNull().default(false),
    nextStartsAt: instant(),
    nextWindowMinutes: smallint(),
    nextComputedAt: instant(),
    version: integer().notNull().default(0),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    check('booking_settings_mode', sql`${table.mode} in ('windows', 'start-times')`),
    check(
      'booking_settings_start_step',
      sql`(${table.mode} = 'start-times') = (${table.startStepMinutes} is not null) and (${table.startStepMinutes} is null or ${table.startStepMinutes} in (15, 30, 60))`,
    ),
    check('booking_settings_notice', sql`${table.noticeMinutes} between 0 and 43200`),
    check('booking_settings_horizon', sql`${table.horizonDays} between 1 and 60`),
    check('booking_settings_buffer', sql`${table.bufferMinutes} between 0 and 240`),
    check('booking_settings_daily_limit', sql`${table.dailyLimit} between 1 and 50`),
    check('booking_settings_approval', sql`${table.approval} in ('auto', 'approve')`),
    check(
      'booking_settings_reply_hours',
      sql`(${table.approval} = 'approve') = (${table.replyHours} is not null) and (${table.replyHours} is null or ${table.replyHours} in (2, 4, 12, 24, 48, 72))`,
    ),
    check(
      'booking_settings_deposit',
      sql`(${table.depositKind} is null and ${table.depositCents} is null and ${table.depositPercent} is null)
        or (${table.depositKind} = 'fixed' and ${table.depositCents} > 0 and ${table.depositPercent} is null)
        or (${table.depositKind} = 'percent' and ${table.depositPercent} between 1 and 100 and ${table.depositCents} is null)`,
    ),
    check('booking_settings_refund_policy', sql`${table.refundPolicy} in ('refund', 'keep')`),
    check('booking_settings_cutoff', sql`${table.changeCutoffHours} between 0 and 168`),
    index('booking_settings_listed').on(table.providerId).where(sql`${table.listed}`),
  ],
);

/** An offer booked online: how long its visit lasts, and its price (null: 'Price on site'). */
export const bookingOffers = pgTable(
  'booking_offers',
  {
    offerId: uuid()
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    durationMinutes: smallint().notNull(),
    priceCents: integer(),
  },
  (table) => [
    unique('booking_offers_provider_offer').on(table.providerId, table.offerId),
    check('booking_offers_duration', sql`${table.durationMinutes} between 15 and 720`),
    check('booking_offers_price', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * Arrival windows in wall minutes, the same every open day. Migration 0033 adds their no-overlap
 * exclusion (gist on provider and int4range).
 */
export const bookingWindows = pgTable(
  'booking_windows',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsMinute: smallint().notNull(),
    endsMinute: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.startsMinute] }),
    check(
      'booking_windows_span',
      sql`0 <= ${table.startsMinute} and ${table.startsMinute} < ${table.endsMinute} and ${table.endsMinute} <= 1440`,
    ),
  ],
);

/** Who takes online bookings; leaving the team stops them. */
export const bookingMembers = pgTable(
  'booking_members',
  {
    providerId: uuid().notNull(),
    userId: uuid().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.userId] }),
    foreignKey({
      columns: [table.userId, table.providerId],
      foreignColumns: [memberships.userId, memberships.providerId],
    }).onDelete('cascade'),
  ],
);

/**
 * A visitor's online booking (plan §1.5, §2.3): the state machine, the idempotency key (one booking per
 * key and provider: a double click, a retry or a second tab answers the first), and what the visitor typed
 * (a matched client's record is never overwritten by it). The time itself is held by its visit's
 * assignment, under the per-person exclusion constraint of visit_assignments.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid().notNull(),
    /** sha256 of what was asked (offer, start, contact, address): a key sent again with another body is refused. */
    requestHash: text().notNull(),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    /** Kept when the offer goes. */
    offerName: text().notNull(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id),
    visitId: uuid()
      .unique()
      .references(() => visits.id, { onDelete: 'set null' }),
    /** Who goes (the visit's one assignment when it was booked). */
    memberId: uuid().references(() => users.id, { onDelete: 'set null' }),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    /** The day it counts against in booking_days (the provider's zone). */
    localDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: instant(),
    replyBy: instant(),
    depositCents: integer().notNull().default(0),
    invoiceId: uuid().references(() => invoices.id),
    refundCents: integer(),
    endedBy: text({ enum: BOOKING_ENDED_BY }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    emailLc: text().notNull(),
    /** Digits only. */
    phone: text().notNull(),
    address: text().notNull(),
    address2: text(),
    city: text().notNull(),
    stateCode: text().notNull(),
    zipCode: text().notNull(),
    /** The offer's questions as answered ({label, value}), like a request's input form. */
    answers: jsonb().$type<{ label: string; value: string }[]>().notNull().default([]),
    /** The signed-in account that booked, if any. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    unique('bookings_idempotency_key').on(table.providerId, table.idempotencyKey),
    check(
      'bookings_status',
      sql`${table.status} in ('held', 'requested', 'confirmed', 'declined', 'expired', 'cancelled')`,
    ),
    check('bookings_held', sql`${table.status} <> 'held' or ${table.holdExpiresAt} is not null`),
    check('bookings_requested', sql`${table.status} <> 'requested' or ${table.replyBy} is not null`),
    check(
      'bookings_deposit',
      sql`${table.depositCents} >= 0 and (${table.depositCents} > 0) = (${table.invoiceId} is not null)`,
    ),
    check('bookings_refund', sql`${table.refundCents} is null or ${table.refundCents} >= 0`),
    check(
      'bookings_ended_by',
      sql`${table.endedBy} is null or ${table.endedBy} in ('client', 'provider', 'deadline', 'hold')`,
    ),
    check('bookings_times', sql`${table.endsAt} > ${table.startsAt}`),
    // Two tabs with two keys, one person, one time: one booking (409 alreadyBooked).
    uniqueIndex('bookings_one_live_per_person_and_time')
      .on(table.providerId, table.emailLc, table.startsAt)
      .where(sql`${table.status} in ('held', 'requested', 'confirmed')`),
    index('bookings_hold_expiry').on(table.holdExpiresAt).where(sql`${table.status} = 'held'`),
    index('bookings_reply_by').on(table.replyBy).where(sql`${table.status} = 'requested'`),
    index('bookings_provider_starts').on(table.providerId, table.startsAt),
    index('bookings_client').on(table.clientId),
  ],
);

/**
 * The online bookings of each of a provider's days (plan §1.6, §2.1), for "most bookings per day": a
 * booking adds one with `insert … on conflict do update … where booked < limit returning`, so the
 * database, not a read before the write, refuses the day's next one.
 */
export const bookingDays = pgTable(
  'booking_days',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    localDate: date({ mode: 'string' }).notNull(),
    booked: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.localDate] }),
    check('booking_days_booked', sql`${table.booked} >= 0`),
  ],
);
