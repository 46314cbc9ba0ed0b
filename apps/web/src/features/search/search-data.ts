import { countFriendsEndpoint } from '@porchlight/core/identity/friends.contracts';
import type { Radius, SortBy } from '@porchlight/core/search/search.constants';
import { searchProfilesEndpoint } from '@porchlight/core/search/search.contracts';
import type { ProfileListResponse } from '@porchlight/core/search/search.schemas';
import { cache } from 'react';
import { callServerApi, ServerApiError } from '@/lib/server-api';

export type SearchOutcome =
  | { status: 'ok'; response: ProfileListResponse }
  /** message: the API's 400 message (e.g. 'Invalid zip code format'); null for any other failure. */
  | { status: 'error'; message: string | null };

/**
 * POST network/profile/list/search for the results page, once per request: the page and its
 * metadata (title) share the answer. Arguments are primitives so React's cache can match them.
 */
export const searchProfiles = cache(
  async (
    query: string,
    zip: string,
    radius: Radius,
    sortBy: SortBy,
    first: number,
    rows: number,
  ): Promise<SearchOutcome> => {
    try {
      const response = await callServerApi(searchProfilesEndpoint, {
        body: {
          first,
          rows,
          query: query || undefined,
          zipCode: zip || undefined,
          radius: zip ? radius : undefined,
          sortBy,
        },
      });
      return { status: 'ok', response };
    } catch (error) {
      if (error instanceof ServerApiError && error.status === 400)
        return { status: 'error', message: error.message };
      console.error('Search results', error);
      return { status: 'error', message: null };
    }
  },
);

/** GET auth/user/friend-count for the logged-in viewer; null when it cannot be read. */
export const getFriendCount = cache(async (): Promise<number | null> => {
  try {
    return (await callServerApi(countFriendsEndpoint)).friendCount;
  } catch {
    return null;
  }
});
