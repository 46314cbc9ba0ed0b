import { ARRIVAL_WINDOW_MAX_MINUTES, ARRIVAL_WINDOW_MIN_MINUTES } from '../scheduling/scheduling.constants';

/**
 * Online booking's limits (issue 34, docs/plans/online-booking.md §1.1-1.2), zod-free for the browser.
 * The database checks the same numbers.
 */

/** Arrival windows ('8-10 AM') or exact start times every 15, 30 or 60 minutes. */
export const BOOKING_MODES = ['windows', 'start-times'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const BOOKING_START_STEPS = [15, 30, 60] as const;
export type BookingStartStep = (typeof BOOKING_START_STEPS)[number];

/** Earliest notice: none up to 30 days (in minutes); a day by default. */
export const BOOKING_NOTICE_MAX_MINUTES = 30 * 24 * 60;
export const BOOKING_NOTICE_DEFAULT_MINUTES = 24 * 60;

/** How far ahead visitors may book, in days counted from today in the provider's zone. */
export const BOOKING_HORIZON_MIN_DAYS = 1;
export const BOOKING_HORIZON_MAX_DAYS = 60;
export const BOOKING_HORIZON_DEFAULT_DAYS = 30;

/** Time kept free before and after each visit (travel, clean-up). */
export const BOOKING_BUFFER_MAX_MINUTES = 240;

/** Most online bookings per day (none when unset). */
export const BOOKING_DAILY_LIMIT_MIN = 1;
export const BOOKING_DAILY_LIMIT_MAX = 50;

/** Auto-confirm, or 'I approve each booking' with a reply deadline in hours. */
export const BOOKING_APPROVALS = ['auto', 'approve'] as const;
export type BookingApproval = (typeof BOOKING_APPROVALS)[number];
export const BOOKING_REPLY_HOURS = [2, 4, 12, 24, 48, 72] as const;
export type BookingReplyHours = (typeof BOOKING_REPLY_HOURS)[number];
/** The reply is due an hour before the visit at the latest (§2.4), so approval needs this much notice. */
export const BOOKING_APPROVAL_MIN_NOTICE_MINUTES = 2 * 60;

/** An optional deposit: a fixed amount or a percent of the offer's price. */
export const BOOKING_DEPOSIT_KINDS = ['fixed', 'percent'] as const;
export type BookingDepositKind = (typeof BOOKING_DEPOSIT_KINDS)[number];
export const BOOKING_DEPOSIT_PERCENT_MIN = 1;
export const BOOKING_DEPOSIT_PERCENT_MAX = 100;

/** Whether a client who cancels in time gets the deposit back. */
export const BOOKING_REFUND_POLICIES = ['refund', 'keep'] as const;
export type BookingRefundPolicy = (typeof BOOKING_REFUND_POLICIES)[number];

/** Reschedule and cancel online until this many hours before the visit. */
export const BOOKING_CHANGE_CUTOFF_MAX_HOURS = 7 * 24;
export const BOOKING_CHANGE_CUTOFF_DEFAULT_HOURS = 24;

/** A bookable offer's length: a quarter hour to 12 hours. */
export const BOOKING_DURATION_MIN_MINUTES = 15;
export const BOOKING_DURATION_MAX_MINUTES = 12 * 60;

/** Prices and fixed deposits up to $100,000, in integer cents. */
export const BOOKING_PRICE_MAX_CENTS = 10_000_000;

/** Arrival windows: as long as a visit's window may be, on the quarter hour, a dozen a day at most. */
export const BOOKING_WINDOW_MIN_MINUTES = ARRIVAL_WINDOW_MIN_MINUTES;
export const BOOKING_WINDOW_MAX_MINUTES = ARRIVAL_WINDOW_MAX_MINUTES;
export const BOOKING_WINDOW_GRID_MINUTES = 15;
export const BOOKING_WINDOWS_MAX = 12;

/** Team members who take online bookings. */
export const BOOKING_MEMBERS_MAX = 50;
/** Bookable offers in one settings save. */
export const BOOKING_OFFERS_MAX = 200;

/** The time step asks this many days at a time ('Later dates' asks the next ones). */
export const BOOKING_AVAILABILITY_DEFAULT_DAYS = 14;

/**
 * A booking's states (plan §2.3): held (awaiting its deposit), requested (awaiting the pro's approval),
 * confirmed; then declined, expired or cancelled. Live ones hold their time.
 */
export const BOOKING_STATUSES = [
  'held',
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_LIVE_STATUSES = ['held', 'requested', 'confirmed'] as const;
/** Who ended a booking that did not happen. */
export const BOOKING_ENDED_BY = ['client', 'provider', 'deadline', 'hold'] as const;
/** Upcoming online bookings one e-mail address may hold with one provider (plan §2.5). */
export const BOOKING_LIVE_PER_EMAIL_MAX = 3;
