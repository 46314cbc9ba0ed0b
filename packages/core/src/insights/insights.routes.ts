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

/** The weekly summary e-mail's switch (Notifications): the owner's, like the other notification settings. */
export const getWeeklyMailRoute = defineRoute({
  method: 'GET',
  path: '/provider/insights/weekly-mail',
  access: ownerCallAccess('editContactPreferences'),
});

export const updateWeeklyMailRoute = defineRoute({
  method: 'PUT',
  path: '/provider/insights/weekly-mail',
  access: ownerCallAccess('editContactPreferences'),
});
