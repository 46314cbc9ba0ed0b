import { drizzle } from 'drizzle-orm/node-postgres';
import { withAdvisoryLock } from '../advisory-lock';
import type { Database } from '../connection';
import * as schema from '../schema/index';
import { refineClientTimeZones } from './refine-client-time-zones';
import { refineTimeZones } from './refine-time-zones';
import { type CatalogueUpserted, upsertCatalogue } from './upsert-catalogue';

/**
 * Reference data is what the product needs to work on any deployment, demo or not: today the service
 * catalogue (Add Services, search suggestions), and providers' time zones placed from their coordinates. Plans and prices are constants in packages/core, ZIP
 * geodata is bundled; the demo seed (packages/db/src/seed/) is something else and never loads here.
 */
export interface ReferenceDataLoaded {
  catalogue: CatalogueUpserted;
  /** Providers whose zone now comes from their place instead of their state (refine-time-zones.ts). */
  timeZonesPlaced: number;
  /** Clients whose zone was placed from their service ZIP (refine-client-time-zones.ts). */
  clientZonesPlaced: number;
}

/** Processes starting together take turns on this lock; the later ones find everything current. */
export const REFERENCE_DATA_LOCK = 'porchlight:reference-data';

/** Brings the reference data up to date (idempotent: unchanged rows are not rewritten); run after migrating. */
export async function loadReferenceData(db: Database): Promise<ReferenceDataLoaded> {
  return withAdvisoryLock(db.$client, REFERENCE_DATA_LOCK, async (client) => {
    const locked = drizzle({ client, schema, casing: 'snake_case' });
    return {
      catalogue: await upsertCatalogue(locked),
      timeZonesPlaced: await refineTimeZones(locked),
      clientZonesPlaced: await refineClientTimeZones(locked),
    };
  });
}

/** One line for the start-up log: what was loaded, or that it was already current. */
export function describeReferenceData(loaded: ReferenceDataLoaded): string {
  const { services, added, updated } = loaded.catalogue;
  const count = (value: number) => value.toLocaleString('en-US');
  const changes = added + updated === 0 ? 'current' : `${count(added)} added, ${count(updated)} updated`;
  const zones = loaded.timeZonesPlaced > 0 ? `; ${count(loaded.timeZonesPlaced)} time zones placed` : '';
  const clientZones =
    loaded.clientZonesPlaced > 0 ? `; ${count(loaded.clientZonesPlaced)} client time zones placed` : '';
  return `Service catalogue: ${count(services)} services (${changes})${zones}${clientZones}`;
}
