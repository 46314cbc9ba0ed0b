import type { PromoVideoPathField } from '@porchlight/core/media/promo-video.schemas';
import type { Executor } from '@porchlight/db/connection';
import { offers, photos, providers } from '@porchlight/db/schema/index';
import { and, eq } from 'drizzle-orm';

/** A gallery file as the promo-video calls judge it. */
export interface GalleryFile {
  storageKey: string;
  isVideo: boolean;
}

/** Where a promotional video is shown: one of the profile's pages, or one of the provider's offers. */
export type PromoVideoSlot = { field: PromoVideoPathField } | { offerId: string };

/**
 * The promotional-video slots of a provider's pages and offers. Setting one from the gallery locks the
 * file first: run both in the caller's unit of work, built on its transaction.
 */
export function createPromoVideoRepository(db: Executor) {
  return {
    /**
     * The gallery file of that name, its row locked until the caller's transaction ends, so a photo
     * deleted meanwhile cannot leave a slot pointing at nothing; undefined when the gallery has no such name.
     */
    async lockGalleryFile(providerId: string, friendlyImageName: string): Promise<GalleryFile | undefined> {
      const [file] = await db
        .select({ storageKey: photos.storageKey, isVideo: photos.isVideo })
        .from(photos)
        .where(and(eq(photos.providerId, providerId), eq(photos.friendlyImageName, friendlyImageName)))
        .for('share');
      return file;
    },

    /** Points the slot at the storage key, or at nothing; an offer only ever of this provider. */
    async setSlot(providerId: string, slot: PromoVideoSlot, storageKey: string | null): Promise<void> {
      if ('field' in slot) {
        await db
          .update(providers)
          .set({ [slot.field]: storageKey, updatedAt: new Date() })
          .where(eq(providers.id, providerId));
        return;
      }
      await db
        .update(offers)
        .set({ promoVideoPath: storageKey, updatedAt: new Date() })
        .where(and(eq(offers.id, slot.offerId), eq(offers.providerId, providerId)));
    },
  };
}

export type PromoVideoRepository = ReturnType<typeof createPromoVideoRepository>;
