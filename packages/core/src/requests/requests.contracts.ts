import { defineEndpoint, providerPathAccess } from '../platform/contract';
import { profileUriParamsSchema } from '../providers/profile.schemas';
import { clientHubRequestBodySchema, clientHubRequestResponseSchema } from './requests.schemas';

export const submitClientHubRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/client-hub/request/:uri',
  access: providerPathAccess('contact', 'uri'),
  params: profileUriParamsSchema,
  body: clientHubRequestBodySchema,
  response: clientHubRequestResponseSchema,
  description:
    "A Contact Us request (type 'cu', spec 1 §3) or the accessibility probe { accessibilityTest: true }.",
});
