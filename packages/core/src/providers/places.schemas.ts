import { z } from 'zod';

/**
 * A business found through the places adapter, as the company form is prefilled from it (spec 2 §3
 * "Maps place": phone digits only, website without its trailing slash, a whole rating with '.0').
 */
export const placeBusinessSchema = z.object({
  placeID: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  zipCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.string().nullable(),
  reviewCount: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PlaceBusiness = z.infer<typeof placeBusinessSchema>;

/** '4' -> '4.0', 4.25 -> '4.3'. */
export function formatPlaceRating(rating: number | null | undefined): string | null {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : null;
}

/** 'https://acme.com/' -> 'https://acme.com'. */
export function dropTrailingSlash(url: string | null | undefined): string | null {
  return url ? url.replace(/\/+$/, '') : null;
}
