import { contactResponseSchema, probeResponseSchema } from '@porchlight/core/providers/contact.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProfileRepository } from '../providers/profile.repository';
import { createRequestsRepository } from './requests.repository';
import { createRequestsService } from './requests.service';

/** Contact Us requests per minute per client address: enough for people, not for a script. */
const CONTACT_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createRequestsService({
    repository: createRequestsRepository(app.db),
    profiles: createProfileRepository(app.db),
    customDomains: app.customDomains,
    mail: app.mail,
  });

  // POST /api/v1/client-hub/request/:uri
  app.post(
    '/client-hub/request/:uri',
    {
      config: CONTACT_RATE_LIMIT,
      schema: {
        tags: ['client-hub'],
        description:
          "A Contact Us request (type 'cu', spec 1 §3) or the accessibility probe { accessibilityTest: true }.",
        params: z.object({ uri: z.string().trim().min(1).max(200) }),
        // Validated by the service with the core schema: the SEO rule depends on the request's host.
        body: z.looseObject({ accessibilityTest: z.boolean().optional() }),
        response: { 200: z.union([contactResponseSchema, probeResponseSchema]) },
      },
    },
    async (request) =>
      requests.submit(request.params.uri, request.body, {
        viewer: request.user,
        hostname: request.hostname,
      }),
  );
};
