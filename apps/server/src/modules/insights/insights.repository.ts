import { TOP_ASKED_SIZE } from '@porchlight/core/insights/business.rules';
import { bucketDays, type DayRange } from '@porchlight/core/insights/insight-range.rules';
import type { Executor } from '@porchlight/db/connection';
import { type SQL, sql } from 'drizzle-orm';

/** One count of one kind on one local day or chart point (and page, for views); cents for 'revenue'. */
export type DayCount = {
  day: string;
  kind: string;
  page: string;
  count: number;
};

/** Reviews written on one local day (removed ones left out, as the profile's rating does). */
export type ReviewDay = { day: string; reviews: number; ratingTotal: number };

/** Outstanding invoices due on one day (the invoice date when they have no due date). */
export type DueDay = { due: string; invoices: number; amountDue: number };

export type ReplyRow = {
  channel: 'requests' | 'chats';
  period: 'current' | 'previous';
  asked: number;
  replied: number;
  medianMinutes: number | null;
};

/** A range's local days as timestamps: from its first day's midnight to the midnight after its last. */
function bounds(span: DayRange, timeZone: string): { start: SQL; end: SQL } {
  return {
    start: sql`(${span.from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${span.to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** The business figures counted per day (insight_business_days, kept by the triggers of migration 0044). */
const DAY_FIGURES = [
  'contact-request',
  'pricing-request',
  'chat',
  'booking',
  'estimate',
  'paid-invoice',
  'revenue',
] as const;

/**
 * The Insights page's reads (docs/plans/insights.md §5): the events' daily rollup (insight_days) and the business
 * records' (insight_business_days: requests, chats, bookings, estimates, payments, invoices, reviews, services
 * and zips asked), per local day of the provider's zone, which database triggers keep equal to counting the
 * records raw; reply times from each request's and chat's first_reply_at. bigint sums come back as float8:
 * exact in a JavaScript number up to 2^53 cents.
 */
export function createInsightsRepository(db: Executor) {
  return {
    /**
     * The counts of both periods summed per point of the page's chart (a day, or a week for ranges drawn by
     * week: `day` is the point's first day, each period's points starting at its own first day), so a year
     * comes back as ~1,600 rows instead of ~5,600 days, with the same figures (insight-figures.ts).
     */
    async pointCounts(providerId: string, current: DayRange, previous: DayRange): Promise<DayCount[]> {
      const size = bucketDays(current);
      const origin = sql`case when day >= ${current.from}::date then ${current.from}::date else ${previous.from}::date end`;
      const rows = await db.execute<DayCount>(sql`
        select (${origin} + (day - ${origin}) / ${size}::int * ${size}::int)::text as day, kind, page,
          sum(count)::float8 as count
        from (
          select day, kind, page, count from insight_days
          where provider_id = ${providerId} and day between ${previous.from}::date and ${current.to}::date
          union all
          select day, metric, '', value from insight_business_days
          where provider_id = ${providerId} and metric in (${sql.join(
            DAY_FIGURES.map((figure) => sql`${figure}`),
            sql`, `,
          )})
            and day between ${previous.from}::date and ${current.to}::date
        ) counted
        group by 1, 2, 3`);
      return rows.rows;
    },

    /** Every review day up to the range's last, so the average at any point counts all before it. */
    async reviewDays(providerId: string, until: string): Promise<ReviewDay[]> {
      const rows = await db.execute<ReviewDay>(sql`
        select day::text as day, coalesce(sum(value) filter (where metric = 'review'), 0)::int as reviews,
          coalesce(sum(value) filter (where metric = 'rating'), 0)::int as "ratingTotal"
        from insight_business_days
        where provider_id = ${providerId} and metric in ('review', 'rating') and day <= ${until}::date
        group by 1 order by 1`);
      return rows.rows;
    },

    /** Invoices sent and not paid in full, by the day they fall due. */
    async outstandingByDueDay(providerId: string): Promise<DueDay[]> {
      const rows = await db.execute<DueDay>(sql`
        select coalesce(due_date, invoice_date)::text as due, count(*)::int as invoices,
          sum(amount_due)::float8 as "amountDue"
        from invoices
        where provider_id = ${providerId} and status not in ('Draft', 'Paid') and amount_due > 0
        group by 1`);
      return rows.rows;
    },

    /**
     * What was asked in each period and the median minutes to its first reply, whenever that came: a
     * request's estimate (the app's answer to it; not a draft), a chat's first message from the provider's side.
     */
    async replyTimes(
      providerId: string,
      current: DayRange,
      previous: DayRange,
      timeZone: string,
    ): Promise<ReplyRow[]> {
      const { start } = bounds(previous, timeZone);
      const { start: currentStart, end } = bounds(current, timeZone);
      const rows = await db.execute<ReplyRow>(sql`
        select channel, case when asked_at >= ${currentStart} then 'current' else 'previous' end as period,
          count(*)::int as asked, count(replied_at)::int as replied,
          round(percentile_cont(0.5) within group (order by extract(epoch from replied_at - asked_at)) / 60)::int
            as "medianMinutes"
        from (
          select 'requests' as channel, created_at as asked_at, first_reply_at as replied_at
          from client_hub_requests
          where provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}
          union all
          select 'chats', created_at, first_reply_at
          from chat_conversations
          where provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}
        ) asked
        group by 1, 2`);
      return rows.rows;
    },

    /** The services and zip codes asked for most in the range (pricing and Contact Us requests). */
    async topAsked(providerId: string, range: DayRange) {
      const top = (figure: 'service' | 'zip') => sql`
        select dimension as name, sum(value)::int as count
        from insight_business_days
        where provider_id = ${providerId} and metric = ${figure}
          and day between ${range.from}::date and ${range.to}::date
        group by 1 having sum(value) > 0 order by 2 desc, 1 limit ${TOP_ASKED_SIZE}`;
      const services = await db.execute<{ name: string; count: number }>(top('service'));
      const zips = await db.execute<{ name: string; count: number }>(top('zip'));
      return {
        topServices: services.rows,
        topZips: zips.rows.map(({ name, count }) => ({ zip: name, count })),
      };
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
