import { countFriendsRoute } from '@porchlight/core/identity/friends.routes';
import { providerCardCacheTag } from '@porchlight/core/platform/in-process-api';
import { FEATURED_PROFILE_COUNT, type Radius, type SortBy } from '@porchlight/core/search/search.constants';
import { searchProfilesRoute } from '@porchlight/core/search/search.routes';
import type { ProfileCard, ProfileListResponse } from '@porchlight/core/search/search.schemas';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { callServerApi, ServerApiError, tagPage } from '@/lib/server-api';

/** A cached page of these cards goes when one of their providers changes what its card shows. */
function tagCards(profiles: readonly ProfileCard[]): void {
  tagPage(profiles.map((profile) => providerCardCacheTag(profile.vanityName)));
}

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
    booksOnline = false,
  ): Promise<SearchOutcome> => {
    try {
      const response = await callServerApi(searchProfilesRoute, {
        body: {
          first,
          rows,
          query: query || undefined,
          zipCode: zip || undefined,
          radius: zip ? radius : undefined,
          sortBy,
          booksOnline: booksOnline || undefined,
        },
      });
      tagCards(response.profiles);
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
    return (await callServerApi(countFriendsRoute)).friendCount;
  } catch {
    return null;
  }
});

/** The landing page's spotlight providers; null when they cannot be read (the page says so). */
export const getFeaturedProfiles = cache(async (): Promise<ProfileCard[] | null> => {
  try {
    const response = await callServerApi(searchProfilesRoute, {
      body: { first: 0, rows: FEATURED_PROFILE_COUNT, spotlight: true },
    });
    tagCards(response.profiles);
    return response.profiles;
  } catch (error) {
    // Next's own signals (a dynamic page during the build, a redirect) are not failures.
    unstable_rethrow(error);
    console.error('Load Featured Businesses', error);
    return null;
  }
});
