import { defineRoute, ownerCallAccess } from '../platform/route';

/** Completion wizard, Publish and Disable Profile (spec 2 §4, §7). */

export const publishProfileRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/publish',
  access: ownerCallAccess('publish'),
});

/** The spec's GET; the server refuses it from other sites (sameOriginOnly). */
export const unpublishProfileRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/unpublish',
  access: ownerCallAccess('publish'),
});

export const getCompletionRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/completion',
  access: ownerCallAccess('viewCompletion'),
});
