import { defineRoute, ownerCallAccess } from '../platform/route';

/** The provider's automatic messages still to go, soonest first (docs/plans/reminders.md §7, §8). */
export const listComingUpMessagesRoute = defineRoute({
  method: 'GET',
  path: '/provider/messages/coming-up',
  access: ownerCallAccess('manageMessages'),
});
