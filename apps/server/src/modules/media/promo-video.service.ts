import {
  type DeleteOfferPromoVideoRequest,
  type DeletePromoVideoRequest,
  promoVideoMessages as messages,
  type OfferPromoVideoRequest,
  type OfferPromoVideoResponse,
  PROMO_VIDEO_PATH_FIELDS,
  type PromoVideoRequest,
  type PromoVideoResponse,
} from '@porchlight/core/media/promo-video.schemas';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { OfferEditingRepository } from '../offers/offer-editing.repository';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { OwnerInput } from './profile-editing.service';
import type { GalleryFile, PromoVideoSlot } from './promo-video.repository';

/** The provider whose videos are set: its id, and its name for the event. */
type EditedProvider = { id: string; vanityName: string };

/** Gallery files ending .mp4 are videos (spec 1 §3), as the profile read treats them. */
const isVideo = (file: GalleryFile) => file.isVideo || /\.mp4$/i.test(file.storageKey);

/**
 * Promotional videos of a profile's pages (spec 2 §2 item 11, spec 3 §2.1) and of its offers (spec 2
 * §3 "Offer", §7): chosen from the provider's own gallery videos and stored as the file's storage key,
 * which the profile and offer reads turn into a /media URL.
 */
export function createPromoVideoService(deps: {
  offers: Pick<OfferEditingRepository, 'findOffer'>;
  storage: MediaStorage;
  access: Access;
  unitOfWork: UnitOfWork;
}) {
  const { storage } = deps;

  async function editedProvider(principal: Principal, vanityName: string) {
    const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'editProfile');
    return provider;
  }

  /** The provider's offer for an offer's video: its services are edited, not its profile. */
  async function editedOffer(principal: Principal, vanityName: string, offerNumber: number) {
    const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'editServices');
    const offer = await deps.offers.findOffer(provider.id, offerNumber);
    if (!offer) throw new AppError('notFound', offerMessages.notAvailable);
    return { provider, offer };
  }

  /**
   * Points the slot at a gallery video, or at nothing, with the event that drops the provider's cached
   * pages: a video is shown on its pages, never in search. 404 for a name the gallery lacks, 400 for a picture.
   */
  function setSlot(provider: EditedProvider, slot: PromoVideoSlot, friendlyName: string | null) {
    return deps.unitOfWork(async ({ promoVideos, events }) => {
      const file =
        friendlyName === null ? null : await promoVideos.lockGalleryFile(provider.id, friendlyName);
      if (file === undefined) {
        throw new AppError('notFound', messages.notInGallery, { friendlyName: messages.notInGallery });
      }
      if (file && !isVideo(file)) {
        throw new AppError('badRequest', messages.notAVideo, { friendlyName: messages.notAVideo });
      }
      await promoVideos.setSlot(provider.id, slot, file?.storageKey ?? null);
      await events.providerChanged(provider, { contentOnly: true });
      return file ? storage.publicUrl(file.storageKey) : null;
    });
  }

  return {
    /** POST and PATCH provider/profile/promo-video: both set the page's video (PATCH replaces one). */
    async setPromoVideo(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & PromoVideoRequest,
    ): Promise<PromoVideoResponse> {
      const owner = await editedProvider(principal, vanityName);
      const field = PROMO_VIDEO_PATH_FIELDS[body.page];
      return {
        page: body.page,
        promoVideoPath: await setSlot(owner, { field }, body.friendlyName),
      };
    },

    /** POST provider/profile/delete-promo-video: clears the page's video; the gallery file stays. */
    async deletePromoVideo(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & DeletePromoVideoRequest,
    ): Promise<PromoVideoResponse> {
      const owner = await editedProvider(principal, vanityName);
      await setSlot(owner, { field: PROMO_VIDEO_PATH_FIELDS[body.page] }, null);
      return { page: body.page, promoVideoPath: null };
    },

    /** POST and PATCH provider/profile/offers/promo-video: the offer's video (PATCH replaces one). */
    async setOfferPromoVideo(
      principal: Principal,
      { vanityName, offerNumber, friendlyName }: OwnerInput & OfferPromoVideoRequest,
    ): Promise<OfferPromoVideoResponse> {
      const { provider, offer } = await editedOffer(principal, vanityName, offerNumber);
      const promoVideoPath = await setSlot(provider, { offerId: offer.id }, friendlyName);
      return { offerNumber, promoVideoPath };
    },

    /** POST provider/profile/offers/delete-promo-video: clears the offer's video; the gallery file stays. */
    async deleteOfferPromoVideo(
      principal: Principal,
      { vanityName, offerNumber }: OwnerInput & DeleteOfferPromoVideoRequest,
    ): Promise<OfferPromoVideoResponse> {
      const { provider, offer } = await editedOffer(principal, vanityName, offerNumber);
      await setSlot(provider, { offerId: offer.id }, null);
      return { offerNumber, promoVideoPath: null };
    },
  };
}

export type PromoVideoService = ReturnType<typeof createPromoVideoService>;
