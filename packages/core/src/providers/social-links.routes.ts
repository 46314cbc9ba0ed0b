import { defineRoute, ownerCallAccess } from '../platform/route';

export const updateSocialLinksRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/social',
  access: ownerCallAccess('editSocialLinks'),
});
