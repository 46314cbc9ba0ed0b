import { defineRoute, providerPathAccess } from '../platform/route';

export const listReviewsRoute = defineRoute({
  method: 'GET',
  path: '/network/profile/reviews/:vanityName',
  access: providerPathAccess('view', 'vanityName'),
});
