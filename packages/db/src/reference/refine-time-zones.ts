import { timeZoneAt } from '@porchlight/zip-codes/time-zones';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../schema/index';
import { providers } from '../schema/index';

/** Rows placed per start: a first start after migration 0027 on a large database stays short. */
const ROWS_PER_START = 20_000;
const ROWS_PER_UPDATE = 1_000;

/**
 * Migration 0027 gave every provider its state's most common zone; those with coordinates get the zone
 * of their place instead (El Paso is on Mountain time, Gary on Central). Idempotent: a placed row is
 * marked 'location' and never read here again; an owner's choice ('owner') is never touched.
 */
export async function refineTimeZones(db: NodePgDatabase<typeof schema>): Promise<number> {
  const unplaced = await db
    .select({ id: providers.id, latitude: providers.latitude, longitude: providers.longitude })
    .from(providers)
    .where(
      and(
        eq(providers.timeZoneSource, 'state'),
        isNotNull(providers.latitude),
        isNotNull(providers.longitude),
      ),
    )
    .limit(ROWS_PER_START);
  const placed = unplaced.flatMap(({ id, latitude, longitude }) => {
    const zone = latitude !== null && longitude !== null ? timeZoneAt(latitude, longitude) : undefined;
    return zone ? [{ id, zone }] : [];
  });
  for (let start = 0; start < placed.length; start += ROWS_PER_UPDATE) {
    const batch = placed.slice(start, start + ROWS_PER_UPDATE);
    await db.execute(sql`
      update providers set time_zone = placed.zone, time_zone_source = 'location'
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as placed(id uuid, zone text)
      where providers.id = placed.id and providers.time_zone_source = 'state'`);
  }
  return placed.length;
}
