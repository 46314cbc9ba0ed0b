import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * Visits of jobs (issue 33 item 2). Planning them is for owners and managers (`manageSchedule`);
 * working them (reading one's own, on my way, start, complete) for the whole team (`workVisits`), a
 * technician only on visits they are assigned to.
 */
const plan = ownerCallAccess('manageSchedule');
const work = ownerCallAccess('workVisits');

export const listJobVisitsRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/jobs/:jobNumber/visits',
  access: plan,
});
export const createVisitRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/jobs/:jobNumber/visits',
  access: plan,
});
export const updateVisitRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/schedule/visits/:visitId',
  access: plan,
});
export const cancelVisitRoute = defineRoute({
  method: 'POST',
  path: '/provider/schedule/visits/:visitId/cancel',
  access: plan,
});
export const changeVisitStatusRoute = defineRoute({
  method: 'POST',
  path: '/provider/schedule/visits/:visitId/status',
  access: work,
});
export const listScheduleRoute = defineRoute({
  method: 'GET',
  path: '/provider/schedule/visits',
  access: work,
});
