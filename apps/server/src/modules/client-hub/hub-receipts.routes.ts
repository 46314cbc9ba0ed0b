import {
  hubReceiptPdfEndpoint,
  listHubPaymentsEndpoint,
} from '@porchlight/core/client-hub/hub-receipts.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../media/send-download';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The hub client's payments and their receipt PDFs (issue 36). */
export const hubReceiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { receipts } = app.services.clientHub;
  const tags = ['client-hub'];
  // GET /api/v1/client-hub/payments/:uri?first=&rows=&sortField=&sortOrder=
  addEndpointRoute(app, listHubPaymentsEndpoint, { tags }, async (request) =>
    receipts.list(request.principal, { uri: request.params.uri, ...request.query }),
  );
  // GET /api/v1/client-hub/payment/:uri/receipt/:paymentId
  addEndpointRoute(app, hubReceiptPdfEndpoint, { tags }, async (request, reply) =>
    sendDownload(reply, await receipts.receipt(request.principal, request.params), 'attachment'),
  );
};
