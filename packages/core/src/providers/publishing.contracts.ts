import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from './profile.schemas';
import { getCompletionRoute, publishProfileRoute, unpublishProfileRoute } from './publishing.routes';
import {
  completionResponseSchema,
  publishRequestSchema,
  publishStateResponseSchema,
} from './publishing.schemas';

export const publishProfileEndpoint = defineEndpoint(publishProfileRoute, {
  query: ownerProviderQuerySchema,
  body: publishRequestSchema,
  response: publishStateResponseSchema,
  summary: 'Make the profile public (400 lists what is missing)',
});

export const unpublishProfileEndpoint = defineEndpoint(unpublishProfileRoute, {
  query: ownerProviderQuerySchema,
  response: publishStateResponseSchema,
  summary: 'Disable Profile: hide it from everyone but its people',
});

export const getCompletionEndpoint = defineEndpoint(getCompletionRoute, {
  query: ownerProviderQuerySchema,
  response: completionResponseSchema,
  summary: "The completion wizard's steps and the publish requirements",
});
