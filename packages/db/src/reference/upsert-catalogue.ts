import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import { sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from '../schema/index';
import { serviceCatalogue } from '../schema/index';
import { catalogue } from './catalogue/catalogue';

const BATCH_SIZE = 500;

/** A connection or a transaction. */
type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface CatalogueUpserted {
  /** Entries in the catalogue data. */
  services: number;
  /** Rows that were missing. */
  added: number;
  /** Rows whose stored values differed from the data. */
  updated: number;
}

/**
 * Writes every catalogue entry into service_catalogue (by slug u): missing rows are added, rows that
 * differ from the data are rewritten, equal rows are left alone, rows the data no longer has are kept
 * (offers may still name them). Safe to run on every start.
 */
export async function upsertCatalogue(
  db: Db,
  entries: readonly CatalogueEntry[] = catalogue,
): Promise<CatalogueUpserted> {
  const result: CatalogueUpserted = { services: entries.length, added: 0, updated: 0 };
  await db.transaction(async (tx) => {
    for (let start = 0; start < entries.length; start += BATCH_SIZE) {
      const rows = entries.slice(start, start + BATCH_SIZE).map((entry) => ({
        u: entry.u,
        n: entry.n,
        cu: entry.cu,
        su: entry.su ?? null,
        c: entry.c,
        s: entry.s ?? null,
        p: entry.p,
        pricingForm: entry.pricingForm,
        inputForm: entry.inputForm,
        keywords: entry.keywords,
      }));
      const written = await tx
        .insert(serviceCatalogue)
        .values(rows)
        .onConflictDoUpdate({
          target: serviceCatalogue.u,
          set: {
            n: sql`excluded.n`,
            cu: sql`excluded.cu`,
            su: sql`excluded.su`,
            c: sql`excluded.c`,
            s: sql`excluded.s`,
            p: sql`excluded.p`,
            pricingForm: sql`excluded.pricing_form`,
            inputForm: sql`excluded.input_form`,
            keywords: sql`excluded.keywords`,
          },
          setWhere: sql`(${serviceCatalogue.n}, ${serviceCatalogue.cu}, ${serviceCatalogue.su}, ${serviceCatalogue.c},
            ${serviceCatalogue.s}, ${serviceCatalogue.p}, ${serviceCatalogue.pricingForm}, ${serviceCatalogue.inputForm},
            ${serviceCatalogue.keywords})
            is distinct from (excluded.n, excluded.cu, excluded.su, excluded.c, excluded.s, excluded.p,
            excluded.pricing_form, excluded.input_form, excluded.keywords)`,
        })
        // A row PostgreSQL inserted has no xmax; an updated one has the updating transaction's.
        .returning({ inserted: sql<boolean>`xmax = 0` });
      for (const row of written) {
        if (row.inserted) result.added++;
        else result.updated++;
      }
    }
  });
  return result;
}
