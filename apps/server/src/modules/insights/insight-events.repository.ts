import type { InsightEvent } from '@porchlight/core/insights/insight-events.rules';
import type { Executor } from '@porchlight/db/connection';
import { sql } from 'drizzle-orm';

/** An event as the buffer holds it: when it happened is the moment it was noted, not when it is written. */
export interface NotedInsightEvent extends InsightEvent {
  at: Date;
}

/** Raw days kept before the purge (docs/plans/insights.md §2.6); the daily rollup keeps their counts forever. */
export const RAW_EVENT_DAYS = 90;

/**
 * Raw insight events and their daily rollup (docs/plans/insights.md §1-2). Writes are set-based: one
 * statement per batch, per rollup, per purge step.
 */
export function createInsightEventsRepository(db: Executor) {
  return {
    /**
     * Writes a batch in one multi-row INSERT: names resolved to providers (unknown ones dropped) and the
     * provider's own people's events dropped (a member of its team, whatever the role). Returns rows written.
     */
    async insertBatch(events: readonly NotedInsightEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      // Each column one array parameter (sql.param: node-postgres sends it as a PostgreSQL array, nulls too).
      const rows = await db.execute(sql`
        insert into insight_events (provider_id, kind, page, occurred_at)
        select p.id, e.kind, e.page, e.at
        from unnest(
          ${sql.param(events.map((event) => event.vanityName.toLowerCase()))}::text[],
          ${sql.param(events.map((event) => event.kind))}::text[],
          ${sql.param(events.map((event) => event.page))}::text[],
          ${sql.param(events.map((event) => event.viewerId))}::uuid[],
          ${sql.param(events.map((event) => event.at.toISOString()))}::timestamptz[]
        ) as e(name, kind, page, viewer_id, at)
        join providers p on p.vanity_name_lc = e.name
        where e.viewer_id is null
          or not exists (select 1 from memberships m where m.provider_id = p.id and m.user_id = e.viewer_id)`);
      return rows.rowCount ?? 0;
    },

    /**
     * Recounts every provider's last `days` local days (providers.time_zone) up to `now` from the raw events:
     * idempotent, so it may run as often as we like; the window's extra 2 hours cover each local day whole
     * in every zone. Two days every 10 minutes; more (up to the 90 kept) to rebuild after a restore.
     */
    async rollUpRecentDays(now: Date, days = 2): Promise<void> {
      await db.execute(sql`
        insert into insight_days (provider_id, day, kind, page, count)
        select e.provider_id, (e.occurred_at at time zone p.time_zone)::date as day, e.kind, e.page, count(*)::int
        from insight_events e
        join providers p on p.id = e.provider_id
        where e.occurred_at >= ${now.toISOString()}::timestamptz - make_interval(hours => ${days * 24 + 2})
          and e.occurred_at <= ${now.toISOString()}::timestamptz
          and (e.occurred_at at time zone p.time_zone)::date
            >= (${now.toISOString()}::timestamptz at time zone p.time_zone)::date - ${days - 1}::int
        group by e.provider_id, day, e.kind, e.page
        on conflict (provider_id, day, kind, page) do update set count = excluded.count`);
    },

    /** Deletes up to `limit` raw events older than RAW_EVENT_DAYS; returns how many went. */
    async purgeOldEvents(now: Date, limit: number): Promise<number> {
      const rows = await db.execute(sql`
        delete from insight_events where id in (
          select id from insight_events
          where occurred_at < ${now.toISOString()}::timestamptz - make_interval(days => ${RAW_EVENT_DAYS})
          limit ${limit})`);
      return rows.rowCount ?? 0;
    },
  };
}
