import {
  SERIES_INVOICING,
  TEAM_INVITE_ROLES,
  VISIT_STATUSES,
} from '@porchlight/core/scheduling/scheduling.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
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
import { memberships, providers } from './providers';
import { estimateItems, invoices, jobs } from './service-manager';
import { users } from './users';

/**
 * Scheduling (issue 33, docs/plans/scheduling.md §1): a job's visits on the calendar, who goes, what
 * to do there, repeated work, the team's invitations and calendar feeds. Times are instants; the
 * provider's zone (providers.time_zone) turns them into the wall times people read. The database
 * keeps every rule a second writer could break: a visit's shape (checks), one person in one place
 * at a time (an exclusion constraint on assignments, kept in step with the visit by triggers,
 * migration 0029), one visit per date of a series, one invoice per completed visit.
 */

const instant = () => timestamp({ withTimezone: true });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A repeated job (RFC 5545 RRULE on the wall clock of `time_zone`); its visits are rows of `visits`. */
export const visitSeries = pgTable(
  'visit_series',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    jobId: uuid().notNull(),
    /** The RRULE value (recurrence.rules.ts `rruleOf`); UNTIL is a local date. */
    rrule: text().notNull(),
    /** DTSTART as a wall time, 'YYYY-MM-DDTHH:mm', in `timeZone`. */
    startsLocal: text().notNull(),
    timeZone: text().notNull(),
    durationMinutes: integer().notNull(),
    arrivalWindowMinutes: smallint(),
    invoicing: text({ enum: SERIES_INVOICING }).notNull().default('none'),
    /** Visits exist up to this local date; later ones are made as the calendar reaches them. */
    materializedThrough: date({ mode: 'string' }),
    /** Set when the series was ended ('this and following' starts a new one): no visits after it. */
    endedOn: date({ mode: 'string' }),
    version: integer().notNull().default(1),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.jobId, table.providerId],
      foreignColumns: [jobs.id, jobs.providerId],
    }).onDelete('cascade'),
    index().on(table.jobId),
    check('visit_series_duration', sql`${table.durationMinutes} between 15 and 1440`),
  ],
);

/** Who goes to every visit of a series (copied to each new visit's assignments). */
export const visitSeriesAssignees = pgTable(
  'visit_series_assignees',
  {
    seriesId: uuid()
      .notNull()
      .references(() => visitSeries.id, { onDelete: 'cascade' }),
    providerId: uuid().notNull(),
    userId: uuid().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.userId] }),
    foreignKey({
      columns: [table.userId, table.providerId],
      foreignColumns: [memberships.userId, memberships.providerId],
    }).onDelete('cascade'),
  ],
);

/** One trip to the client: timed (start and end) or not yet (the job waits in the unscheduled list). */
export const visits = pgTable(
  'visits',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    jobId: uuid().notNull(),
    startsAt: instant(),
    endsAt: instant(),
    /** An arrival window opening at the start ('8-10 AM' is 120); null: an exact time. */
    arrivalWindowMinutes: smallint(),
    status: text({ enum: VISIT_STATUSES }).notNull().default('scheduled'),
    onMyWayAt: instant(),
    startedAt: instant(),
    completedAt: instant(),
    /** History outlives a member's removal. */
    completedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    notes: text(),
    seriesId: uuid().references(() => visitSeries.id),
    /** The series date this visit stands for (local), even once it is moved to another day. */
    occurrenceDate: date({ mode: 'string' }),
    /** Edited on its own ('this visit'): a later change to the series leaves it be. */
    detached: boolean().notNull().default(false),
    /** Optimistic concurrency: a write names the version it read; another writer's change makes it 409. */
    version: integer().notNull().default(1),
    /** The last photo's number: a deleted photo's number is never given to another one. */
    lastPhotoNumber: integer().notNull().default(0),
    /**
     * Kept free after the visit (issue 34: the booking settings' buffer on booked visits, 0 on manual
     * ones): its assignments block their person until `ends_at` plus this.
     */
    bufferAfterMinutes: smallint().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.jobId, table.providerId],
      foreignColumns: [jobs.id, jobs.providerId],
    }).onDelete('cascade'),
    unique('visits_id_provider').on(table.id, table.providerId),
    unique('visits_series_date').on(table.seriesId, table.occurrenceDate),
    index().on(table.jobId, table.startsAt),
    check('visits_timed_both_ends', sql`(${table.startsAt} is null) = (${table.endsAt} is null)`),
    check('visits_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('visits_at_most_a_day', sql`${table.endsAt} - ${table.startsAt} <= interval '24 hours'`),
    check(
      'visits_arrival_window',
      sql`${table.arrivalWindowMinutes} is null or (${table.startsAt} is not null and ${table.arrivalWindowMinutes} between 15 and 720)`,
    ),
    check(
      'visits_worked_is_timed',
      sql`${table.status} not in ('on-my-way', 'in-progress', 'completed') or ${table.startsAt} is not null`,
    ),
    check('visits_series_has_date', sql`(${table.seriesId} is null) = (${table.occurrenceDate} is null)`),
    check('visits_buffer_after', sql`${table.bufferAfterMinutes} between 0 and 240`),
  ],
);

/**
 * Who goes to a visit. `starts_at`, `ends_at` and `active` are the visit's, copied by triggers
 * (migration 0029), so the exclusion constraint there keeps one person at one visit at a time.
 */
export const visitAssignments = pgTable(
  'visit_assignments',
  {
    visitId: uuid().notNull(),
    providerId: uuid().notNull(),
    userId: uuid().notNull(),
    startsAt: instant(),
    endsAt: instant(),
    /** `ends_at` plus the visit's buffer (migration 0033): the exclusion judges `[starts_at, blocked_until)`. */
    blockedUntil: instant(),
    active: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.visitId, table.userId] }),
    foreignKey({
      columns: [table.visitId, table.providerId],
      foreignColumns: [visits.id, visits.providerId],
    }).onDelete('cascade'),
    // A member not in the team is refused here (23503); leaving the team removes their assignments.
    foreignKey({
      columns: [table.userId, table.providerId],
      foreignColumns: [memberships.userId, memberships.providerId],
    }).onDelete('cascade'),
    index().on(table.userId, table.startsAt),
  ],
);

/** What to do at a visit, copied from the job's estimate: names and quantities, never money. */
export const visitChecklistItems = pgTable(
  'visit_checklist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    visitId: uuid()
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    description: text(),
    quantityHundredths: integer().notNull(),
    estimateItemId: uuid().references(() => estimateItems.id, { onDelete: 'set null' }),
    doneAt: instant(),
    doneBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [unique().on(table.visitId, table.position)],
);

/**
 * A picture the person working took at the visit (issue 33 item 3): re-encoded without its metadata,
 * with a 125 px WebP thumbnail, both private files (`visits/`), numbered per visit.
 */
export const visitPhotos = pgTable(
  'visit_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    visitId: uuid().notNull(),
    providerId: uuid().notNull(),
    /** Per visit (1, 2 …), from visits.last_photo_number: the {photoNumber} of its download path. */
    photoNumber: integer().notNull(),
    name: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    /** History outlives a member's removal. */
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.visitId, table.providerId],
      foreignColumns: [visits.id, visits.providerId],
    }).onDelete('cascade'),
    unique('visit_photos_number').on(table.visitId, table.photoNumber),
    check('visit_photos_number_positive', sql`${table.photoNumber} > 0`),
  ],
);

/** The invoice a completed visit made: one per visit, so a retried Complete makes one (plan §1.5). */
export const visitInvoices = pgTable('visit_invoices', {
  visitId: uuid()
    .primaryKey()
    .references(() => visits.id, { onDelete: 'cascade' }),
  invoiceId: uuid()
    .notNull()
    .unique()
    .references(() => invoices.id, { onDelete: 'cascade' }),
});

/**
 * The Draft invoice of a monthly series' month (`billingMonth` is its first day): the key makes the month
 * invoiced once, however often its job runs (docs/plans/reminders.md §1.6).
 */
export const seriesInvoices = pgTable(
  'series_invoices',
  {
    seriesId: uuid()
      .notNull()
      .references(() => visitSeries.id, { onDelete: 'cascade' }),
    billingMonth: date({ mode: 'string' }).notNull(),
    invoiceId: uuid()
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.billingMonth] }),
    check('series_invoices_first_day', sql`extract(day from ${table.billingMonth}) = 1`),
  ],
);

/** An owner's invitation to join the team (7 days; the e-mail goes through the outbox). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Lower-cased: the address the invitation was sent to and must be accepted from. */
    emailLc: text().notNull(),
    role: text({ enum: TEAM_INVITE_ROLES }).notNull(),
    /** sha256 of the secret in the link; the secret itself is only in the e-mail. */
    tokenHash: bytea().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
    acceptedAt: instant(),
    revokedAt: instant(),
  },
  (table) => [
    uniqueIndex('team_invitations_open')
      .on(table.providerId, table.emailLc)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/** A member's secret iCalendar subscription of their visits (revocable: a new one replaces it). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid().notNull(),
    userId: uuid().notNull(),
    tokenHash: bytea().notNull().unique(),
    createdAt: instant().notNull().defaultNow(),
    revokedAt: instant(),
  },
  (table) => [
    foreignKey({
      columns: [table.userId, table.providerId],
      foreignColumns: [memberships.userId, memberships.providerId],
    }).onDelete('cascade'),
    uniqueIndex('calendar_feeds_current')
      .on(table.providerId, table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * Time off (issue 34, docs/plans/online-booking.md §1.3): a member's, or the whole team's when `user_id`
 * is null (holidays). Online booking offers no time in it; manual visits over it stay allowed and the
 * calendar shows it behind them. Migration 0033 adds the gist index the range reads use.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: uuid(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    note: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.userId, table.providerId],
      foreignColumns: [memberships.userId, memberships.providerId],
    }).onDelete('cascade'),
    check(
      'time_off_span',
      sql`${table.endsAt} > ${table.startsAt} and ${table.endsAt} - ${table.startsAt} <= interval '366 days'`,
    ),
  ],
);
