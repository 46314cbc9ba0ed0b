import { z } from 'zod';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
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
  'phoneClicks',
  'websiteClicks',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

const figureSchema = z.object({
  metric: z.enum(INSIGHT_METRICS),
  current: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});

export const FUNNEL_STEPS = ['impressions', 'views', 'requests'] as const;

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
    }),
  ),
  viewsByPage: z.array(z.object({ page: z.string(), current: z.number().int(), previous: z.number().int() })),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.number().int() })),
});
export type Insights = z.infer<typeof insightsSchema>;
