import { DOCUMENT_ATTACHMENT_MAX_BYTES } from '../service-manager/service-manager.constants';

/**
 * Scheduling's limits (issue 33, docs/plans/scheduling.md §1.3, §1.6), zod-free for the browser.
 * The database checks the same numbers.
 */

/** A visit lasts at most a day: longer work is several visits. */
export const VISIT_MAX_MINUTES = 24 * 60;

/** An arrival window ('8-10 AM') opens at the visit's start: from a quarter hour to half a day. */
export const ARRIVAL_WINDOW_MIN_MINUTES = 15;
export const ARRIVAL_WINDOW_MAX_MINUTES = 12 * 60;

/** A repeated visit's length: a quarter hour to a day, as a single visit. */
export const SERIES_DURATION_MIN_MINUTES = 15;
export const SERIES_DURATION_MAX_MINUTES = VISIT_MAX_MINUTES;

/** Weekly work repeats every week, every other week or every four weeks (what cleaners and lawn crews sell). */
export const SERIES_WEEK_INTERVALS = [1, 2, 4] as const;
export type SeriesWeekInterval = (typeof SERIES_WEEK_INTERVALS)[number];

/** 'The second Tuesday' (2) or 'the last Tuesday' (-1) of each month; a fifth one is not in every month. */
export const SERIES_MONTH_WEEKS = [1, 2, 3, 4, -1] as const;
export type SeriesMonthWeek = (typeof SERIES_MONTH_WEEKS)[number];

/** Ten years of weekly visits; a series ending on a date may end at most ten years after it starts. */
export const SERIES_MAX_COUNT = 520;
export const SERIES_MAX_YEARS = 10;

/**
 * A visit's states (docs/plans/scheduling.md §1.3): scheduled (or not yet timed), the technician on the
 * way, working, done; a skipped date of a series, or a cancelled visit, no longer counts.
 */
export const VISIT_STATUSES = [
  'scheduled',
  'on-my-way',
  'in-progress',
  'completed',
  'skipped',
  'cancelled',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** How a repeated job is invoiced: each completed visit, once a month, or by hand. */
export const SERIES_INVOICING = ['per-visit', 'monthly', 'none'] as const;
export type SeriesInvoicing = (typeof SERIES_INVOICING)[number];

/** Who an owner may invite to the team (issue 33 item 3); owners are made by claiming or creating. */
export const TEAM_INVITE_ROLES = ['manager', 'technician'] as const;
export type TeamInviteRole = (typeof TEAM_INVITE_ROLES)[number];

/** Photos one visit may carry: as many as an estimate's attachments, each as large as one of them. */
export const VISIT_PHOTOS_MAX = 10;
export const VISIT_PHOTO_MAX_BYTES = DOCUMENT_ATTACHMENT_MAX_BYTES;
/** A visit's photos are pictures only (judged on their bytes; the picker offers these). */
export const VISIT_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
