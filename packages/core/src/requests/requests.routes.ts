import { defineRoute, providerPathAccess } from '../platform/route';

export const submitClientHubRequestRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/request/:uri',
  access: providerPathAccess('contact', 'uri'),
});
