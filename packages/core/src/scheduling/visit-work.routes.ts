import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * What the person working records at a visit (issue 33 item 3): checklist ticks, notes, photos. The
 * whole team may (`workVisits`), a technician only on visits they are assigned to (404 otherwise).
 */
const work = ownerCallAccess('workVisits');

export const tickChecklistItemRoute = defineRoute({
  method: 'PUT',
  path: '/provider/schedule/visits/:visitId/checklist/:itemId',
  access: work,
});
export const saveVisitNotesRoute = defineRoute({
  method: 'PUT',
  path: '/provider/schedule/visits/:visitId/notes',
  access: work,
});
export const uploadVisitPhotosRoute = defineRoute({
  method: 'POST',
  path: '/provider/schedule/visits/:visitId/photos',
  access: work,
  multipart: true,
});
export const downloadVisitPhotoRoute = defineRoute({
  method: 'GET',
  path: '/provider/schedule/visits/:visitId/photos/:photoNumber',
  access: work,
});
export const downloadVisitPhotoThumbnailRoute = defineRoute({
  method: 'GET',
  path: '/provider/schedule/visits/:visitId/photos/:photoNumber/125',
  access: work,
});
export const deleteVisitPhotoRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/schedule/visits/:visitId/photos/:photoNumber',
  access: work,
});
