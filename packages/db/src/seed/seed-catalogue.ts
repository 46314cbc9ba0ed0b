import { sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { serviceCatalogue } from '../schema/catalogue';
import { catalogue } from './catalogue/catalogue';

const BATCH_SIZE = 500;

/** Loads the service catalogue; re-running updates entries in place. */
export async function seedCatalogue(db: Database): Promise<number> {
  for (let start = 0; start < catalogue.length; start += BATCH_SIZE) {
    const batch = catalogue.slice(start, start + BATCH_SIZE).map((entry) => ({
      ...entry,
      su: entry.su ?? null,
      s: entry.s ?? null,
    }));
    await db
      .insert(serviceCatalogue)
      .values(batch)
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
  return catalogue.length;
}
