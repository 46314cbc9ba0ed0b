/**
 * The Insights page's business figures (docs/plans/insights.md §8 slice 5), read from the Service Manager,
 * requests, chats and reviews: outstanding invoices by age, reply times, ratings, what is asked for where.
 */

/** Outstanding invoices by days past due (the invoice date when it has no due date), as Jobber ages them. */
export const INVOICE_AGES = ['current', '1-30', '31-60', '60+'] as const;
export type InvoiceAge = (typeof INVOICE_AGES)[number];

/** The age group of an invoice this many days past due (0 or less: not due yet). */
export function invoiceAge(daysPastDue: number): InvoiceAge {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  return '60+';
}

/** The channels whose first reply is timed: a request's estimate, a chat's first answer. */
export const REPLY_CHANNELS = ['requests', 'chats'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** How many services and zip codes the page lists, most asked first. */
export const TOP_ASKED_SIZE = 10;

/** The average of the ratings so far, one decimal (the profile's rule); null before the first review. */
export function averageRating(ratingTotal: number, reviewCount: number): number | null {
  return reviewCount === 0 ? null : Math.round((ratingTotal / reviewCount) * 10) / 10;
}

/** A reply time as people read it: '45 min', '2 h 5 min', '3 d 4 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
