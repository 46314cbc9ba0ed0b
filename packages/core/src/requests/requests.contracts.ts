import { defineEndpoint } from '../platform/contract';
import { profileUriParamsSchema } from '../providers/profile.schemas';
import { submitClientHubRequestRoute } from './requests.routes';
import { clientHubRequestBodySchema, clientHubRequestResponseSchema } from './requests.schemas';

export const submitClientHubRequestEndpoint = defineEndpoint(submitClientHubRequestRoute, {
  params: profileUriParamsSchema,
  body: clientHubRequestBodySchema,
  response: clientHubRequestResponseSchema,
  description:
    "A Contact Us request (type 'cu', spec 1 §3) or the accessibility probe { accessibilityTest: true }.",
});
