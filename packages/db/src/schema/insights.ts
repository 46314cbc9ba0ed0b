import { INSIGHT_EVENT_KINDS } from '@porchlight/core/insights/insight-events.rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './providers';

const kindCheck = (column: unknown) =>
  sql`${column} in (${sql.join(
    INSIGHT_EVENT_KINDS.map((kind) => sql.raw(`'${kind}'`)),
    sql`, `,
  )})`;

/**
 * What visitors did on a provider's pages, raw, kept 90 days (docs/plans/insights.md §1): no visitor id,
 * address, user agent or cookie. Written in batches off the request path (insight-buffer.ts).
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    page: text().notNull().default(''),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.occurredAt),
    index().on(table.providerId, table.occurredAt),
    check('insight_events_kind', kindCheck(table.kind)),
  ],
);

/** The events per provider, local day (providers.time_zone), kind and page, kept forever (the rollup job). */
export const insightDays = pgTable(
  'insight_days',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    kind: text().notNull(),
    page: text().notNull().default(''),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.day, table.kind, table.page] }),
    check('insight_days_kind', kindCheck(table.kind)),
  ],
);

/**
 * The business records the Insights page counts, per provider, local day (providers.time_zone), figure and
 * detail (a service or zip code asked for; '' otherwise): a count, or cents for 'revenue' and a sum of stars
 * for 'rating'. Kept right by triggers on the source tables (migration 0044: each write takes out the old
 * row's share and adds the new one's), so the page never reads a year of records raw.
 */
export const insightBusinessDays = pgTable(
  'insight_business_days',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    metric: text().notNull(),
    day: date().notNull(),
    dimension: text().notNull().default(''),
    value: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.metric, table.day, table.dimension] })],
);

/** The owner's switch for the weekly summary e-mail (Notifications): on unless a row says off. */
export const insightMailSettings = pgTable('insight_mail_settings', {
  providerId: uuid()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  weeklyMail: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per company and week whose summary was written (the week's Monday, local): the unique key that
 * makes the weekly e-mail go exactly once, however often the task runs.
 */
export const insightWeeklyMails = pgTable(
  'insight_weekly_mails',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    week: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.week] })],
);
