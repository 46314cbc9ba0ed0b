import type { DayRange } from '@porchlight/core/insights/insight-range.rules';
import type { Executor } from '@porchlight/db/connection';
import { type SQL, sql } from 'drizzle-orm';
import type { DayCount, ReplyRow, ReviewDay } from '../src/modules/insights/insights.repository';

/**
 * The Insights business figures counted from the records themselves, as the insights repository read them
 * before migration 0044 (one query per figure, each request's first reply looked up): the reference the
 * per-day figures kept by the triggers must equal (insight-business-days.int.test.ts).
 */

function bounds(span: DayRange, timeZone: string): { start: SQL; end: SQL } {
  return {
    start: sql`(${span.from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${span.to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

const localDay = (column: SQL, timeZone: string) => sql`(${column} at time zone ${timeZone})::date::text`;

export async function rawDayCounts(db: Executor, providerId: string, span: DayRange, timeZone: string) {
  const { start, end } = bounds(span, timeZone);
  const created = sql`created_at`;
  const rows = await db.execute<DayCount>(sql`
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
  return rows.rows;
}

export async function rawReviewDays(db: Executor, providerId: string, until: string, timeZone: string) {
  const { end } = bounds({ from: until, to: until }, timeZone);
  const rows = await db.execute<ReviewDay>(sql`
    select ${localDay(sql`created_at`, timeZone)} as day, count(*)::int as reviews,
      sum(rating)::int as "ratingTotal"
    from reviews
    where provider_id = ${providerId} and removed_at is null and created_at < ${end}
    group by 1 order by 1`);
  return rows.rows;
}

export async function rawReplyTimes(
  db: Executor,
  providerId: string,
  current: DayRange,
  previous: DayRange,
  timeZone: string,
) {
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
}

export async function rawTopAsked(db: Executor, providerId: string, range: DayRange, timeZone: string) {
  const { start, end } = bounds(range, timeZone);
  const inRange = sql`provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}`;
  const services = await db.execute<{ name: string; count: number }>(sql`
    select service as name, count(*)::int as count
    from client_hub_requests, unnest(services) as service
    where ${inRange} group by 1 order by 2 desc, 1 limit 10`);
  const zips = await db.execute<{ zip: string; count: number }>(sql`
    select zip_code as zip, count(*)::int as count
    from client_hub_requests
    where ${inRange} and coalesce(zip_code, '') <> '' group by 1 order by 2 desc, 1 limit 10`);
  return { topServices: services.rows, topZips: zips.rows };
}
