import { z } from 'zod';
import { RADIUS_OPTIONS, SORT_OPTIONS } from './search.constants';
import { searchMessages } from './search.messages';
import { isValidZip } from './search.rules';

export const zipCodeSchema = z
  .string()
  .trim()
  .max(10, searchMessages.zipInvalid)
  .refine(isValidZip, searchMessages.zipInvalid);

/**
 * POST network/profile/list/search (spec 3 §7 "Other"), in three shapes:
 * landing (spotlight, optional latitude/longitude/distance), results (query, zipCode, radius, sortBy)
 * and a place lookup (placeId).
 */
export const profileListSearchRequestSchema = z
  .object({
    first: z.coerce.number().int().min(0).default(0),
    rows: z.coerce.number().int().min(1).max(50).default(10),
    spotlight: z.boolean().optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    distance: z.number().positive().optional(),
    distanceType: z.enum(['mi', 'km']).optional(),
    query: z.string().trim().max(100).optional(),
    zipCode: zipCodeSchema.optional(),
    radius: z.coerce
      .number()
      .refine((radius) => (RADIUS_OPTIONS as readonly number[]).includes(radius))
      .optional(),
    sortBy: z.enum(SORT_OPTIONS).optional(),
    placeId: z.string().trim().min(1).max(300).optional(),
    /** Only providers who book online (issue 34: the results' `?booking=online`). */
    booksOnline: z.boolean().optional(),
  })
  .refine(
    (request) =>
      request.spotlight ||
      request.placeId ||
      request.query ||
      request.zipCode ||
      request.latitude !== undefined,
    { message: searchMessages.serviceOrZipRequired, path: ['query'] },
  );
export type ProfileListSearchRequest = z.infer<typeof profileListSearchRequestSchema>;

export const imageFitSchema = z.enum(['cover', 'contain']);

/** A provider as shown on featured and result cards (spec 3 §3). */
export const profileCardSchema = z.object({
  name: z.string(),
  vanityName: z.string(),
  aboutMetadata: z.string().nullable(),
  profilePic: z.string().nullable(),
  profilePicBackgroundColor: z.string().nullable(),
  profilePicFit: imageFitSchema,
  location: z.object({
    city: z.string().nullable(),
    stateCode: z.string().nullable(),
    zipCode: z.string().nullable(),
  }),
  rating: z.string(),
  reviewCount: z.number(),
  friendReviews: z.number(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** Present when the provider books online: 'Next: Tue 8-10 AM', or null when no time is open (issue 34). */
  booking: z.object({ nextLabel: z.string().nullable() }).optional(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileListResponseSchema = z.object({
  totalRecords: z.number(),
  profiles: z.array(profileCardSchema),
  /** What the query was understood as, for the page title (spec 3 §2.6). */
  serviceName: z.string().nullable().optional(),
  categoryName: z.string().nullable().optional(),
  /** The zip code's place, for the summary line. */
  location: z.object({ city: z.string(), stateCode: z.string(), zipCode: z.string() }).nullable().optional(),
});
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;

export const suggestionsRequestSchema = z.object({
  q: z.string().trim().min(2).max(100),
  zip: z.string().trim().max(10).optional(),
});

/** One autocomplete entry (spec 3 §3 "Service suggestion"). */
export const suggestionSchema = z.object({
  n: z.string(),
  type: z.enum(['service', 'company', 'google place']),
  source: z.string(),
  /** Category of a service. */
  c: z.string().optional(),
  /** Company only. */
  aboutMetadata: z.string().nullable().optional(),
  vanityName: z.string().optional(),
  /** Place only. */
  placeId: z.string().optional(),
  structured_formatting: z.object({ secondary_text: z.string() }).optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsResponseSchema = z.object({
  services: z.array(suggestionSchema),
  companies: z.array(suggestionSchema),
  places: z.array(suggestionSchema),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** The landing page search form (spec 3 §5): the service is optional there, the zip is required. */
export const searchFormSchema = z.object({
  query: z.string().trim().max(100),
  zip: z
    .string()
    .trim()
    .min(1, searchMessages.zipRequired)
    .refine((zip) => zip === '' || isValidZip(zip), searchMessages.zipInvalid),
});
export type SearchForm = z.infer<typeof searchFormSchema>;

export const nearestZipRequestSchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

export const nearestZipResponseSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  stateCode: z.string(),
});
export type NearestZipResponse = z.infer<typeof nearestZipResponseSchema>;
