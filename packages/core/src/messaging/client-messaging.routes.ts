import { defineRoute, ownerCallAccess } from '../platform/route';

/** A client's automatic messages (issue 35 slice 4, docs/plans/reminders.md §7): the Service Manager's people. */
const access = ownerCallAccess('useServiceManager');

export const setTextConsentRoute = defineRoute({
  method: 'PUT',
  path: '/provider/service-manager/clients/:clientId/text-consent',
  access,
});
export const switchAutomaticMessagesRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/service-manager/clients/:clientId/automatic-messages',
  access,
});
export const listClientMessagesRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/clients/:clientId/messages',
  access,
});
/** The client's text consent, STOP and switch as the Messages tab shows them. */
export const getClientMessagePreferencesRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/clients/:clientId/message-preferences',
  access,
});
