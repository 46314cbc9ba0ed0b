import { timeZoneOfZip } from '@porchlight/zip-codes/time-zones';
import { and, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../schema/index';
import { clients } from '../schema/index';

/** Rows placed per start, as refine-time-zones.ts. */
const ROWS_PER_START = 20_000;
const ROWS_PER_UPDATE = 1_000;

/**
 * Clients saved before migration 0038 have no zone (quiet hours then use the provider's): each with a
 * 5-digit service ZIP gets the zone of its centroid, as every client write does now. Idempotent: a placed
 * row is not read again; a ZIP the bundled data does not know stays null (the provider's zone).
 */
export async function refineClientTimeZones(db: NodePgDatabase<typeof schema>): Promise<number> {
  const unplaced = await db
    .select({ id: clients.id, zipCode: clients.zipCode })
    .from(clients)
    .where(and(isNull(clients.timeZone), sql`${clients.zipCode} ~ '^[0-9]{5}$'`))
    .limit(ROWS_PER_START);
  const placed = unplaced.flatMap(({ id, zipCode }) => {
    const zone = timeZoneOfZip(zipCode);
    return zone ? [{ id, zone }] : [];
  });
  for (let start = 0; start < placed.length; start += ROWS_PER_UPDATE) {
    const batch = placed.slice(start, start + ROWS_PER_UPDATE);
    await db.execute(sql`
      update clients set time_zone = placed.zone
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as placed(id uuid, zone text)
      where clients.id = placed.id and clients.time_zone is null`);
  }
  return placed.length;
}
