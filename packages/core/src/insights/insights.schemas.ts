import { z } from 'zod';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { INVOICE_AGES, REPLY_CHANNELS } from './business.rules';
import { BEACON_EVENT_KINDS } from './insight-beacon.constants';
import { daysIn, INSIGHT_RANGES, MAX_RANGE_DAYS } from './insight-range.rules';
import { insightsMessages as messages } from './insights.messages';

const localDay = z.iso.date({ error: messages.dateInvalid });

/** GET provider/insights: the provider, a range, and for a custom one its dates (the end no later than today). */
export const insightsQuerySchema = ownerProviderQuerySchema
  .extend({
    range: z.enum(INSIGHT_RANGES, { error: messages.rangeInvalid }).default('30d'),
    from: localDay.optional(),
    to: localDay.optional(),
  })
  .superRefine((query, context) => {
    if (query.range !== 'custom') return;
    if (!query.from || !query.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: messages.customDatesRequired });
      return;
    }
    if (query.from > query.to)
      context.addIssue({ code: 'custom', path: ['from'], message: messages.fromAfterTo });
    else if (daysIn({ from: query.from, to: query.to }) > MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['from'], message: messages.rangeTooLong });
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const dayRangeSchema = z.object({ from: z.iso.date(), to: z.iso.date() });

/** The figures of the page: each with the previous period's and the change (per cent, null when none before). */
export const INSIGHT_METRICS = [
  'views',
  'impressions',
  'searchClicks',
  'clickThrough',
  'requests',
  'pricingRequests',
  'contactRequests',
  'chats',
  'bookings',
  'phoneClicks',
  'websiteClicks',
  'contactStarts',
  'pricingStarts',
  'chatStarts',
  'revenue',
  'reviews',
  'rating',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

const figureSchema = z.object({
  metric: z.enum(INSIGHT_METRICS),
  current: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});

/** Counts of the period, step by step (not one visitor followed through): asked = requests, chats, bookings. */
export const FUNNEL_STEPS = ['impressions', 'views', 'requests', 'estimates', 'paid'] as const;

export const insightsSchema = z.object({
  range: dayRangeSchema,
  previous: dayRangeSchema,
  /** Days per point of `series`: 1, or 7 beyond 90 days. */
  bucketDays: z.union([z.literal(1), z.literal(7)]),
  totals: z.array(figureSchema),
  series: z.array(
    z.object({
      start: z.iso.date(),
      views: z.number().int(),
      impressions: z.number().int(),
      searchClicks: z.number().int(),
      requests: z.number().int(),
      chats: z.number().int(),
      /** Paid (succeeded payments less refunds), integer cents. */
      revenue: z.number().int(),
      reviews: z.number().int(),
      /** The average rating of every review up to the point's last day; null before the first. */
      rating: z.number().nullable(),
    }),
  ),
  viewsByPage: z.array(z.object({ page: z.string(), current: z.number().int(), previous: z.number().int() })),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int() })),
  /** Invoices sent and not paid in full, today, by days past due; amounts in integer cents. */
  invoicesByAge: z.array(
    z.object({ age: z.enum(INVOICE_AGES), invoices: z.number().int(), amountDue: z.number().int() }),
  ),
  /** Median minutes to the first reply of what was asked in each period (null when none was answered). */
  replyTimes: z.array(
    z.object({
      channel: z.enum(REPLY_CHANNELS),
      asked: z.number().int(),
      replied: z.number().int(),
      medianMinutes: z.number().int().nullable(),
      previousMedianMinutes: z.number().int().nullable(),
    }),
  ),
  topServices: z.array(z.object({ name: z.string(), count: z.number().int() })),
  topZips: z.array(z.object({ zip: z.string(), count: z.number().int() })),
});
export type Insights = z.infer<typeof insightsSchema>;

/** POST insights/events: the beacon's body, nothing else (no visitor id: we count events, not people). */
export const insightBeaconSchema = z.strictObject({
  provider: z.string().trim().min(1).max(200),
  kind: z.enum(BEACON_EVENT_KINDS, { error: messages.beaconKindInvalid }),
});
export type InsightBeacon = z.infer<typeof insightBeaconSchema>;

/** GET and PUT provider/insights/weekly-mail: the owner's switch for the weekly summary e-mail. */
export const weeklyMailSettingSchema = z.strictObject({ weeklyMail: z.boolean() });
export type WeeklyMailSetting = z.infer<typeof weeklyMailSettingSchema>;
