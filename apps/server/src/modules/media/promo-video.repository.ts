import type { PromoVideoPathField } from '@porchlight/core/media/promo-video.schemas';
import type { Executor } from '@porchlight/db/connection';
import { photos, providers } from '@porchlight/db/schema/index';
import { and, eq } from 'drizzle-orm';

/** A gallery file as the promo-video calls judge it. */
export interface GalleryFile {
  storageKey: string;
  isVideo: boolean;
}

export function createPromoVideoRepository(db: Executor) {
  return {
    /**
     * Sets the page's video to the gallery file if `accept` takes it; the file's row stays locked until
     * the provider is updated, so a photo deleted meanwhile cannot leave the page pointing at nothing.
     * Returns the file (accepted or not), or undefined when the gallery has no such name.
     */
    async setFromGallery(
      providerId: string,
      friendlyImageName: string,
      field: PromoVideoPathField,
      accept: (file: GalleryFile) => boolean,
    ): Promise<GalleryFile | undefined> {
      return db.transaction(async (tx) => {
        const [file] = await tx
          .select({ storageKey: photos.storageKey, isVideo: photos.isVideo })
          .from(photos)
          .where(and(eq(photos.providerId, providerId), eq(photos.friendlyImageName, friendlyImageName)))
          .for('share');
        if (!file || !accept(file)) return file;
        await tx
          .update(providers)
          .set({ [field]: file.storageKey, updatedAt: new Date() })
          .where(eq(providers.id, providerId));
        return file;
      });
    },

    async clear(providerId: string, field: PromoVideoPathField): Promise<void> {
      await db
        .update(providers)
        .set({ [field]: null, updatedAt: new Date() })
        .where(eq(providers.id, providerId));
    },
  };
}

export type PromoVideoRepository = ReturnType<typeof createPromoVideoRepository>;
