import { defineRoute, ownerCallAccess } from '../platform/route';

/** Google place set-up, Google reviews on or off, place search and details (spec 2 §4, §7). */

export const setGoogleReviewsEnabledRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/google-reviews',
  access: ownerCallAccess('editGoogleReviews'),
});

export const setPlaceIdRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/place-id',
  access: ownerCallAccess('editGoogleReviews'),
});

export const searchPlacesRoute = defineRoute({
  method: 'GET',
  path: '/network/places/search',
  access: { kind: 'user' },
});

export const getPlaceRoute = defineRoute({
  method: 'GET',
  path: '/network/places/:placeId',
  access: { kind: 'public' },
});
