import { firstFreeFriendlyName } from '@porchlight/core/media/friendly-names.rules';
import { PROMO_VIDEO_PATH_FIELDS } from '@porchlight/core/media/promo-video.schemas';
import { returnedRow } from '@porchlight/core/platform/required';
import type { Executor } from '@porchlight/db/connection';
import {
  aiGenerations,
  offerCategories,
  offerPhotos,
  offers,
  photos,
  providers,
} from '@porchlight/db/schema/index';
import { and, asc, count, eq, gte, like, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const PROMO_VIDEO_COLUMNS = Object.values(PROMO_VIDEO_PATH_FIELDS);

export interface OwnedProvider {
  id: string;
  name: string;
  vanityName: string;
  pro: number;
  city: string | null;
  stateCode: string | null;
  aboutMetadata: string | null;
  aboutDesc: string | null;
  aboutHtml: boolean;
  bannerImage: string | null;
  profilePic: string | null;
}

type ProviderUpdate = Partial<typeof providers.$inferInsert>;
export type PhotoInsert = typeof photos.$inferInsert;
export type AiKind = (typeof aiGenerations.$inferInsert)['kind'];

export function createProfileEditingRepository(db: Executor) {
  return {
    async firstCategoryName(providerId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: offerCategories.name })
        .from(offerCategories)
        .where(eq(offerCategories.providerId, providerId))
        .orderBy(asc(offerCategories.orderNumber), asc(offerCategories.name))
        .limit(1);
      return row?.name ?? null;
    },

    async updateProvider(providerId: string, values: ProviderUpdate) {
      return returnedRow(
        await db
          .update(providers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(providers.id, providerId))
          .returning(),
        'provider update',
      );
    },

    /**
     * Inserts a photo under the first free friendly name from `base` (`base`, `base-2` …). Uploads of one
     * provider take turns on a transaction lock between choosing the name and inserting it, so parallel
     * uploads of the same file name all get a row instead of racing on the unique index. Run it in the
     * caller's unit of work: the lock lasts as long as its transaction.
     */
    async insertPhotoWithFreeName(base: string, values: Omit<PhotoInsert, 'friendlyImageName'>) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`photo-names:${values.providerId}`}))`);
      const taken = await db
        .select({ name: photos.friendlyImageName })
        .from(photos)
        .where(
          and(
            eq(photos.providerId, values.providerId),
            or(eq(photos.friendlyImageName, base), like(photos.friendlyImageName, `${base}-%`)),
          ),
        );
      const friendlyImageName = firstFreeFriendlyName(base, new Set(taken.map((row) => row.name)));
      const [row] = await db
        .insert(photos)
        .values({ ...values, friendlyImageName })
        .returning();
      return row;
    },

    async findPhoto(providerId: string, friendlyImageName: string) {
      const [row] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.providerId, providerId), eq(photos.friendlyImageName, friendlyImageName)));
      return row;
    },

    /** Sets a photo's caption (null: back to the default); the photo as shown, undefined when it is gone. */
    async updatePhotoTitle(providerId: string, friendlyImageName: string, title: string | null) {
      const [row] = await db
        .update(photos)
        .set({ title })
        .where(and(eq(photos.providerId, providerId), eq(photos.friendlyImageName, friendlyImageName)))
        .returning({
          id: photos.id,
          friendlyImageName: photos.friendlyImageName,
          title: photos.title,
          storageKey: photos.storageKey,
          isVideo: photos.isVideo,
        });
      if (!row) return undefined;
      const [tag] = await db
        .select({ photoId: offerPhotos.photoId })
        .from(offerPhotos)
        .where(eq(offerPhotos.photoId, row.id))
        .limit(1);
      return { ...row, onService: tag !== undefined };
    },

    /**
     * Removes the photo row; its offer tags go with it (offer_photos cascades), and a video's use as a
     * promotional video (of a page or an offer) ends with it; in the caller's unit of work.
     */
    async deletePhoto(photoId: string): Promise<boolean> {
      const [row] = await db
        .delete(photos)
        .where(eq(photos.id, photoId))
        .returning({ providerId: photos.providerId, storageKey: photos.storageKey });
      if (!row) return false;
      const unless = (column: AnyPgColumn) =>
        sql`case when ${column} = ${row.storageKey} then null else ${column} end`;
      await db
        .update(providers)
        .set(Object.fromEntries(PROMO_VIDEO_COLUMNS.map((field) => [field, unless(providers[field])])))
        .where(eq(providers.id, row.providerId));
      await db
        .update(offers)
        .set({ promoVideoPath: null })
        .where(and(eq(offers.providerId, row.providerId), eq(offers.promoVideoPath, row.storageKey)));
      return true;
    },

    async countAiGenerations(providerId: string, kind: AiKind, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(aiGenerations)
        .where(
          and(
            eq(aiGenerations.providerId, providerId),
            eq(aiGenerations.kind, kind),
            gte(aiGenerations.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    async recordAiGeneration(providerId: string, userId: string, kind: AiKind): Promise<void> {
      await db.insert(aiGenerations).values({ providerId, userId, kind });
    },

    /** How many generations of this kind the provider ever had: varies the built-in drawings. */
    async totalAiGenerations(providerId: string, kind: AiKind): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(aiGenerations)
        .where(and(eq(aiGenerations.providerId, providerId), eq(aiGenerations.kind, kind)));
      return row?.value ?? 0;
    },
  };
}

export type ProfileEditingRepository = ReturnType<typeof createProfileEditingRepository>;
