import { defineRoute, ownerCallAccess } from '../platform/route';

/** Recurring work (issue 33 item 4): owners and managers plan it. */
export const createSeriesRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/jobs/:jobNumber/series',
  access: ownerCallAccess('manageSchedule'),
});

/** Skip one date of a series (or any visit): it stays on the list as skipped and frees its people. */
export const skipVisitRoute = defineRoute({
  method: 'POST',
  path: '/provider/schedule/visits/:visitId/skip',
  access: ownerCallAccess('manageSchedule'),
});
