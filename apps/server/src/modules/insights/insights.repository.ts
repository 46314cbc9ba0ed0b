import { TOP_ASKED_SIZE } from '@porchlight/core/insights/business.rules';
import type { DayRange } from '@porchlight/core/insights/insight-range.rules';
import type { Executor } from '@porchlight/db/connection';
import { type SQL, sql } from 'drizzle-orm';

/** One count of one kind on one local day (and page, for views); cents for 'revenue'. */
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

const localDay = (column: SQL, timeZone: string) => sql`(${column} at time zone ${timeZone})::date::text`;

/**
 * The Insights page's reads (docs/plans/insights.md §5): the daily rollup, and what lives in its own tables
 * (requests, chats, bookings, estimates, payments, invoices, reviews), per local day of the provider's zone. bigint sums come back
 * as float8: exact in a JavaScript number up to 2^53 cents.
 */
export function createInsightsRepository(db: Executor) {
  return {
    async dayCounts(providerId: string, span: DayRange, timeZone: string): Promise<DayCount[]> {
      const days = await db.execute<DayCount>(sql`
        select day::text as day, kind, page, count from insight_days
        where provider_id = ${providerId} and day between ${span.from}::date and ${span.to}::date`);
      const { start, end } = bounds(span, timeZone);
      const created = sql`created_at`;
      const completions = await db.execute<DayCount>(sql`
        select ${localDay(created, timeZone)} as day,
          case type when 'paa' then 'pricing-request' else 'contact-request' end as kind, '' as page,
          count(*)::int as count
        from client_hub_requests
        where provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}
        group by 1, 2
        union all
        select ${localDay(created, timeZone)}, 'chat', '', count(*)::int
        from chat_conversations
        where provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}
        group by 1
        union all
        select ${localDay(created, timeZone)}, 'booking', '', count(*)::int
        from bookings
        where provider_id = ${providerId} and status not in ('held', 'expired')
          and created_at >= ${start} and created_at < ${end}
        group by 1
        union all
        select ${localDay(created, timeZone)}, 'estimate', '', count(*)::int
        from estimates
        where provider_id = ${providerId} and status <> 'Draft' and created_at >= ${start} and created_at < ${end}
        group by 1
        union all
        select ${localDay(sql`invoice_paid_on`, timeZone)}, 'paid-invoice', '', count(*)::int
        from invoices
        where provider_id = ${providerId} and status = 'Paid'
          and invoice_paid_on >= ${start} and invoice_paid_on < ${end}
        group by 1
        union all
        select ${localDay(sql`coalesce(settled_at, created_at)`, timeZone)}, 'revenue', '', sum(amount)::float8
        from payments
        where provider_id = ${providerId} and status = 'succeeded'
          and coalesce(settled_at, created_at) >= ${start} and coalesce(settled_at, created_at) < ${end}
        group by 1
        union all
        select ${localDay(sql`r.created_at`, timeZone)}, 'revenue', '', -sum(r.amount)::float8
        from payment_refunds r join payments p on p.id = r.payment_id
        where p.provider_id = ${providerId} and r.created_at >= ${start} and r.created_at < ${end}
        group by 1`);
      return [...days.rows, ...completions.rows];
    },

    /** Every review day up to the range's last, so the average at any point counts all before it. */
    async reviewDays(providerId: string, until: string, timeZone: string): Promise<ReviewDay[]> {
      const { end } = bounds({ from: until, to: until }, timeZone);
      const rows = await db.execute<ReviewDay>(sql`
        select ${localDay(sql`created_at`, timeZone)} as day, count(*)::int as reviews,
          sum(rating)::int as "ratingTotal"
        from reviews
        where provider_id = ${providerId} and removed_at is null and created_at < ${end}
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
          select 'requests' as channel, r.created_at as asked_at,
            (select min(e.created_at) from estimates e where e.request_id = r.id and e.status <> 'Draft')
              as replied_at
          from client_hub_requests r
          where r.provider_id = ${providerId} and r.created_at >= ${start} and r.created_at < ${end}
          union all
          select 'chats', c.created_at,
            (select min(m.created_at) from chat_messages m
              where m.conversation_id = c.id and m.sender = 'provider')
          from chat_conversations c
          where c.provider_id = ${providerId} and c.created_at >= ${start} and c.created_at < ${end}
        ) asked
        group by 1, 2`);
      return rows.rows;
    },

    /** The services and zip codes asked for most in the range (pricing and Contact Us requests). */
    async topAsked(providerId: string, range: DayRange, timeZone: string) {
      const { start, end } = bounds(range, timeZone);
      const inRange = sql`provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}`;
      const services = await db.execute<{ name: string; count: number }>(sql`
        select service as name, count(*)::int as count
        from client_hub_requests, unnest(services) as service
        where ${inRange} group by 1 order by 2 desc, 1 limit ${TOP_ASKED_SIZE}`);
      const zips = await db.execute<{ zip: string; count: number }>(sql`
        select zip_code as zip, count(*)::int as count
        from client_hub_requests
        where ${inRange} and coalesce(zip_code, '') <> '' group by 1 order by 2 desc, 1 limit ${TOP_ASKED_SIZE}`);
      return { topServices: services.rows, topZips: zips.rows };
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
