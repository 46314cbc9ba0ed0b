import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import { sql } from 'drizzle-orm';
import { serviceCatalogue } from '../schema/index';
import type { Db } from '../seed/factories';
import { catalogue } from './catalogue/catalogue';

const BATCH_SIZE = 500;

/** Upserts every catalogue entry into service_catalogue (by slug u); returns how many were written. */
export async function seedCatalogue(db: Db, entries: readonly CatalogueEntry[] = catalogue): Promise<number> {
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
      await tx
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
        });
    }
  });
  return entries.length;
}
