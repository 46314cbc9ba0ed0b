import { sql } from 'drizzle-orm';
import { SERVICE_MANAGER_DEMO_PROVIDER } from './demo-service-manager';
import type { Db } from './factories';

/**
 * Twelve months of daily insight counts for the demo Pro (issue 37 "Demo"), so its Insights page looks lived
 * in on first start: a seasonal swing and day-to-day noise, the same on every run (hashtext, not random()).
 * Written straight into the rollup (insight_days); the raw table fills as people visit. The clicks and starts
 * of the profile's beacon too; requests, chats, payments and reviews come from their own demo rows.
 */
export async function seedDemoInsights(db: Db): Promise<void> {
  await db.execute(sql`
    insert into insight_days (provider_id, day, kind, page, count)
    select p.id, d.day, k.kind, k.page,
      round(k.base * (1 + 0.3 * sin(extract(doy from d.day) / 58.0))
        * (0.5 + ((hashtext(d.day::text || k.kind || k.page) & 1023) / 1023.0)))::int
    from providers p
    cross join lateral (
      select generate_series((now() at time zone p.time_zone)::date - 364, (now() at time zone p.time_zone)::date,
        interval '1 day')::date as day
    ) d
    cross join (values
      ('search-impression', '', 60.0), ('profile-view', 'home', 14.0), ('profile-view', 'reviews', 5.0),
      ('profile-view', 'photos', 3.0), ('profile-view', 'services', 2.0), ('search-click', '', 6.0),
      ('phone-click', '', 1.5), ('website-click', '', 0.8), ('contact-start', '', 1.0),
      ('pricing-start', '', 1.2), ('chat-start', '', 0.6)
    ) as k(kind, page, base)
    where p.vanity_name_lc = ${SERVICE_MANAGER_DEMO_PROVIDER}
    on conflict do nothing`);
}
