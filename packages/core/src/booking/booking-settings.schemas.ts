import { z } from 'zod';
import { MINUTES_PER_DAY } from '../providers/open-hours.schemas';
import {
  BOOKING_APPROVAL_MIN_NOTICE_MINUTES,
  BOOKING_APPROVALS,
  BOOKING_BUFFER_MAX_MINUTES,
  BOOKING_CHANGE_CUTOFF_DEFAULT_HOURS,
  BOOKING_CHANGE_CUTOFF_MAX_HOURS,
  BOOKING_DAILY_LIMIT_MAX,
  BOOKING_DAILY_LIMIT_MIN,
  BOOKING_DEPOSIT_PERCENT_MAX,
  BOOKING_DEPOSIT_PERCENT_MIN,
  BOOKING_DURATION_MAX_MINUTES,
  BOOKING_DURATION_MIN_MINUTES,
  BOOKING_HORIZON_DEFAULT_DAYS,
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  BOOKING_MEMBERS_MAX,
  BOOKING_MODES,
  BOOKING_NOTICE_DEFAULT_MINUTES,
  BOOKING_NOTICE_MAX_MINUTES,
  BOOKING_OFFERS_MAX,
  BOOKING_PRICE_MAX_CENTS,
  BOOKING_REFUND_POLICIES,
  BOOKING_REPLY_HOURS,
  BOOKING_START_STEPS,
  BOOKING_WINDOW_GRID_MINUTES,
  BOOKING_WINDOW_MAX_MINUTES,
  BOOKING_WINDOW_MIN_MINUTES,
  BOOKING_WINDOWS_MAX,
} from './booking.constants';
import { bookingSettingsMessages as messages } from './booking.messages';

/**
 * A provider's online-booking settings (issue 34 item 1; docs/plans/online-booking.md §1.1-1.2, §5):
 * `GET/PUT /provider/booking/settings`. Minutes and hours are whole numbers, money integer cents.
 */

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A fixed amount or a percent of the offer's price (none for 'price on site' offers: booking-money rules). */
export const bookingDepositSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('fixed'),
      cents: wholeNumber(messages.depositCentsInvalid, 1, BOOKING_PRICE_MAX_CENTS),
    }),
    z.object({
      kind: z.literal('percent'),
      percent: wholeNumber(
        messages.depositPercentInvalid,
        BOOKING_DEPOSIT_PERCENT_MIN,
        BOOKING_DEPOSIT_PERCENT_MAX,
      ),
    }),
  ],
  { error: messages.depositKindInvalid },
);
export type BookingDeposit = z.infer<typeof bookingDepositSchema>;

/** The settings' fields (the answer's shape: no refinement or transform, so responses can be encoded). */
const bookingSettingsFieldsSchema = z.object({
  enabled: z.boolean(),
  mode: z.enum(BOOKING_MODES, { error: messages.modeInvalid }).default('windows'),
  /** Exact start times only: a start every so many minutes from opening. */
  startStepMinutes: z
    .literal(BOOKING_START_STEPS, { error: messages.startStepInvalid })
    .nullable()
    .default(null),
  noticeMinutes: wholeNumber(messages.noticeInvalid, 0, BOOKING_NOTICE_MAX_MINUTES).default(
    BOOKING_NOTICE_DEFAULT_MINUTES,
  ),
  horizonDays: wholeNumber(
    messages.horizonInvalid,
    BOOKING_HORIZON_MIN_DAYS,
    BOOKING_HORIZON_MAX_DAYS,
  ).default(BOOKING_HORIZON_DEFAULT_DAYS),
  bufferMinutes: wholeNumber(messages.bufferInvalid, 0, BOOKING_BUFFER_MAX_MINUTES).default(0),
  /** Most online bookings per day; null: no limit. */
  dailyLimit: wholeNumber(messages.dailyLimitInvalid, BOOKING_DAILY_LIMIT_MIN, BOOKING_DAILY_LIMIT_MAX)
    .nullable()
    .default(null),
  approval: z.enum(BOOKING_APPROVALS, { error: messages.approvalInvalid }).default('auto'),
  /** 'I approve each booking' only: the reply is due within these hours. */
  replyHours: z.literal(BOOKING_REPLY_HOURS, { error: messages.replyHoursInvalid }).nullable().default(null),
  deposit: bookingDepositSchema.nullable().default(null),
  refundPolicy: z.enum(BOOKING_REFUND_POLICIES, { error: messages.refundPolicyInvalid }).default('refund'),
  changeCutoffHours: wholeNumber(messages.changeCutoffInvalid, 0, BOOKING_CHANGE_CUTOFF_MAX_HOURS).default(
    BOOKING_CHANGE_CUTOFF_DEFAULT_HOURS,
  ),
});

export const bookingSettingsSchema = bookingSettingsFieldsSchema
  .superRefine((settings, ctx) => {
    if (settings.mode === 'start-times' && settings.startStepMinutes === null)
      ctx.addIssue({ code: 'custom', path: ['startStepMinutes'], message: messages.startStepInvalid });
    if (settings.approval === 'approve' && settings.replyHours === null)
      ctx.addIssue({ code: 'custom', path: ['replyHours'], message: messages.replyHoursRequired });
    if (settings.approval === 'approve' && settings.noticeMinutes < BOOKING_APPROVAL_MIN_NOTICE_MINUTES)
      ctx.addIssue({ code: 'custom', path: ['noticeMinutes'], message: messages.approvalNeedsNotice });
  })
  // What a mode does not use is not kept (the database's checks pair them the same way).
  .transform((settings) => ({
    ...settings,
    startStepMinutes: settings.mode === 'start-times' ? settings.startStepMinutes : null,
    replyHours: settings.approval === 'approve' ? settings.replyHours : null,
  }));
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

/** One of the provider's offers as booked online: its length, and a price or 'price on site' (null). */
export const bookableOfferSchema = z.object({
  offerId: z.uuid({ error: messages.offerInvalid }),
  bookable: z.boolean(),
  durationMinutes: wholeNumber(
    messages.durationInvalid,
    BOOKING_DURATION_MIN_MINUTES,
    BOOKING_DURATION_MAX_MINUTES,
  ),
  priceCents: wholeNumber(messages.priceInvalid, 0, BOOKING_PRICE_MAX_CENTS).nullable(),
});
export type BookableOffer = z.infer<typeof bookableOfferSchema>;

/** An arrival window in wall minutes after midnight ('8-10 AM' is 480-600), the same every open day. */
export const bookingWindowSchema = z
  .object({
    startsMinute: wholeNumber(messages.windowInvalid, 0, MINUTES_PER_DAY - BOOKING_WINDOW_MIN_MINUTES),
    endsMinute: wholeNumber(messages.windowInvalid, BOOKING_WINDOW_MIN_MINUTES, MINUTES_PER_DAY),
  })
  .refine(
    ({ startsMinute, endsMinute }) =>
      startsMinute % BOOKING_WINDOW_GRID_MINUTES === 0 &&
      endsMinute % BOOKING_WINDOW_GRID_MINUTES === 0 &&
      endsMinute - startsMinute >= BOOKING_WINDOW_MIN_MINUTES &&
      endsMinute - startsMinute <= BOOKING_WINDOW_MAX_MINUTES,
    { message: messages.windowInvalid, path: ['endsMinute'] },
  );
export type BookingWindow = z.infer<typeof bookingWindowSchema>;

const bookingWindowsSchema = z
  .array(bookingWindowSchema)
  .max(BOOKING_WINDOWS_MAX, messages.windowsTooMany)
  .transform((windows) => windows.toSorted((a, b) => a.startsMinute - b.startsMinute))
  .superRefine((windows, ctx) => {
    windows.forEach((window, index) => {
      const previous = windows[index - 1];
      if (previous && window.startsMinute < previous.endsMinute)
        ctx.addIssue({ code: 'custom', path: [index, 'startsMinute'], message: messages.windowsOverlap });
    });
  });

/** PUT /provider/booking/settings?vanityName= (the GET's answer, edited, with the version read). */
export const bookingSettingsRequestSchema = z
  .object({
    settings: bookingSettingsSchema,
    offers: z
      .array(bookableOfferSchema)
      .max(BOOKING_OFFERS_MAX, messages.offerInvalid)
      .refine(
        (offers) => new Set(offers.map((offer) => offer.offerId)).size === offers.length,
        messages.offerRepeated,
      ),
    windows: bookingWindowsSchema,
    memberIds: z
      .array(z.uuid({ error: messages.memberInvalid }), { error: messages.memberInvalid })
      .max(BOOKING_MEMBERS_MAX, messages.membersTooMany)
      .transform((ids) => [...new Set(ids)]),
    version: z.number({ error: messages.versionInvalid }).int(messages.versionInvalid).nonnegative(),
  })
  .superRefine((request, ctx) => {
    if (request.settings.enabled && request.settings.mode === 'windows' && request.windows.length === 0)
      ctx.addIssue({ code: 'custom', path: ['windows'], message: messages.windowsRequired });
  });
export type BookingSettingsRequest = z.output<typeof bookingSettingsRequestSchema>;

/** GET /provider/booking/settings?vanityName= */
export const bookingSettingsResponseSchema = z.object({
  settings: bookingSettingsFieldsSchema,
  offers: z.array(bookableOfferSchema.extend({ name: z.string() })),
  windows: z.array(bookingWindowSchema),
  memberIds: z.array(z.uuid()),
  /** Shown in search and on the profile: on, and nothing below stands in the way. */
  listed: z.boolean(),
  /** Why it is not listed yet, in words ('Choose at least one team member'). */
  blockers: z.array(z.string()),
  version: z.number().int().nonnegative(),
});
export type BookingSettingsResponse = z.infer<typeof bookingSettingsResponseSchema>;
