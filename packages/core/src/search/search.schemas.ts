import { z } from 'zod';

export const FEATURED_PROFILE_COUNT = 3;

/** POST network/profile/list/search, landing shape (spec 3 §7 "Other"). */
export const profileListSearchRequestSchema = z.object({
  first: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(50).default(10),
  spotlight: z.boolean().optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  distance: z.number().positive().optional(),
  distanceType: z.enum(['mi', 'km']).optional(),
});
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
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileListResponseSchema = z.object({
  totalRecords: z.number(),
  profiles: z.array(profileCardSchema),
});
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;
