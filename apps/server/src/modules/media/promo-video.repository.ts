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

export function createPromoVideoRepository(db: Executor) {
  /** Points the slot at the storage key, or at nothing; an offer only ever of this provider. */
  async function write(tx: Executor, providerId: string, slot: PromoVideoSlot, storageKey: string | null) {
    if ('field' in slot) {
      await tx
        .update(providers)
        .set({ [slot.field]: storageKey, updatedAt: new Date() })
        .where(eq(providers.id, providerId));
      return;
    }
    await tx
      .update(offers)
      .set({ promoVideoPath: storageKey, updatedAt: new Date() })
      .where(and(eq(offers.id, slot.offerId), eq(offers.providerId, providerId)));
  }

  return {
    /**
     * Sets the slot's video to the gallery file if `accept` takes it; the file's row stays locked until
     * the slot is updated, so a photo deleted meanwhile cannot leave the slot pointing at nothing.
     * Returns the file (accepted or not), or undefined when the gallery has no such name.
     */
    async setFromGallery(
      providerId: string,
      friendlyImageName: string,
      slot: PromoVideoSlot,
      accept: (file: GalleryFile) => boolean,
    ): Promise<GalleryFile | undefined> {
      return db.transaction(async (tx) => {
        const [file] = await tx
          .select({ storageKey: photos.storageKey, isVideo: photos.isVideo })
          .from(photos)
          .where(and(eq(photos.providerId, providerId), eq(photos.friendlyImageName, friendlyImageName)))
          .for('share');
        if (!file || !accept(file)) return file;
        await write(tx, providerId, slot, file.storageKey);
        return file;
      });
    },

    async clear(providerId: string, slot: PromoVideoSlot): Promise<void> {
      await write(db, providerId, slot, null);
    },
  };
}

export type PromoVideoRepository = ReturnType<typeof createPromoVideoRepository>;
