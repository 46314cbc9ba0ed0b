import {
  changeEstimateStatusEndpoint,
  convertRequestEndpoint,
  createClientEndpoint,
  createEstimateEndpoint,
  createInvoiceEndpoint,
  createJobEndpoint,
  deleteAttachmentEndpoint,
  deleteClientEndpoint,
  downloadAttachmentEndpoint,
  downloadAttachmentThumbnailEndpoint,
  downloadEstimatePdfEndpoint,
  downloadInvoicePdfEndpoint,
  getClientEndpoint,
  getEstimateEndpoint,
  getInvoiceEndpoint,
  listClientsEndpoint,
  listEstimatesEndpoint,
  listInvoicesEndpoint,
  listJobsEndpoint,
  updateClientEndpoint,
  updateEstimateEndpoint,
  updateInvoiceEndpoint,
  updateJobEndpoint,
  uploadAttachmentsEndpoint,
} from '@porchlight/core/service-manager/service-manager.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFiles } from '../media/read-uploads';
import { sendDownload } from '../media/send-download';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The provider's Service Manager: clients, estimates, invoices, jobs, request conversion (issue 13). */
export const serviceManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clients, estimates, invoices, jobs, requestConversion, attachments, pdfs } =
    app.services.serviceManager;
  const tags = ['service-manager'];

  // GET /api/v1/provider/service-manager/clients?vanityName=&first=&rows=&sortField=&sortOrder=&search=
  addEndpointRoute(app, listClientsEndpoint, { tags }, async (request) =>
    clients.list(request.principal, request.query),
  );
  // POST /api/v1/provider/service-manager/clients?vanityName=
  addEndpointRoute(app, createClientEndpoint, { tags }, async (request, reply) =>
    reply.status(201).send(await clients.create(request.principal, { ...request.query, body: request.body })),
  );
  // GET /api/v1/provider/service-manager/clients/:clientId?vanityName=
  addEndpointRoute(app, getClientEndpoint, { tags }, async (request) =>
    clients.get(request.principal, { ...request.query, ...request.params }),
  );
  // PUT /api/v1/provider/service-manager/clients/:clientId?vanityName=
  addEndpointRoute(app, updateClientEndpoint, { tags }, async (request) =>
    clients.update(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // DELETE /api/v1/provider/service-manager/clients/:clientId?vanityName=
  addEndpointRoute(app, deleteClientEndpoint, { tags }, async (request, reply) => {
    await clients.delete(request.principal, { ...request.query, ...request.params });
    return reply.status(204).send();
  });

  // GET /api/v1/provider/service-manager/estimates?vanityName=&first=&rows=&sortField=&sortOrder=&status=&clientId=
  addEndpointRoute(app, listEstimatesEndpoint, { tags }, async (request) =>
    estimates.list(request.principal, request.query),
  );
  // POST /api/v1/provider/service-manager/estimates?vanityName=
  addEndpointRoute(app, createEstimateEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(await estimates.create(request.principal, { ...request.query, body: request.body })),
  );
  // GET /api/v1/provider/service-manager/estimates/:estimateNumber?vanityName=
  addEndpointRoute(app, getEstimateEndpoint, { tags }, async (request) =>
    estimates.get(request.principal, { ...request.query, ...request.params }),
  );
  // PUT /api/v1/provider/service-manager/estimates/:estimateNumber?vanityName=
  addEndpointRoute(app, updateEstimateEndpoint, { tags }, async (request) =>
    estimates.update(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // PATCH /api/v1/provider/service-manager/estimates/:estimateNumber/status?vanityName=
  addEndpointRoute(app, changeEstimateStatusEndpoint, { tags }, async (request) =>
    estimates.changeStatus(request.principal, { ...request.query, ...request.params, body: request.body }),
  );

  // GET /api/v1/provider/service-manager/invoices?vanityName=&first=&rows=&sortField=&sortOrder=&status=&clientId=
  addEndpointRoute(app, listInvoicesEndpoint, { tags }, async (request) =>
    invoices.list(request.principal, request.query),
  );
  // POST /api/v1/provider/service-manager/invoices?vanityName=
  addEndpointRoute(app, createInvoiceEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(await invoices.create(request.principal, { ...request.query, body: request.body })),
  );
  // GET /api/v1/provider/service-manager/invoices/:invoiceNumber?vanityName=
  addEndpointRoute(app, getInvoiceEndpoint, { tags }, async (request) =>
    invoices.get(request.principal, { ...request.query, ...request.params }),
  );
  // PUT /api/v1/provider/service-manager/invoices/:invoiceNumber?vanityName=
  addEndpointRoute(app, updateInvoiceEndpoint, { tags }, async (request) =>
    invoices.update(request.principal, { ...request.query, ...request.params, body: request.body }),
  );

  // GET /api/v1/provider/jobs?vanityName=&first=&rows=&sortField=&sortOrder=&status=
  addEndpointRoute(app, listJobsEndpoint, { tags }, async (request) =>
    jobs.list(request.principal, request.query),
  );
  // POST /api/v1/provider/service-manager/jobs?vanityName=
  addEndpointRoute(app, createJobEndpoint, { tags }, async (request, reply) =>
    reply.status(201).send(await jobs.create(request.principal, { ...request.query, body: request.body })),
  );
  // PATCH /api/v1/provider/service-manager/jobs/:jobNumber?vanityName=
  addEndpointRoute(app, updateJobEndpoint, { tags }, async (request) =>
    jobs.update(request.principal, { ...request.query, ...request.params, body: request.body }),
  );

  // POST /api/v1/provider/service-manager/attachments/:type/:number?vanityName=   (multipart files)
  addEndpointRoute(app, uploadAttachmentsEndpoint, { tags }, async (request) =>
    attachments.upload(
      request.principal,
      { ...request.query, ...request.params },
      readUploadedFiles(request, attachments.limits),
    ),
  );
  // GET /api/v1/provider/service-manager/attachments/:type/:number/:attachmentNumber?vanityName=
  addEndpointRoute(app, downloadAttachmentEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await attachments.open(request.principal, { ...request.query, ...request.params }, 'file'),
      'attachment',
    ),
  );
  // GET /api/v1/provider/service-manager/attachments/:type/:number/:attachmentNumber/125?vanityName=
  addEndpointRoute(app, downloadAttachmentThumbnailEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await attachments.open(request.principal, { ...request.query, ...request.params }, 'thumbnail'),
      'inline',
    ),
  );
  // GET /api/v1/provider/service-manager/estimates/:estimateNumber/pdf?vanityName=
  addEndpointRoute(app, downloadEstimatePdfEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await pdfs.estimate(request.principal, { ...request.query, ...request.params }),
      'attachment',
    ),
  );
  // GET /api/v1/provider/service-manager/invoices/:invoiceNumber/pdf?vanityName=
  addEndpointRoute(app, downloadInvoicePdfEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await pdfs.invoice(request.principal, { ...request.query, ...request.params }),
      'attachment',
    ),
  );
  // DELETE /api/v1/provider/service-manager/attachments/:type/:number/:attachmentNumber?vanityName=
  addEndpointRoute(app, deleteAttachmentEndpoint, { tags }, async (request) =>
    attachments.remove(request.principal, { ...request.query, ...request.params }),
  );

  // POST /api/v1/provider/service-manager/requests/:requestNumber/convert?vanityName=
  addEndpointRoute(app, convertRequestEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(await requestConversion.convert(request.principal, { ...request.query, ...request.params })),
  );
};
