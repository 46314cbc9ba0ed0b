import {
  cancelHubRequestEndpoint,
  decideHubEstimateEndpoint,
  getHubDetailsEndpoint,
  getHubEstimateEndpoint,
  getHubInvoiceEndpoint,
  getHubJobEndpoint,
  getHubPageEndpoint,
  getHubRequestEndpoint,
  hubDownloadEndpoint,
  hubDownloadThumbnailEndpoint,
  hubEstimatePdfEndpoint,
  hubInvoicePdfEndpoint,
  listAvailableHubsEndpoint,
  listHubEstimatesEndpoint,
  listHubInvoicesEndpoint,
  listHubJobsEndpoint,
  listHubRequestsEndpoint,
  logoutHubEndpoint,
  refreshHubSessionEndpoint,
  sendEstimateEndpoint,
  sendInvoiceEndpoint,
  sendNewHubLinkEndpoint,
  startHubSessionEndpoint,
  switchHubEndpoint,
} from '@porchlight/core/client-hub/client-hub.contracts';
import {
  askAnotherTimeEndpoint,
  cancelHubVisitEndpoint,
  hubVisitAvailabilityEndpoint,
  rescheduleHubVisitEndpoint,
} from '@porchlight/core/client-hub/hub-visits.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../media/send-download';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The Client Hub (spec 3 §7 "Client hub") and the provider's Send to client (issue 13). */
export const clientHubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { page, links, sessions, documents, requests, downloads, pdfs, visits } = app.services.clientHub;
  const tags = ['client-hub'];
  // Per client address, every call (issue 30 item 3): guessing links, and asking for new ones.
  const perAddress = (limit: { max: number; windowMs: number }) => ({
    rateLimit: { max: limit.max, timeWindow: limit.windowMs },
  });

  // POST /api/v1/provider/service-manager/estimates/:estimateNumber/send?vanityName=   { sms? }
  addEndpointRoute(app, sendEstimateEndpoint, { tags }, async (request) =>
    links.send(request.principal, {
      vanityName: request.query.vanityName,
      kind: 'estimate',
      number: request.params.estimateNumber,
      sms: request.body.sms,
    }),
  );
  // POST /api/v1/provider/service-manager/invoices/:invoiceNumber/send?vanityName=   { sms? }
  addEndpointRoute(app, sendInvoiceEndpoint, { tags }, async (request) =>
    links.send(request.principal, {
      vanityName: request.query.vanityName,
      kind: 'invoice',
      number: request.params.invoiceNumber,
      sms: request.body.sms,
    }),
  );

  // POST /api/v1/client-hub/auth/session   { clientHubId, sessionId, vanityName }
  addEndpointRoute(
    app,
    startHubSessionEndpoint,
    { tags, config: perAddress(app.config.HUB_SESSION_RATE_LIMIT) },
    async (request) => sessions.start(request.principal, request.body),
  );
  // GET /api/v1/client-hub/auth/refresh   Authorization: Bearer <clientHubRefreshToken>
  addEndpointRoute(app, refreshHubSessionEndpoint, { tags }, async (request) =>
    sessions.refresh(request.headers.authorization),
  );
  // POST /api/v1/client-hub/auth/send-new-link/:providerUri   { email, sessionId, clientHubId }
  // … and per client, counted by the service when a link would be mailed.
  addEndpointRoute(
    app,
    sendNewHubLinkEndpoint,
    { tags, config: perAddress(app.config.HUB_NEW_LINK_RATE_LIMIT) },
    async (request) =>
      links.sendNewLink(request.principal, { providerUri: request.params.providerUri, body: request.body }),
  );
  // POST /api/v1/client-hub/auth/logout   Authorization: Bearer <either hub token>
  addEndpointRoute(app, logoutHubEndpoint, { tags }, async (request) =>
    sessions.logout(request.headers.authorization),
  );
  // GET /api/v1/client-hub/page/:uri   (anyone; also before the profile is published)
  addEndpointRoute(app, getHubPageEndpoint, { tags }, async (request) =>
    page.page(request.principal, request.params.uri),
  );
  // GET /api/v1/client-hub/available-hubs/:uri   (site login, or a hub session)
  addEndpointRoute(app, listAvailableHubsEndpoint, { tags }, async (request) =>
    sessions.availableHubs(request.principal, request.params.uri),
  );
  // GET /api/v1/client-hub/switch/:providerUri/:clientHubId   (site login, or a hub session)
  addEndpointRoute(app, switchHubEndpoint, { tags }, async (request) =>
    sessions.switchHub(request.principal, request.params),
  );

  // GET /api/v1/client-hub/estimates/:uri?first=&rows=&sortField=&sortOrder=
  addEndpointRoute(app, listHubEstimatesEndpoint, { tags }, async (request) =>
    documents.listEstimates(request.principal, { uri: request.params.uri, query: request.query }),
  );
  // GET /api/v1/client-hub/estimate/:uri?estimateNumber=
  addEndpointRoute(app, getHubEstimateEndpoint, { tags }, async (request) =>
    documents.getEstimate(request.principal, { uri: request.params.uri, ...request.query }),
  );
  // PATCH /api/v1/client-hub/estimate/:uri?estimateNumber=   { status, optionPosition?, signerName?, signaturePng? }
  addEndpointRoute(app, decideHubEstimateEndpoint, { tags }, async (request) =>
    documents.decideEstimate(request.principal, {
      uri: request.params.uri,
      ...request.query,
      ...request.body,
      evidence: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    }),
  );
  // GET /api/v1/client-hub/invoices/:uri?status=pending|paid&first=&rows=&sortField=&sortOrder=
  addEndpointRoute(app, listHubInvoicesEndpoint, { tags }, async (request) =>
    documents.listInvoices(request.principal, { uri: request.params.uri, query: request.query }),
  );
  // GET /api/v1/client-hub/invoice/:uri?invoiceNumber=
  addEndpointRoute(app, getHubInvoiceEndpoint, { tags }, async (request) =>
    documents.getInvoice(request.principal, { uri: request.params.uri, ...request.query }),
  );
  // GET /api/v1/client-hub/jobs/:uri?first=&rows=&sortField=&sortOrder=
  addEndpointRoute(app, listHubJobsEndpoint, { tags }, async (request) =>
    documents.listJobs(request.principal, { uri: request.params.uri, query: request.query }),
  );
  // GET /api/v1/client-hub/job/:uri?jobNumber=
  addEndpointRoute(app, getHubJobEndpoint, { tags }, async (request) =>
    documents.getJob(request.principal, { uri: request.params.uri, ...request.query }),
  );
  // POST /api/v1/client-hub/job/:uri/visits/:visitId/cancel   { jobNumber, version }
  addEndpointRoute(app, cancelHubVisitEndpoint, { tags }, async (request) =>
    visits.cancel(request.principal, { ...request.params, body: request.body }),
  );
  // POST /api/v1/client-hub/job/:uri/visits/:visitId/reschedule   { jobNumber, version, start }
  addEndpointRoute(app, rescheduleHubVisitEndpoint, { tags }, async (request) =>
    visits.reschedule(request.principal, { ...request.params, body: request.body }),
  );
  // POST /api/v1/client-hub/job/:uri/visits/:visitId/another-time   { jobNumber, note }
  addEndpointRoute(app, askAnotherTimeEndpoint, { tags }, async (request) =>
    visits.askAnotherTime(request.principal, { ...request.params, body: request.body }),
  );
  // GET /api/v1/client-hub/job/:uri/visits/:visitId/availability?jobNumber=&from=&days=
  addEndpointRoute(app, hubVisitAvailabilityEndpoint, { tags }, async (request) =>
    visits.availability(request.principal, { ...request.params, query: request.query }),
  );
  // GET /api/v1/client-hub/details/:uri
  addEndpointRoute(app, getHubDetailsEndpoint, { tags }, async (request) =>
    documents.details(request.principal, request.params.uri),
  );

  // GET /api/v1/client-hub/requests/:uri?first=&rows=&sortField=&sortOrder=
  addEndpointRoute(app, listHubRequestsEndpoint, { tags }, async (request) =>
    requests.list(request.principal, { uri: request.params.uri, query: request.query }),
  );
  // GET /api/v1/client-hub/request/:uri?requestNumber=
  addEndpointRoute(app, getHubRequestEndpoint, { tags }, async (request) =>
    requests.get(request.principal, { uri: request.params.uri, ...request.query }),
  );
  // GET /api/v1/client-hub/download/:uri/:type/:number/:attachmentNumber/:name   (type estimate|invoice|request)
  addEndpointRoute(app, hubDownloadEndpoint, { tags }, async (request, reply) =>
    sendDownload(reply, await downloads.download(request.principal, request.params, 'file'), 'attachment'),
  );
  // GET /api/v1/client-hub/download/:uri/:type/:number/:attachmentNumber/125/:name   (the thumbnail)
  addEndpointRoute(app, hubDownloadThumbnailEndpoint, { tags }, async (request, reply) =>
    sendDownload(reply, await downloads.download(request.principal, request.params, 'thumbnail'), 'inline'),
  );
  // GET /api/v1/client-hub/estimate/:uri/pdf/:estimateNumber
  addEndpointRoute(app, hubEstimatePdfEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await pdfs.estimate(request.principal, { ...request.params, ...request.query }),
      'attachment',
    ),
  );
  // GET /api/v1/client-hub/invoice/:uri/pdf/:invoiceNumber
  addEndpointRoute(app, hubInvoicePdfEndpoint, { tags }, async (request, reply) =>
    sendDownload(reply, await pdfs.invoice(request.principal, request.params), 'attachment'),
  );
  // PATCH /api/v1/client-hub/request/cancel/:uri?requestNumber=   { closedReason, closedByUserType: 'c' }
  addEndpointRoute(app, cancelHubRequestEndpoint, { tags }, async (request) =>
    requests.cancel(request.principal, { uri: request.params.uri, ...request.query, body: request.body }),
  );
};
