import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../platform/app-error';
import { EMPTY_TWIML } from './sms-webhooks.service';

/**
 * Twilio's webhooks (issue 35 slice 5): form posts signed over their parameters, in a scope of their own
 * (like the payments webhook) that reads the form as plain strings; 403 before anything is used unsigned.
 */
export const smsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formScope);
};

async function formScope(app: FastifyInstance) {
  const service = app.services.smsWebhooks;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const formOf = (body: unknown): Record<string, string> =>
    body && typeof body === 'object' ? (body as Record<string, string>) : {};
  const signatureOf = (header: string | string[] | undefined) =>
    typeof header === 'string' ? header : undefined;
  const forbidden = () => new AppError('forbidden', messagingMessages.smsWebhookUnsigned);

  // POST /api/v1/sms/inbound (Twilio: From, Body, MessageSid)
  app.post('/sms/inbound', { schema: { hide: true } }, async (request, reply) => {
    if (!(await service.inbound(formOf(request.body), signatureOf(request.headers['x-twilio-signature']))))
      throw forbidden();
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
  // POST /api/v1/sms/status (Twilio: MessageSid, MessageStatus, ErrorCode)
  app.post('/sms/status', { schema: { hide: true } }, async (request, reply) => {
    if (!(await service.status(formOf(request.body), signatureOf(request.headers['x-twilio-signature']))))
      throw forbidden();
    return reply.status(204).send();
  });
}
