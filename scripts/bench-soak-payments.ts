// The soak's payments: one chain of five requests on one connection, as an owner and a hub client make
// them. The owner sends a new invoice; the client's hub asks for a payment intent, the browser confirms
// it at the built-in processor with a test card, the hub records the outcome and gives the invoice the
// client's automatic 5 stars. Every chain pays an
// invoice of its own, so nothing is paid twice (bench-soak-sessions.ts `paymentsCheck` proves it after).
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import type autocannon from 'autocannon';
import { type HubPayer, invoiceBody, SOAK_PROVIDER } from './bench-soak-sessions';

/** What one connection's chain carries from answer to request (autocannon's per-connection context). */
interface ChainState {
  payer?: HubPayer;
  invoiceNumber?: number;
  paymentIntentId?: string;
  clientSecret?: string;
}

const stateOf = (context: object) => context as ChainState;

function readJson(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const JSON_TYPE = { 'content-type': 'application/json' };
const hubPath = (path: string) => `/api/v1/client-hub/${path}`;
const CARD = { type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123' };

/**
 * The requests of one payment, in order. A step whose earlier step failed is still sent, with what it has
 * (no invoice, no intent): the server refuses it and it counts as an error, as the failure it follows.
 */
export function paymentChain(ownerCookie: string, nextPayer: () => HubPayer): autocannon.Request[] {
  const sendInvoice: autocannon.Request = {
    method: 'POST',
    path: `/api/v1/provider/service-manager/invoices?vanityName=${SOAK_PROVIDER}`,
    headers: { ...JSON_TYPE, cookie: ownerCookie },
    setupRequest: (request, context) => {
      // A new chain: nothing of the connection's previous payment may leak into this one.
      const payer = nextPayer();
      Object.assign(context, {
        payer,
        invoiceNumber: undefined,
        paymentIntentId: undefined,
        clientSecret: undefined,
      });
      return { ...request, body: invoiceBody(payer.clientId, 'Sent') };
    },
    onResponse: (status, body, context) => {
      const invoiceNumber = readJson(body).invoiceNumber;
      if (status < 300 && typeof invoiceNumber === 'number') stateOf(context).invoiceNumber = invoiceNumber;
    },
  };
  const askIntent: autocannon.Request = {
    method: 'GET',
    setupRequest: (request, context) => {
      const { payer, invoiceNumber = 0 } = stateOf(context);
      return {
        ...request,
        path: hubPath(`invoice/${SOAK_PROVIDER}/payment-intent?invoiceNumber=${invoiceNumber}`),
        headers: { authorization: payer?.bearer ?? '' },
      };
    },
    onResponse: (status, body, context) => {
      const { paymentIntentId, clientSecret } = readJson(body);
      if (status >= 300 || typeof paymentIntentId !== 'string' || typeof clientSecret !== 'string') return;
      Object.assign(stateOf(context), { paymentIntentId, clientSecret });
    },
  };
  const confirm: autocannon.Request = {
    method: 'POST',
    headers: JSON_TYPE,
    setupRequest: (request, context) => {
      const { paymentIntentId = 'none', clientSecret = 'none' } = stateOf(context);
      return {
        ...request,
        path: `/api/v1/payments/builtin/intents/${paymentIntentId}/confirm`,
        body: JSON.stringify({ clientSecret, method: CARD }),
      };
    },
  };
  const record: autocannon.Request = {
    method: 'PATCH',
    setupRequest: (request, context) => {
      const { payer, invoiceNumber = 0, paymentIntentId = 'none' } = stateOf(context);
      return {
        ...request,
        path: hubPath(`invoice/${SOAK_PROVIDER}/payment-intent`),
        headers: { ...JSON_TYPE, authorization: payer?.bearer ?? '' },
        body: JSON.stringify({ paymentIntentId, invoiceNumber }),
      };
    },
  };
  // What the hub does after a successful payment (apps/web/src/features/client-hub/hub-auto-rating.ts):
  // the client's 5 stars, which tells every process that the provider's pages changed.
  const autoRate: autocannon.Request = {
    method: 'POST',
    setupRequest: (request, context) => {
      const { payer, invoiceNumber = 0 } = stateOf(context);
      return {
        ...request,
        path: hubPath(`reviews/auto/${SOAK_PROVIDER}`),
        headers: { ...JSON_TYPE, authorization: payer?.bearer ?? '' },
        body: JSON.stringify({ artifactType: 'invoice', artifactNumber: invoiceNumber }),
      };
    },
  };
  return [sendInvoice, askIntent, confirm, record, autoRate];
}
