import {
  BOOKING_APPROVALS,
  BOOKING_DEPOSIT_KINDS,
  BOOKING_MODES,
  BOOKING_REFUND_POLICIES,
} from '@porchlight/core/booking/booking.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { offers } from './offers';
import { memberships, providers } from './providers';

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
