import {
  deleteVisitPhotoEndpoint,
  downloadVisitPhotoEndpoint,
  downloadVisitPhotoThumbnailEndpoint,
  saveVisitNotesEndpoint,
  tickChecklistItemEndpoint,
  uploadVisitPhotosEndpoint,
} from '@porchlight/core/scheduling/visit-work.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFiles } from '../media/read-uploads';
import { sendDownload } from '../media/send-download';
import { addEndpointRoute } from '../platform/endpoint-route';

/** What the person working records at a visit: checklist ticks, notes, photos (issue 33 item 3). */
export const visitWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visitWork } = app.services;
  const tags = ['scheduling'];

  // PUT /api/v1/provider/schedule/visits/:visitId/checklist/:itemId?vanityName=
  addEndpointRoute(app, tickChecklistItemEndpoint, { tags }, async (request) =>
    visitWork.tick(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // PUT /api/v1/provider/schedule/visits/:visitId/notes?vanityName=
  addEndpointRoute(app, saveVisitNotesEndpoint, { tags }, async (request) =>
    visitWork.saveNotes(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // POST /api/v1/provider/schedule/visits/:visitId/photos?vanityName=   (multipart files)
  addEndpointRoute(app, uploadVisitPhotosEndpoint, { tags }, async (request) =>
    visitWork.uploadPhotos(
      request.principal,
      { ...request.query, ...request.params },
      readUploadedFiles(request, visitWork.limits),
    ),
  );
  // GET /api/v1/provider/schedule/visits/:visitId/photos/:photoNumber?vanityName=
  addEndpointRoute(app, downloadVisitPhotoEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await visitWork.openPhoto(request.principal, { ...request.query, ...request.params }, 'file'),
      // A photo opens in the browser's tab, as a picture link does.
      'inline',
    ),
  );
  // GET /api/v1/provider/schedule/visits/:visitId/photos/:photoNumber/125?vanityName=
  addEndpointRoute(app, downloadVisitPhotoThumbnailEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await visitWork.openPhoto(request.principal, { ...request.query, ...request.params }, 'thumbnail'),
      'inline',
    ),
  );
  // DELETE /api/v1/provider/schedule/visits/:visitId/photos/:photoNumber?vanityName=
  addEndpointRoute(app, deleteVisitPhotoEndpoint, { tags }, async (request) =>
    visitWork.removePhoto(request.principal, { ...request.query, ...request.params }),
  );
};
