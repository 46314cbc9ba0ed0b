import { defineRoute, providerPathAccess } from '../platform/route';

/**
 * A client's own message preferences in the Client Hub (issue 35 slice 7, docs/plans/reminders.md §7):
 * their consent to texts and their "no automatic messages" switch, for this company only.
 */
const hub = providerPathAccess('useClientHub', 'uri');

export const getHubMessagePreferencesRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/message-preferences/:uri',
  access: hub,
});
export const changeHubMessagePreferencesRoute = defineRoute({
  method: 'PATCH',
  path: '/client-hub/message-preferences/:uri',
  access: hub,
});
