import {
  submitClientHubRequestEndpoint,
  uploadRequestAttachmentsEndpoint,
} from '@porchlight/core/requests/requests.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFiles } from '../media/read-uploads';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Contact Us and pricing requests per minute per client address: enough for people, not for a script. */
const REQUEST_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests, requestAttachments } = app.services;
  const tags = ['client-hub'];

  // POST /api/v1/client-hub/request/:uri
  addEndpointRoute(
    app,
    submitClientHubRequestEndpoint,
    { tags, config: REQUEST_RATE_LIMIT },
    async (request) => requests.submit(request.principal, { uri: request.params.uri, body: request.body }),
  );

  // POST /api/v1/client-hub/request/upload?uri= (multipart attachments[])
  addEndpointRoute(
    app,
    uploadRequestAttachmentsEndpoint,
    { tags, config: REQUEST_RATE_LIMIT },
    async (request) =>
      requestAttachments.upload(
        request.principal,
        {
          uri: request.query.uri,
          requestNumber: header(request.headers['x-artifact-number']),
          token: header(request.headers['x-upload-token']),
        },
        readUploadedFiles(request, requestAttachments.limits),
      ),
  );
};
