import { defineRoute, ownerCallAccess } from '../platform/route';

/** AI teaser and description of an offer (spec 2 §7); schemas in offer-writing.contracts.ts. */

export const generateTeaserRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/generate-teaser',
  access: ownerCallAccess('editServices'),
});

export const generateDescriptionRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/generate-description',
  access: ownerCallAccess('editServices'),
});
