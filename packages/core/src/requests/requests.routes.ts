import { defineRoute, ownerCallAccess, providerPathAccess } from '../platform/route';

/** A Contact Us or pricing request, or the accessibility probe (spec 1 §7, spec 2 §7). */
export const submitClientHubRequestRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/request/:uri',
  access: providerPathAccess('contact', 'uri'),
});

/** The photos of a pricing request just sent (spec 2 §7: multipart attachments[]). */
export const uploadRequestAttachmentsRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/request/upload',
  access: { kind: 'provider', action: 'contact', provider: { in: 'query', name: 'uri' } },
  multipart: true,
});

/** The provider's inbox (ours, issue 12). */
export const listInboxRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/requests',
  access: ownerCallAccess('readRequests'),
});

export const unreadRequestsRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/requests/unread-count',
  access: ownerCallAccess('readRequests'),
});

export const markRequestReadRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/requests/:requestNumber/read',
  access: ownerCallAccess('readRequests'),
});

/**
 * A request's photo and its inbox thumbnail, for the provider's owners and managers (ours, issue 30):
 * request photos are private files, never served from /media/*.
 */
export const downloadRequestPhotoRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/requests/:requestNumber/attachments/:attachmentNumber',
  access: ownerCallAccess('readRequests'),
});

export const downloadRequestPhotoThumbnailRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/requests/:requestNumber/attachments/:attachmentNumber/150',
  access: ownerCallAccess('readRequests'),
});
