import { defineRoute, ownerCallAccess } from '../platform/route';

/** A provider's automatic messages (issue 35, docs/plans/reminders.md §7): owner and managers. */
const manage = ownerCallAccess('manageMessages');

export const getMessageSettingsRoute = defineRoute({
  method: 'GET',
  path: '/provider/messages/settings',
  access: manage,
});
export const updateMessageSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/messages/settings',
  access: manage,
});
export const saveMessageKindRoute = defineRoute({
  method: 'PUT',
  path: '/provider/messages/kinds/:kind',
  access: manage,
});
export const restoreMessageKindRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/messages/kinds/:kind',
  access: manage,
});
export const previewMessageKindRoute = defineRoute({
  method: 'POST',
  path: '/provider/messages/kinds/:kind/preview',
  access: manage,
});
/** The test message clock (§5.6): the owner only, and only on servers whose messages stay on the machine. */
export const moveMessageClockRoute = defineRoute({
  method: 'POST',
  path: '/provider/messages/test-clock',
  access: ownerCallAccess('moveMessageClock'),
});
