import {
  autoRateInvoiceEndpoint,
  getInvoiceRatingEndpoint,
  removeInvoiceRatingEndpoint,
  updateInvoiceRatingEndpoint,
} from '@porchlight/core/reviews/verified-ratings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** A Client Hub client's rating of an invoice (spec 3 §7 "Client hub"). */
export const verifiedRatingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.verifiedRatings;
  const tags = ['client-hub', 'reviews'];

  // POST /api/v1/client-hub/reviews/auto/:uri   { artifactType: 'invoice', artifactNumber }
  addEndpointRoute(app, autoRateInvoiceEndpoint, { tags }, async (request) =>
    service.autoRate(request.principal, { uri: request.params.uri, ...request.body }),
  );
  // GET /api/v1/client-hub/reviews/:uri/invoice/:invoiceNumber
  addEndpointRoute(app, getInvoiceRatingEndpoint, { tags }, async (request) =>
    service.get(request.principal, request.params),
  );
  // PATCH /api/v1/client-hub/reviews/:uri/invoice/:invoiceNumber   { rating, headline, review, attributes }
  addEndpointRoute(app, updateInvoiceRatingEndpoint, { tags }, async (request) =>
    service.update(request.principal, request.params, request.body),
  );
  // DELETE /api/v1/client-hub/reviews/:uri/invoice/:invoiceNumber
  addEndpointRoute(app, removeInvoiceRatingEndpoint, { tags }, async (request, reply) => {
    await service.remove(request.principal, request.params);
    return reply.status(204).send();
  });
};
