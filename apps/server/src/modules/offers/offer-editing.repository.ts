import type { Executor } from '@porchlight/db/connection';
import {
  offerCategories,
  offerPhotos,
  offerSubcategories,
  offers,
  photos,
} from '@porchlight/db/schema/index';
import { and, asc, count, eq } from 'drizzle-orm';
import { hasSameOffer } from './offer-duplicates.repository';

export type OfferRecord = typeof offers.$inferSelect;
export type CategoryRecord = typeof offerCategories.$inferSelect;
export type SubcategoryRecord = typeof offerSubcategories.$inferSelect;

/** An offer's texts, category, pricing form and photos; the provider's categories and order. */
export function createOfferEditingRepository(db: Executor) {
  return {
    async findOffer(providerId: string, offerNumber: number): Promise<OfferRecord | undefined> {
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.providerId, providerId), eq(offers.offerNumber, offerNumber)));
      return row;
    },

    /** The one duplicate rule (offer-duplicates.ts), for a rename: does another offer have this name? */
    async isNameUriTaken(providerId: string, nameUri: string, exceptOfferNumber: number): Promise<boolean> {
      return hasSameOffer(db, providerId, { nameUri }, exceptOfferNumber);
    },

    async updateOffer(id: string, values: Partial<typeof offers.$inferInsert>): Promise<OfferRecord> {
      const [row] = await db
        .update(offers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(offers.id, id))
        .returning();
      if (!row) throw new Error(`Offer ${id} vanished`);
      return row;
    },

    async listCategories(providerId: string): Promise<CategoryRecord[]> {
      return db
        .select()
        .from(offerCategories)
        .where(eq(offerCategories.providerId, providerId))
        .orderBy(asc(offerCategories.orderNumber), asc(offerCategories.name));
    },

    async listSubcategories(providerId: string): Promise<SubcategoryRecord[]> {
      return db
        .select()
        .from(offerSubcategories)
        .where(eq(offerSubcategories.providerId, providerId))
        .orderBy(asc(offerSubcategories.orderNumber), asc(offerSubcategories.name));
    },

    /** After the provider's other categories. */
    async insertCategory(values: {
      providerId: string;
      name: string;
      nameUri: string;
      type: 'scat' | 'pcat';
    }) {
      const [{ value: siblings } = { value: 0 }] = await db
        .select({ value: count() })
        .from(offerCategories)
        .where(eq(offerCategories.providerId, values.providerId));
      const [row] = await db
        .insert(offerCategories)
        .values({ ...values, orderNumber: 1000 + siblings })
        .returning();
      if (!row) throw new Error('No category inserted');
      return row;
    },

    async insertSubcategory(values: {
      providerId: string;
      categoryId: string;
      name: string;
      nameUri: string;
      type: 'ssubcat' | 'psubcat';
    }) {
      const [{ value: siblings } = { value: 0 }] = await db
        .select({ value: count() })
        .from(offerSubcategories)
        .where(eq(offerSubcategories.categoryId, values.categoryId));
      const [row] = await db
        .insert(offerSubcategories)
        .values({ ...values, orderNumber: 1000 + siblings })
        .returning();
      if (!row) throw new Error('No subcategory inserted');
      return row;
    },

    async listOfferNumbers(providerId: string): Promise<number[]> {
      const rows = await db
        .select({ offerNumber: offers.offerNumber })
        .from(offers)
        .where(eq(offers.providerId, providerId));
      return rows.map((row) => row.offerNumber);
    },

    async setOrderNumber(providerId: string, offerNumber: number, orderNumber: number): Promise<void> {
      await db
        .update(offers)
        .set({ orderNumber })
        .where(and(eq(offers.providerId, providerId), eq(offers.offerNumber, offerNumber)));
    },

    async findPhoto(providerId: string, friendlyImageName: string) {
      const [row] = await db
        .select({ id: photos.id, isVideo: photos.isVideo })
        .from(photos)
        .where(and(eq(photos.providerId, providerId), eq(photos.friendlyImageName, friendlyImageName)));
      return row;
    },

    async tagPhoto(offerId: string, photoId: string): Promise<void> {
      await db.insert(offerPhotos).values({ offerId, photoId }).onConflictDoNothing();
    },

    async untagPhoto(offerId: string, photoId: string): Promise<void> {
      await db
        .delete(offerPhotos)
        .where(and(eq(offerPhotos.offerId, offerId), eq(offerPhotos.photoId, photoId)));
    },

    /** The offers a photo is tagged to, by number. */
    async taggedOfferNumbers(photoId: string): Promise<number[]> {
      const rows = await db
        .select({ offerNumber: offers.offerNumber })
        .from(offerPhotos)
        .innerJoin(offers, eq(offers.id, offerPhotos.offerId))
        .where(eq(offerPhotos.photoId, photoId))
        .orderBy(asc(offers.offerNumber));
      return rows.map((row) => row.offerNumber);
    },
  };
}

export type OfferEditingRepository = ReturnType<typeof createOfferEditingRepository>;
