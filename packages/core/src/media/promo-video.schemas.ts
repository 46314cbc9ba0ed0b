import { z } from 'zod';

/**
 * A page's promotional video (spec 2 §2 item 11, §7; spec 3 §2.1): one of the provider's own gallery
 * videos, named by its friendly name. The spec words only the error dialog's title; the rest is ours.
 */

export const PROMO_VIDEO_PAGES = ['home', 'about', 'contact', 'services', 'reviews'] as const;
export type PromoVideoPage = (typeof PROMO_VIDEO_PAGES)[number];

/** The profile field (spec 1 §3, spec 2 §3, spec 3 §3) that holds each page's video. */
export const PROMO_VIDEO_PATH_FIELDS = {
  home: 'homePromoVideoPath',
  about: 'aboutPromoVideoPath',
  contact: 'contactPromoVideoPath',
  services: 'servicesPromoVideoPath',
  reviews: 'reviewsPromoVideoPath',
} as const satisfies Record<PromoVideoPage, string>;
export type PromoVideoPathField = (typeof PROMO_VIDEO_PATH_FIELDS)[PromoVideoPage];

export const promoVideoMessages = {
  // spec 2 §8
  errorTitle: 'Promotional Video Error',
  // Ours, in the voice of spec 2 §8's success alerts.
  updated: 'Promotional video updated successfully',
  removed: 'Promotional video removed',
  chooseVideo: 'Choose a video from your photo gallery',
  choosePage: 'Choose the page for the video',
  chooseService: 'Choose the service for the video',
  notInGallery: 'That video is not in your photo gallery',
  notAVideo: 'That file is not a video. Choose an .mp4 video from your photo gallery',
  noVideos: 'Upload an .mp4 video to your photo gallery first.',
  networkError: 'Network error updating the promotional video',
} as const;

const pageSchema = z.enum(PROMO_VIDEO_PAGES, { error: promoVideoMessages.choosePage });

/** POST and PATCH provider/profile/promo-video: the page and the gallery video's friendly name. */
export const promoVideoRequestSchema = z.object({
  page: pageSchema,
  friendlyName: z
    .string({ error: promoVideoMessages.chooseVideo })
    .trim()
    .min(1, promoVideoMessages.chooseVideo)
    .max(200, promoVideoMessages.notInGallery),
});
export type PromoVideoRequest = z.infer<typeof promoVideoRequestSchema>;

/** POST provider/profile/delete-promo-video */
export const deletePromoVideoRequestSchema = z.object({ page: pageSchema });
export type DeletePromoVideoRequest = z.infer<typeof deletePromoVideoRequestSchema>;

/** The page's video after the change: its public path, or null once removed. */
export const promoVideoResponseSchema = z.object({
  page: pageSchema,
  promoVideoPath: z.string().nullable(),
});
export type PromoVideoResponse = z.infer<typeof promoVideoResponseSchema>;

/**
 * An offer's promotional video (spec 2 §3 "Offer" promoVideoPath, §7): the same gallery videos and
 * messages as the pages', named by the offer's number instead of a page.
 */
const offerNumberSchema = z
  .number({ error: promoVideoMessages.chooseService })
  .int(promoVideoMessages.chooseService)
  .positive(promoVideoMessages.chooseService)
  .max(2_147_483_647, promoVideoMessages.chooseService);

/** POST and PATCH provider/profile/offers/promo-video */
export const offerPromoVideoRequestSchema = promoVideoRequestSchema
  .omit({ page: true })
  .extend({ offerNumber: offerNumberSchema });
export type OfferPromoVideoRequest = z.infer<typeof offerPromoVideoRequestSchema>;

/** POST provider/profile/offers/delete-promo-video */
export const deleteOfferPromoVideoRequestSchema = z.object({ offerNumber: offerNumberSchema });
export type DeleteOfferPromoVideoRequest = z.infer<typeof deleteOfferPromoVideoRequestSchema>;

export const offerPromoVideoResponseSchema = z.object({
  offerNumber: z.number(),
  promoVideoPath: z.string().nullable(),
});
export type OfferPromoVideoResponse = z.infer<typeof offerPromoVideoResponseSchema>;
