import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * Time off (issue 34, plan §4): the whole team may read and write it (`workVisits`); the service lets
 * a technician touch only their own, owners and managers anyone's and the team's.
 */
const work = ownerCallAccess('workVisits');

export const listTimeOffRoute = defineRoute({
  method: 'GET',
  path: '/provider/schedule/time-off',
  access: work,
});
export const createTimeOffRoute = defineRoute({
  method: 'POST',
  path: '/provider/schedule/time-off',
  access: work,
});
export const deleteTimeOffRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/schedule/time-off/:timeOffId',
  access: work,
});
