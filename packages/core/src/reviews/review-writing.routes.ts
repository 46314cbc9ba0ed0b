import { defineRoute, providerPathAccess } from '../platform/route';

/** Writing, editing, deleting and replying to reviews; friends' reviews (spec 1 §7, spec 3 §7). */

export const createCompanyReviewRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/reviews/new-company',
  access: { kind: 'user' },
});

export const createReviewRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/reviews/:vanityNameLC',
  access: providerPathAccess('writeReview', 'vanityNameLC'),
});

export const listFriendReviewsRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/reviews/:vanityNameLC/friends',
  access: providerPathAccess('review', 'vanityNameLC'),
});

export const ownReviewRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/reviews/:vanityNameLC/mine',
  access: providerPathAccess('review', 'vanityNameLC'),
});

export const updateReviewRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber',
  access: providerPathAccess('review', 'vanityNameLC'),
});

export const deleteReviewRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber',
  access: providerPathAccess('review', 'vanityNameLC'),
});

export const addReplyRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
  access: providerPathAccess('replyToReviews', 'vanityNameLC'),
});

export const updateReplyRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
  access: providerPathAccess('replyToReviews', 'vanityNameLC'),
});

export const deleteReplyRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
  access: providerPathAccess('replyToReviews', 'vanityNameLC'),
});
