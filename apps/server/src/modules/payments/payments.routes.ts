import {
  authenticateBuiltinIntentEndpoint,
  chargeSavedMethodEndpoint,
  checkPaymentStatusEndpoint,
  confirmBuiltinIntentEndpoint,
  connectPaymentsEndpoint,
  deletePaymentIntentEndpoint,
  deletePaymentMethodEndpoint,
  downloadReceiptEndpoint,
  getPaymentIntentEndpoint,
  getPaymentsAccountEndpoint,
  listPaymentMethodsEndpoint,
  listPaymentsEndpoint,
  refundPaymentEndpoint,
  setAutoPayEndpoint,
  setTipsEndpoint,
  updatePaymentIntentEndpoint,
  waitForInvoiceStatusEndpoint,
} from '@porchlight/core/payments/payments.contracts';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../media/send-download';
import { AppError } from '../platform/app-error';
import { addEndpointRoute } from '../platform/endpoint-route';
import { refusalsAsErrors } from './payment-context';
import { ProcessorRefusal, WebhookSignatureError } from './payment-processor';

/** Online payments (issue 14): the hub's calls, the provider's, and the processor's. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.services.hubPayments;
  const provider = app.services.providerPayments;
  const tags = ['payments'];

  // GET /api/v1/client-hub/invoice/:uri/payment-intent?invoiceNumber=&tipPercent=|tipAmount=
  addEndpointRoute(app, getPaymentIntentEndpoint, { tags }, async (request) =>
    hub.intentFor(request.principal, { uri: request.params.uri, ...request.query }),
  );
  // PATCH /api/v1/client-hub/invoice/:uri/payment-intent   { paymentIntentId, invoiceNumber }
  addEndpointRoute(app, updatePaymentIntentEndpoint, { tags }, async (request) =>
    hub.update(request.principal, { uri: request.params.uri, body: request.body }),
  );
  // PATCH /api/v1/client-hub/invoice/:uri/auto-pay   { paymentIntentId, invoiceNumber }
  addEndpointRoute(app, setAutoPayEndpoint, { tags }, async (request) =>
    hub.setAutoPay(request.principal, { uri: request.params.uri, body: request.body }),
  );
  // POST /api/v1/client-hub/invoice/:uri/charge-saved-method   { paymentMethodId, invoiceNumber, autoPay }
  addEndpointRoute(app, chargeSavedMethodEndpoint, { tags }, async (request) =>
    hub.chargeSaved(request.principal, { uri: request.params.uri, body: request.body }),
  );
  // POST /api/v1/client-hub/invoice/:uri/check-payment-status   { paymentIntentId, invoiceNumber }
  addEndpointRoute(app, checkPaymentStatusEndpoint, { tags }, async (request) =>
    hub.check(request.principal, { uri: request.params.uri, body: request.body }),
  );
  // GET /api/v1/client-hub/invoice/:uri/status?invoiceNumber=&seen=   (held until it changes, or a wait)
  addEndpointRoute(app, waitForInvoiceStatusEndpoint, { tags }, async (request, reply) => {
    // The page went away (its connection closed): stop waiting for it.
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    return hub.waitForStatus(request.principal, { uri: request.params.uri, ...request.query }, gone.signal);
  });
  // DELETE /api/v1/client-hub/payment-intent/:uri/:paymentIntentId
  addEndpointRoute(app, deletePaymentIntentEndpoint, { tags }, async (request, reply) => {
    await hub.deleteIntent(request.principal, request.params);
    return reply.status(204).send();
  });
  // GET /api/v1/client-hub/payment-methods/:uri?invoiceNumber=
  addEndpointRoute(app, listPaymentMethodsEndpoint, { tags }, async (request) =>
    hub.listMethods(request.principal, {
      uri: request.params.uri,
      invoiceNumber: request.query.invoiceNumber,
    }),
  );
  // DELETE /api/v1/client-hub/payment-methods/:uri/:id
  addEndpointRoute(app, deletePaymentMethodEndpoint, { tags }, async (request) =>
    hub.deleteMethod(request.principal, request.params),
  );

  // GET /api/v1/provider/service-manager/payments/account?vanityName=
  addEndpointRoute(app, getPaymentsAccountEndpoint, { tags }, async (request) =>
    provider.account(request.principal, request.query),
  );
  // POST /api/v1/provider/service-manager/payments/account?vanityName=
  addEndpointRoute(app, connectPaymentsEndpoint, { tags }, async (request) =>
    provider.connect(request.principal, request.query),
  );
  // PUT /api/v1/provider/service-manager/payments/tips?vanityName=   { enabled }
  addEndpointRoute(app, setTipsEndpoint, { tags }, async (request) =>
    provider.setTips(request.principal, { ...request.query, ...request.body }),
  );
  // GET /api/v1/provider/service-manager/payments?vanityName=&first=&rows=&sortField=&sortOrder=&invoiceNumber=
  addEndpointRoute(app, listPaymentsEndpoint, { tags }, async (request) =>
    provider.list(request.principal, request.query),
  );
  // GET /api/v1/provider/service-manager/payments/:paymentId/receipt?vanityName=
  addEndpointRoute(app, downloadReceiptEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await app.services.serviceManager.pdfs.receipt(request.principal, {
        ...request.query,
        ...request.params,
      }),
      'attachment',
    ),
  );
  // POST /api/v1/provider/service-manager/payments/:paymentId/refunds?vanityName=   { amount }
  addEndpointRoute(app, refundPaymentEndpoint, { tags }, async (request) =>
    provider.refund(request.principal, { ...request.query, ...request.params, ...request.body }),
  );

  // POST /api/v1/payments/builtin/intents/:intentId/confirm   { clientSecret, method, saveMethod }
  addEndpointRoute(app, confirmBuiltinIntentEndpoint, { tags }, async (request) =>
    refusalsAsErrors(() => builtinOf(app).confirm(request.params.intentId, request.body)),
  );
  // POST /api/v1/payments/builtin/intents/:intentId/authenticate   { clientSecret, outcome }
  addEndpointRoute(app, authenticateBuiltinIntentEndpoint, { tags }, async (request) =>
    refusalsAsErrors(() => builtinOf(app).authenticate(request.params.intentId, request.body)),
  );

  await app.register(webhookRoute);
};

/** The built-in processor's browser calls exist only while it is the processor. */
function builtinOf(app: FastifyInstance) {
  const { builtin } = app.payments;
  if (!builtin) throw new AppError('notFound', messages.intentNotFound);
  return builtin;
}

/**
 * POST /api/v1/payments/webhook: the processor's events, signed over the exact bytes it sent, so this
 * route (in a scope of its own) reads the body raw. A bad signature is a 400; a good one is applied once.
 */
async function webhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/payments/webhook', { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<typeof app.payments.processor.parseWebhook>;
    try {
      if (!Buffer.isBuffer(request.body)) throw new WebhookSignatureError('No body');
      event = app.payments.processor.parseWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (
        error instanceof WebhookSignatureError ||
        error instanceof ProcessorRefusal ||
        error instanceof SyntaxError
      )
        throw new AppError('badRequest', messages.signatureInvalid);
      throw error;
    }
    const outcome = await app.payments.receive(event);
    return reply.send({ received: true, outcome });
  });
}
