import type {
  GooglePlace,
  GoogleSettingsResponse,
  PlaceSearchResponse,
} from '@porchlight/core/reviews/google-reviews.schemas';
import { api } from '@/lib/api-client';

const owner = (vanityName: string) => `?vanityName=${encodeURIComponent(vanityName)}`;

/** Google reviews calls of spec 2 §7, and our place search and details (places adapter). */
export const googleReviewsApi = {
  place: (placeId: string, signal?: AbortSignal) =>
    api.get<GooglePlace>(`/network/places/${encodeURIComponent(placeId)}`, { signal }),
  searchPlaces: (query: string, signal?: AbortSignal) =>
    api.get<PlaceSearchResponse>(`/network/places/search?q=${encodeURIComponent(query)}`, { signal }),
  setPlaceId: (vanityName: string, placeID: string) =>
    api.patch<GoogleSettingsResponse>(`/provider/profile/place-id${owner(vanityName)}`, { placeID }),
  setEnabled: (vanityName: string, googleReviewsEnabled: boolean) =>
    api.patch<GoogleSettingsResponse>(`/provider/profile/google-reviews${owner(vanityName)}`, {
      googleReviewsEnabled,
    }),
};
