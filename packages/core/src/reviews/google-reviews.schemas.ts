import { z } from 'zod';
import {
  PLACE_ID_MAX_LENGTH,
  PLACE_SEARCH_MAX_LENGTH,
  PLACE_SEARCH_MIN_LENGTH,
} from './google-reviews.constants';
import { googleReviewsMessages } from './google-reviews.messages';

/** A Place ID as Google issues them (letters, digits, '-', '_'), or our own 'demo-place-…' ids. */
export const placeIdSchema = z
  .string({ error: googleReviewsMessages.placeRequired })
  .trim()
  .min(1, googleReviewsMessages.placeRequired)
  .max(PLACE_ID_MAX_LENGTH, googleReviewsMessages.placeIdInvalid)
  .regex(/^[A-Za-z0-9_:.-]+$/, googleReviewsMessages.placeIdInvalid);

/** PATCH provider/profile/place-id (spec 2 §7). */
export const placeIdRequestSchema = z.object({ placeID: placeIdSchema });
export type PlaceIdRequest = z.infer<typeof placeIdRequestSchema>;

/** PATCH provider/profile/google-reviews (spec 2 §7). */
export const googleReviewsRequestSchema = z.object({ googleReviewsEnabled: z.boolean() });
export type GoogleReviewsRequest = z.infer<typeof googleReviewsRequestSchema>;

export const googleSettingsResponseSchema = z.object({
  placeId: z.string().nullable(),
  googleReviewsEnabled: z.boolean(),
});
export type GoogleSettingsResponse = z.infer<typeof googleSettingsResponseSchema>;

/** The place-ID dialog's form: a business picked in step 1, or an ID typed in step 2 (spec 2 §5). */
export const placeChoiceSchema = z
  .object({ selectedPlaceId: z.string().trim().nullish(), manualPlaceId: z.string().trim().nullish() })
  .transform((value, ctx) => {
    const placeID = value.manualPlaceId || value.selectedPlaceId || '';
    const parsed = placeIdSchema.safeParse(placeID);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: [value.manualPlaceId ? 'manualPlaceId' : 'selectedPlaceId'],
        message: parsed.error.issues[0]?.message ?? googleReviewsMessages.placeRequired,
      });
      return z.NEVER;
    }
    return { placeID: parsed.data };
  });

/** A Google review as the Places details call answers it (spec 1 §3, spec 2 §3). */
export const googlePlaceReviewSchema = z.object({
  author_name: z.string(),
  profile_photo_url: z.string(),
  rating: z.number(),
  time: z.number(),
  text: z.string(),
});
export type GooglePlaceReview = z.infer<typeof googlePlaceReviewSchema>;

/** GET network/places/{placeId}: "Google place result" (spec 1 §3). */
export const googlePlaceSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  rating: z.number().nullable(),
  user_ratings_total: z.number(),
  reviews: z.array(googlePlaceReviewSchema),
});
export type GooglePlace = z.infer<typeof googlePlaceSchema>;

export const placeParamsSchema = z.object({ placeId: placeIdSchema });

/** GET network/places/search?q= */
export const placeSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(PLACE_SEARCH_MIN_LENGTH, googleReviewsMessages.searchTooShort)
    .max(PLACE_SEARCH_MAX_LENGTH),
});

export const placePredictionSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  /** 'Austin, TX 78701' or the street address when known. */
  address: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const placeSearchResponseSchema = z.object({ predictions: z.array(placePredictionSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
