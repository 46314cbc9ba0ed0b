import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from './profile.schemas';
import { updateSocialLinksRoute } from './social-links.routes';
import { socialLinksRequestSchema, socialLinksResponseSchema } from './social-links.schemas';

export const updateSocialLinksEndpoint = defineEndpoint(updateSocialLinksRoute, {
  query: ownerProviderQuerySchema,
  body: socialLinksRequestSchema,
  response: socialLinksResponseSchema,
  summary: "Change the profile's social links",
});
