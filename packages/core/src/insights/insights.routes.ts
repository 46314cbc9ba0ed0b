import { defineRoute, ownerCallAccess } from '../platform/route';

/** How the profile is doing over a range against the one before (owner and managers). */
export const getInsightsRoute = defineRoute({
  method: 'GET',
  path: '/provider/insights',
  access: ownerCallAccess('viewInsights'),
});
