import type { DayRange } from '@porchlight/core/insights/insight-range.rules';
import type { Executor } from '@porchlight/db/connection';
import { sql } from 'drizzle-orm';

/** One count of one kind on one local day (and page, for views). */
export type DayCount = {
  day: string;
  kind: string;
  page: string;
  count: number;
};

/**
 * The Insights page's reads (docs/plans/insights.md §5): the daily rollup, and the completions that live in
 * their own tables (Contact Us and pricing requests, chats), counted per local day of the provider's zone.
 */
export function createInsightsRepository(db: Executor) {
  return {
    async dayCounts(providerId: string, span: DayRange, timeZone: string): Promise<DayCount[]> {
      const days = await db.execute<DayCount>(sql`
        select day::text as day, kind, page, count from insight_days
        where provider_id = ${providerId} and day between ${span.from}::date and ${span.to}::date`);
      const start = sql`(${span.from}::date::timestamp at time zone ${timeZone})`;
      const end = sql`((${span.to}::date + 1)::timestamp at time zone ${timeZone})`;
      const completions = await db.execute<DayCount>(sql`
        select (created_at at time zone ${timeZone})::date::text as day,
          case type when 'paa' then 'pricing-request' else 'contact-request' end as kind, '' as page,
          count(*)::int as count
        from client_hub_requests
        where provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}
        group by 1, 2
        union all
        select (created_at at time zone ${timeZone})::date::text, 'chat', '', count(*)::int
        from chat_conversations
        where provider_id = ${providerId} and created_at >= ${start} and created_at < ${end}
        group by 1`);
      return [...days.rows, ...completions.rows];
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
