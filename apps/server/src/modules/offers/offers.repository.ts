import type { InputFormName } from '@porchlight/core/offers/catalogue.constants';
import { returnedRow } from '@porchlight/core/platform/required';
import type { Executor } from '@porchlight/db/connection';
import { offerCategories, offerSubcategories, offers, serviceCatalogue } from '@porchlight/db/schema/index';
import { and, count, eq, sql } from 'drizzle-orm';
import { hasSameOffer, type OfferIdentity } from './offer-duplicates.repository';

export type OfferInsert = typeof offers.$inferInsert;
export type InsertedOffer = typeof offers.$inferSelect;

/** A catalogue entry as Add Services reads it. */
export interface CatalogueRow {
  u: string;
  n: string;
  c: string;
  cu: string;
  s: string | null;
  su: string | null;
  p: number;
  keywords: string[];
}

/** Offers of a provider, its offer categories and the service catalogue they come from. */
export function createOffersRepository(db: Executor) {
  return {
    /** Every catalogue entry, for the in-memory matcher (read once per process). */
    async loadCatalogue(): Promise<CatalogueRow[]> {
      return db
        .select({
          u: serviceCatalogue.u,
          n: serviceCatalogue.n,
          c: serviceCatalogue.c,
          cu: serviceCatalogue.cu,
          s: serviceCatalogue.s,
          su: serviceCatalogue.su,
          p: serviceCatalogue.p,
          keywords: serviceCatalogue.keywords,
        })
        .from(serviceCatalogue)
        .orderBy(serviceCatalogue.u);
    },

    async findCatalogueEntry(
      u: string,
    ): Promise<(CatalogueRow & { inputForm: { name: InputFormName }[] }) | undefined> {
      const [row] = await db.select().from(serviceCatalogue).where(eq(serviceCatalogue.u, u));
      return row;
    },

    /**
     * Serialises the provider's offer writes until the transaction ends: the dialog adds 5 at a time,
     * often into the same new category, and "already there?" must see the others' rows.
     */
    async lockProviderOffers(providerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`offers:${providerId}`}, 0))`);
    },

    /** The one duplicate rule (offer-duplicates.ts): does the profile already have this service? */
    async hasSameOffer(providerId: string, offer: OfferIdentity): Promise<boolean> {
      return hasSameOffer(db, providerId, offer);
    },

    /** The provider's category of this name (by its uri), created after the others when new. */
    async findOrCreateCategory(providerId: string, name: string, nameUri: string) {
      const [existing] = await db
        .select()
        .from(offerCategories)
        .where(and(eq(offerCategories.providerId, providerId), eq(offerCategories.nameUri, nameUri)));
      if (existing) return existing;
      const [{ value: siblings } = { value: 0 }] = await db
        .select({ value: count() })
        .from(offerCategories)
        .where(eq(offerCategories.providerId, providerId));
      return returnedRow(
        await db
          .insert(offerCategories)
          .values({ providerId, name, nameUri, orderNumber: 1000 + siblings })
          .returning(),
        'offer category insert',
      );
    },

    async findOrCreateSubcategory(providerId: string, categoryId: string, name: string, nameUri: string) {
      const [existing] = await db
        .select()
        .from(offerSubcategories)
        .where(and(eq(offerSubcategories.categoryId, categoryId), eq(offerSubcategories.nameUri, nameUri)));
      if (existing) return existing;
      const [{ value: siblings } = { value: 0 }] = await db
        .select({ value: count() })
        .from(offerSubcategories)
        .where(eq(offerSubcategories.categoryId, categoryId));
      return returnedRow(
        await db
          .insert(offerSubcategories)
          .values({ providerId, categoryId, name, nameUri, orderNumber: 1000 + siblings })
          .returning(),
        'offer subcategory insert',
      );
    },

    /** After the provider's last offer (reorder numbers start at 1000 and go up by 1, spec 2 §9). */
    async nextOrderNumber(providerId: string): Promise<number> {
      const [row] = await db
        .select({ last: sql<number | null>`max(${offers.orderNumber})` })
        .from(offers)
        .where(eq(offers.providerId, providerId));
      return row?.last == null ? 1000 : Number(row.last) + 1;
    },

    /** The insert trigger adds the service and its category to the provider's search keys. */
    async insert(values: OfferInsert): Promise<InsertedOffer> {
      return returnedRow(await db.insert(offers).values(values).returning(), 'offer insert');
    },

    /**
     * Removes the provider's offer (its photo tags go with it); the delete trigger takes its service off
     * the provider's search keys. False when the provider has no such offer.
     */
    async delete(providerId: string, offerNumber: number): Promise<boolean> {
      const rows = await db
        .delete(offers)
        .where(and(eq(offers.providerId, providerId), eq(offers.offerNumber, offerNumber)))
        .returning({ id: offers.id });
      return rows.length > 0;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
