import { drawBanner, type ImageTheme, imageThemeFor, renderSvg } from '@porchlight/artwork/images';
import { DEFAULT_BANNER_DIR, GENERIC_BANNER_THEME } from '@porchlight/core/providers/profile.constants';
import type { MediaStorage } from '../../adapters/storage/media-storage';

/**
 * Default banners (spec 1 "Banner": the first category image, or a generic one), drawn from the same
 * category themes as the demo banners. Each theme is drawn once per process and kept in media storage.
 */
export function createDefaultBanners(storage: MediaStorage) {
  const drawn = new Map<ImageTheme, Promise<string>>();

  function ensure(theme: ImageTheme): Promise<string> {
    let pending = drawn.get(theme);
    if (!pending) {
      const key = `${DEFAULT_BANNER_DIR}/${theme}.webp`;
      pending = renderSvg(drawBanner(theme, { seed: 0 }))
        .then((image) => storage.save(key, image.data))
        .then(() => storage.publicUrl(key));
      // A failed drawing is retried on the next request rather than remembered.
      pending.catch(() => drawn.delete(theme));
      drawn.set(theme, pending);
    }
    return pending;
  }

  return {
    /** The public path of a category's banner (its theme chosen by the category name). */
    forCategory: (categoryName: string) => ensure(imageThemeFor(categoryName)),
    generic: () => ensure(GENERIC_BANNER_THEME as ImageTheme),
  };
}

export type DefaultBanners = ReturnType<typeof createDefaultBanners>;
