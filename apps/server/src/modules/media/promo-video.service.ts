import {
  type DeletePromoVideoRequest,
  promoVideoMessages as messages,
  PROMO_VIDEO_PATH_FIELDS,
  type PromoVideoRequest,
  type PromoVideoResponse,
} from '@porchlight/core/media/promo-video.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { MediaStorage } from './media-storage';
import type { OwnerInput } from './profile-editing.service';
import type { GalleryFile, PromoVideoRepository } from './promo-video.repository';

/** Gallery files ending .mp4 are videos (spec 1 §3), as the profile read treats them. */
const isVideo = (file: GalleryFile) => file.isVideo || /\.mp4$/i.test(file.storageKey);

/**
 * A page's promotional video (spec 2 §2 item 11, spec 3 §2.1): chosen from the provider's own gallery
 * videos and stored as the file's storage key, which the profile read turns into a /media URL.
 */
export function createPromoVideoService(deps: {
  repository: PromoVideoRepository;
  storage: MediaStorage;
  access: Access;
}) {
  const { repository, storage } = deps;

  async function editedProvider(principal: Principal, vanityName: string) {
    const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'editProfile');
    return provider;
  }

  return {
    /** POST and PATCH provider/profile/promo-video: both set the page's video (PATCH replaces one). */
    async setPromoVideo(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & PromoVideoRequest,
    ): Promise<PromoVideoResponse> {
      const owner = await editedProvider(principal, vanityName);
      const file = await repository.setFromGallery(
        owner.id,
        body.friendlyName,
        PROMO_VIDEO_PATH_FIELDS[body.page],
        isVideo,
      );
      if (!file) {
        throw new AppError('notFound', messages.notInGallery, { friendlyName: messages.notInGallery });
      }
      if (!isVideo(file)) {
        throw new AppError('badRequest', messages.notAVideo, { friendlyName: messages.notAVideo });
      }
      return { page: body.page, promoVideoPath: storage.publicUrl(file.storageKey) };
    },

    /** POST provider/profile/delete-promo-video: clears the page's video; the gallery file stays. */
    async deletePromoVideo(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & DeletePromoVideoRequest,
    ): Promise<PromoVideoResponse> {
      const owner = await editedProvider(principal, vanityName);
      await repository.clear(owner.id, PROMO_VIDEO_PATH_FIELDS[body.page]);
      return { page: body.page, promoVideoPath: null };
    },
  };
}

export type PromoVideoService = ReturnType<typeof createPromoVideoService>;
