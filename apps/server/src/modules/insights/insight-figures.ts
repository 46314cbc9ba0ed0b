import {
  bucketDays,
  bucketStart,
  bucketStarts,
  changeFrom,
  clickThrough,
  type DayRange,
} from '@porchlight/core/insights/insight-range.rules';
import type { InsightMetric, Insights } from '@porchlight/core/insights/insights.schemas';
import { pointEnd, reviewsBetween } from './business-figures';
import type { DayCount, ReviewDay } from './insights.repository';

/** The summed metrics, and the funnel's later steps (counted, not headline figures). */
type Sums = Record<
  Exclude<InsightMetric, 'clickThrough' | 'reviews' | 'rating'> | 'estimates' | 'paid',
  number
>;

const KIND_METRIC: Record<string, keyof Sums> = {
  'profile-view': 'views',
  'search-impression': 'impressions',
  'search-click': 'searchClicks',
  'phone-click': 'phoneClicks',
  'website-click': 'websiteClicks',
  'contact-start': 'contactStarts',
  'pricing-start': 'pricingStarts',
  'chat-start': 'chatStarts',
  'contact-request': 'contactRequests',
  'pricing-request': 'pricingRequests',
  chat: 'chats',
  revenue: 'revenue',
  booking: 'bookings',
  estimate: 'estimates',
  'paid-invoice': 'paid',
};

function sums(counts: readonly DayCount[]): Sums {
  const total: Sums = {
    views: 0,
    impressions: 0,
    searchClicks: 0,
    requests: 0,
    pricingRequests: 0,
    contactRequests: 0,
    chats: 0,
    phoneClicks: 0,
    websiteClicks: 0,
    contactStarts: 0,
    pricingStarts: 0,
    chatStarts: 0,
    revenue: 0,
    bookings: 0,
    estimates: 0,
    paid: 0,
  };
  for (const row of counts) {
    const metric = KIND_METRIC[row.kind];
    if (metric) total[metric] += row.count;
  }
  total.requests = total.contactRequests + total.pricingRequests;
  return total;
}

const within = (range: DayRange) => (row: DayCount) => row.day >= range.from && row.day <= range.to;

/** The page's figures from the day counts of both periods (pure: the rules live in core). */
export function insightFigures(
  counts: readonly DayCount[],
  reviewDays: readonly ReviewDay[],
  range: DayRange,
  previous: DayRange,
): Pick<Insights, 'bucketDays' | 'totals' | 'series' | 'viewsByPage' | 'funnel'> {
  const currentRows = counts.filter(within(range));
  const previousRows = counts.filter(within(previous));
  const now = sums(currentRows);
  const before = sums(previousRows);
  const figure = (metric: Exclude<keyof Sums, 'estimates' | 'paid'>) => ({
    metric,
    current: now[metric],
    previous: before[metric],
    change: changeFrom(before[metric], now[metric]),
  });
  const nowRate = clickThrough(now.searchClicks, now.impressions);
  const beforeRate = clickThrough(before.searchClicks, before.impressions);
  const totals: Insights['totals'] = [
    figure('views'),
    figure('impressions'),
    figure('searchClicks'),
    {
      metric: 'clickThrough' as const,
      current: nowRate,
      previous: beforeRate,
      change: nowRate === null || beforeRate === null ? null : changeFrom(beforeRate, nowRate),
    },
    figure('requests'),
    figure('contactRequests'),
    figure('pricingRequests'),
    figure('chats'),
    figure('bookings'),
    figure('phoneClicks'),
    figure('websiteClicks'),
    figure('contactStarts'),
    figure('pricingStarts'),
    figure('chatStarts'),
    figure('revenue'),
  ];
  const reviewsNow = reviewsBetween(reviewDays, range.from, range.to);
  const reviewsBefore = reviewsBetween(reviewDays, previous.from, previous.to);
  totals.push(
    {
      metric: 'reviews',
      current: reviewsNow.reviews,
      previous: reviewsBefore.reviews,
      change: changeFrom(reviewsBefore.reviews, reviewsNow.reviews),
    },
    {
      metric: 'rating',
      current: reviewsNow.rating,
      previous: reviewsBefore.rating,
      change:
        reviewsNow.rating === null || reviewsBefore.rating === null
          ? null
          : changeFrom(reviewsBefore.rating, reviewsNow.rating),
    },
  );

  const points = new Map(bucketStarts(range).map((start) => [start, [] as DayCount[]]));
  for (const row of currentRows) points.get(bucketStart(row.day, range))?.push(row);
  const size = bucketDays(range);
  const series = [...points].map(([start, rows]) => {
    const point = sums(rows);
    const reviewed = reviewsBetween(reviewDays, start, pointEnd(start, size, range.to));
    return {
      start,
      views: point.views,
      impressions: point.impressions,
      searchClicks: point.searchClicks,
      requests: point.requests,
      chats: point.chats,
      revenue: point.revenue,
      reviews: reviewed.reviews,
      rating: reviewed.rating,
    };
  });

  const pages = new Map<string, { current: number; previous: number }>();
  const addPage = (rows: DayCount[], period: 'current' | 'previous') => {
    for (const row of rows) {
      if (row.kind !== 'profile-view') continue;
      const entry = pages.get(row.page) ?? { current: 0, previous: 0 };
      entry[period] += row.count;
      pages.set(row.page, entry);
    }
  };
  addPage(currentRows, 'current');
  addPage(previousRows, 'previous');
  const viewsByPage = [...pages]
    .map(([page, entry]) => ({ page, ...entry }))
    .sort((a, b) => b.current - a.current || a.page.localeCompare(b.page));

  return {
    bucketDays: bucketDays(range),
    totals,
    series,
    viewsByPage,
    funnel: [
      { step: 'impressions', count: now.impressions },
      { step: 'views', count: now.views },
      { step: 'requests', count: now.requests + now.chats + now.bookings },
      { step: 'estimates', count: now.estimates },
      { step: 'paid', count: now.paid },
    ],
  };
}
