import { defineRoute, providerPathAccess } from '../platform/route';

/**
 * A client's changes to a visit from the hub's job page (issue 34 slice 7, issue 35 slice 7; ours: the
 * spec's hub has no visit calls). `useClientHub`: the session's own client's jobs only, others 404.
 */
const hub = providerPathAccess('useClientHub', 'uri');

export const cancelHubVisitRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/job/:uri/visits/:visitId/cancel',
  access: hub,
});
export const rescheduleHubVisitRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/job/:uri/visits/:visitId/reschedule',
  access: hub,
});
export const askAnotherTimeRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/job/:uri/visits/:visitId/another-time',
  access: hub,
});
export const hubVisitAvailabilityRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/job/:uri/visits/:visitId/availability',
  access: hub,
});
