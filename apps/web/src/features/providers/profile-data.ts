import type { OfferPageResponse, Profile } from '@porchlight/core/providers/profile.schemas';
import type { ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import { cache } from 'react';
import { ServerApiError, serverApi } from '@/lib/server-api';

/** Server-side reads of the profile API; each is fetched once per request however many components ask. */

const path = (value: string) => encodeURIComponent(value);

async function orNullOn404<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServerApiError && error.status === 404) return null;
    throw error;
  }
}

/** The profile as the current viewer on the current host sees it; null when it does not exist for them. */
export const getProfile = cache((vanityName: string) =>
  orNullOn404(() => serverApi<Profile>(`/network/profile/${path(vanityName)}`)),
);

/** A services sub-page: category, subcategory (`sub`) or offer; null when not available. */
export const getOfferPage = cache((vanityName: string, nameUri: string, sub?: string) =>
  orNullOn404(() =>
    serverApi<OfferPageResponse>(
      `/network/profile/offers/${path(vanityName)}/${path(nameUri)}${sub ? `?sub=${path(sub)}` : ''}`,
    ),
  ),
);

export const getReviews = cache((vanityName: string, first: number, rows: number) =>
  serverApi<ReviewListResponse>(`/network/profile/reviews/${path(vanityName)}?first=${first}&rows=${rows}`),
);
