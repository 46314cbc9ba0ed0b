import { defineRoute, ownerCallAccess } from '../platform/route';

/** How the profile is doing over a range against the one before (owner and managers). */
export const getInsightsRoute = defineRoute({
  method: 'GET',
  path: '/provider/insights',
  access: ownerCallAccess('viewInsights'),
});

/** A profile's beacon (navigator.sendBeacon): a click or a start only the browser sees; visitors, 204. */
export const insightEventsRoute = defineRoute({
  method: 'POST',
  path: '/insights/events',
  access: { kind: 'public' },
});
