import { defineEndpoint, ownerCallAccess } from '../platform/contract';
import { ownerProviderQuerySchema } from './profile.schemas';
import { socialLinksRequestSchema, socialLinksResponseSchema } from './social-links.schemas';

export const updateSocialLinksEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/social',
  access: ownerCallAccess('editSocialLinks'),
  query: ownerProviderQuerySchema,
  body: socialLinksRequestSchema,
  response: socialLinksResponseSchema,
  summary: "Change the profile's social links",
});
