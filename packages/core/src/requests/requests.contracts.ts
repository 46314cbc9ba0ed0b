import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema, profileUriParamsSchema } from '../providers/profile.schemas';
import {
  inboxAttachmentParamsSchema,
  inboxQuerySchema,
  inboxRequestParamsSchema,
  inboxRequestSchema,
  inboxResponseSchema,
  unreadRequestsResponseSchema,
} from './inbox.schemas';
import { requestUploadQuerySchema, requestUploadResponseSchema } from './pricing-request.schemas';
import {
  downloadRequestPhotoRoute,
  downloadRequestPhotoThumbnailRoute,
  listInboxRoute,
  markRequestReadRoute,
  submitClientHubRequestRoute,
  unreadRequestsRoute,
  uploadRequestAttachmentsRoute,
} from './requests.routes';
import { clientHubRequestBodySchema, clientHubRequestResponseSchema } from './requests.schemas';

export const submitClientHubRequestEndpoint = defineEndpoint(submitClientHubRequestRoute, {
  params: profileUriParamsSchema,
  body: clientHubRequestBodySchema,
  response: clientHubRequestResponseSchema,
  description:
    "A Contact Us request (type 'cu', spec 1 §3), a pricing request (type 'paa', spec 2 §3; answers a requestNumber and the uploadToken its photos are sent with) or the accessibility probe { accessibilityTest: true }.",
});

export const uploadRequestAttachmentsEndpoint = defineEndpoint(uploadRequestAttachmentsRoute, {
  query: requestUploadQuerySchema,
  response: requestUploadResponseSchema,
  description:
    'multipart attachments[] for the request named by the x-artifact-number header, with the x-upload-token the request answered; at most 10 photos per request, jpg/png/gif/webp, 25 MB each, checked on their bytes.',
});

export const listInboxEndpoint = defineEndpoint(listInboxRoute, {
  query: inboxQuerySchema,
  response: inboxResponseSchema,
  summary: "The provider's requests, newest first, with answers and attachments",
});

export const unreadRequestsEndpoint = defineEndpoint(unreadRequestsRoute, {
  query: ownerProviderQuerySchema,
  response: unreadRequestsResponseSchema,
  summary: 'How many of the provider’s requests nobody has read yet',
});

export const markRequestReadEndpoint = defineEndpoint(markRequestReadRoute, {
  params: inboxRequestParamsSchema,
  query: ownerProviderQuerySchema,
  body: noOptionsSchema,
  response: inboxRequestSchema,
  summary: 'Mark one request read (idempotent)',
});

export const downloadRequestPhotoEndpoint = defineEndpoint(downloadRequestPhotoRoute, {
  params: inboxAttachmentParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: "A request's photo (WebP, Content-Disposition: inline), for the provider's owners and managers",
});

export const downloadRequestPhotoThumbnailEndpoint = defineEndpoint(downloadRequestPhotoThumbnailRoute, {
  params: inboxAttachmentParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: "A request photo's 150 px inbox thumbnail (WebP)",
});
