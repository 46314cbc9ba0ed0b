import { getHubPageRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { getOfferPageRoute, getProfileRoute } from '@porchlight/core/providers/profile.routes';
import { ownReviewRoute } from '@porchlight/core/reviews/review-writing.routes';
import { listReviewsRoute } from '@porchlight/core/reviews/reviews.routes';
import { cache } from 'react';
import { callServerApi, ServerApiError } from '@/lib/server-api';

/** Server-side reads of the profile API; each is fetched once per request however many components ask. */

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
  orNullOn404(() => callServerApi(getProfileRoute, { params: { vanityName } })),
);

/**
 * The Client Hub page's provider, for a company whose profile this viewer cannot see: its hub opens
 * before the profile is published once it has clients; null when it does not.
 */
export const getHubPage = cache((vanityName: string) =>
  orNullOn404(() => callServerApi(getHubPageRoute, { params: { uri: vanityName } })),
);

/** A services sub-page: category, subcategory (`sub`) or offer; null when not available. */
export const getOfferPage = cache((vanityName: string, nameUri: string, sub?: string) =>
  orNullOn404(() =>
    callServerApi(getOfferPageRoute, {
      params: { vanityName, nameUri },
      query: { sub: sub || undefined },
    }),
  ),
);

export const getReviews = cache((vanityName: string, first: number, rows: number) =>
  callServerApi(listReviewsRoute, { params: { vanityName }, query: { first, rows } }),
);

/** The logged-in viewer's own review of the provider (its reviews page shows it first). */
export const getOwnReview = cache((vanityNameLC: string) =>
  callServerApi(ownReviewRoute, { params: { vanityNameLC } }),
);
