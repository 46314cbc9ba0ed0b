import {
  averageRating,
  INVOICE_AGES,
  invoiceAge,
  REPLY_CHANNELS,
} from '@porchlight/core/insights/business.rules';
import { addDays, daysIn } from '@porchlight/core/insights/insight-range.rules';
import type { Insights } from '@porchlight/core/insights/insights.schemas';
import type { DueDay, ReplyRow, ReviewDay } from './insights.repository';

/** Reviews written from `from` to `to` (both included) and the average rating of all up to `to`. */
export function reviewsBetween(days: readonly ReviewDay[], from: string, to: string) {
  let reviews = 0;
  let allReviews = 0;
  let ratingTotal = 0;
  for (const day of days) {
    if (day.day > to) continue;
    allReviews += day.reviews;
    ratingTotal += day.ratingTotal;
    if (day.day >= from) reviews += day.reviews;
  }
  return { reviews, rating: averageRating(ratingTotal, allReviews) };
}

/** The last day of the point starting at `start`: `size` days on, never past the range. */
export function pointEnd(start: string, size: number, rangeTo: string): string {
  const end = addDays(start, size - 1);
  return end > rangeTo ? rangeTo : end;
}

/** Outstanding invoices today in each age group, every group listed (zeros too). */
export function invoicesByAge(dueDays: readonly DueDay[], today: string): Insights['invoicesByAge'] {
  const groups = new Map(INVOICE_AGES.map((age) => [age, { age, invoices: 0, amountDue: 0 }]));
  for (const row of dueDays) {
    const daysPastDue = daysIn({ from: row.due, to: today }) - 1;
    const group = groups.get(invoiceAge(daysPastDue));
    if (!group) continue;
    group.invoices += row.invoices;
    group.amountDue += row.amountDue;
  }
  return [...groups.values()];
}

/** Each channel's reply figures for the range, with the previous period's median. */
export function replyTimes(rows: readonly ReplyRow[]): Insights['replyTimes'] {
  const find = (channel: string, period: string) =>
    rows.find((row) => row.channel === channel && row.period === period);
  return REPLY_CHANNELS.map((channel) => {
    const now = find(channel, 'current');
    return {
      channel,
      asked: now?.asked ?? 0,
      replied: now?.replied ?? 0,
      medianMinutes: now?.medianMinutes ?? null,
      previousMedianMinutes: find(channel, 'previous')?.medianMinutes ?? null,
    };
  });
}
