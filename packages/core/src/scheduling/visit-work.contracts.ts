import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  deleteVisitPhotoRoute,
  downloadVisitPhotoRoute,
  downloadVisitPhotoThumbnailRoute,
  saveVisitNotesRoute,
  tickChecklistItemRoute,
  uploadVisitPhotosRoute,
} from './visit-work.routes';
import {
  checklistItemParamsSchema,
  checklistTickSchema,
  visitNotesSchema,
  visitPhotoParamsSchema,
  visitPhotoUploadSchema,
} from './visit-work.schemas';
import { visitParamsSchema, visitSchema } from './visits.schemas';

export const tickChecklistItemEndpoint = defineEndpoint(tickChecklistItemRoute, {
  params: checklistItemParamsSchema,
  query: ownerProviderQuerySchema,
  body: checklistTickSchema,
  response: visitSchema,
  summary: 'Tick or untick a line of the visit’s checklist (set, not toggled; who and when are kept)',
});

export const saveVisitNotesEndpoint = defineEndpoint(saveVisitNotesRoute, {
  params: visitParamsSchema,
  query: ownerProviderQuerySchema,
  body: visitNotesSchema,
  response: visitSchema,
  summary: 'The visit’s notes, by the person working (409 when someone else changed the visit first)',
});

export const uploadVisitPhotosEndpoint = defineEndpoint(uploadVisitPhotosRoute, {
  params: visitParamsSchema,
  query: ownerProviderQuerySchema,
  response: visitPhotoUploadSchema,
  summary: 'Add photos (multipart `files`): JPG, PNG or WEBP pictures, 25 MB each, 10 a visit',
  description:
    'Pictures are decoded and re-encoded without their metadata, and get a 125 px thumbnail; each file answers for itself in fileUploadStatus.',
});

export const downloadVisitPhotoEndpoint = defineEndpoint(downloadVisitPhotoRoute, {
  params: visitPhotoParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: 'The photo itself (shown in the browser)',
});

export const downloadVisitPhotoThumbnailEndpoint = defineEndpoint(downloadVisitPhotoThumbnailRoute, {
  params: visitPhotoParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: 'The photo’s 125 px thumbnail (WebP)',
});

export const deleteVisitPhotoEndpoint = defineEndpoint(deleteVisitPhotoRoute, {
  params: visitPhotoParamsSchema,
  query: ownerProviderQuerySchema,
  response: visitSchema,
  summary: 'Remove a photo; the visit with the photos left',
});
