import { defineRoute, ownerCallAccess, providerPathAccess } from '../platform/route';

/**
 * Online payments (issue 14). The hub's calls are the spec's (spec 3 §7), for the client of the hub
 * token; the provider's are ours, under the Service Manager; the built-in processor's own confirm calls
 * (Stripe.js's part, played by our card form) authenticate with the intent's client secret. The
 * processor's webhook (POST /payments/webhook) is a raw-body route of the server's, signed, not a contract.
 */
const hub = providerPathAccess('useClientHub', 'uri');
const members = ownerCallAccess('useServiceManager');
const owner = ownerCallAccess('managePayments');
const signed = { kind: 'public' } as const;

// The Client Hub (spec 3 §7)

export const getPaymentIntentRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/invoice/:uri/payment-intent',
  access: hub,
});
export const updatePaymentIntentRoute = defineRoute({
  method: 'PATCH',
  path: '/client-hub/invoice/:uri/payment-intent',
  access: hub,
});
export const setAutoPayRoute = defineRoute({
  method: 'PATCH',
  path: '/client-hub/invoice/:uri/auto-pay',
  access: hub,
});
export const chargeSavedMethodRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/invoice/:uri/charge-saved-method',
  access: hub,
});
export const checkPaymentStatusRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/invoice/:uri/check-payment-status',
  access: hub,
});
/** Ours: answers once the invoice's status is not the one the page shows (a bank debit settled), or after a wait. */
export const waitForInvoiceStatusRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/invoice/:uri/status',
  access: hub,
});
export const deletePaymentIntentRoute = defineRoute({
  method: 'DELETE',
  path: '/client-hub/payment-intent/:uri/:paymentIntentId',
  access: hub,
});
export const listPaymentMethodsRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/payment-methods/:uri',
  access: hub,
});
export const deletePaymentMethodRoute = defineRoute({
  method: 'DELETE',
  path: '/client-hub/payment-methods/:uri/:id',
  access: hub,
});

// The provider (ours)

export const getPaymentsAccountRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/payments/account',
  access: members,
});
export const connectPaymentsRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/payments/account',
  access: owner,
});
/** The owner's tipping switch (issue 36), with the other payment settings. */
export const setTipsRoute = defineRoute({
  method: 'PUT',
  path: '/provider/service-manager/payments/tips',
  access: owner,
});
export const listPaymentsRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/payments',
  access: members,
});
/** A succeeded payment's receipt as a PDF (issue 36), for the provider's owner and managers. */
export const downloadReceiptRoute = defineRoute({
  method: 'GET',
  path: '/provider/service-manager/payments/:paymentId/receipt',
  access: members,
});
export const refundPaymentRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/payments/:paymentId/refunds',
  access: owner,
});

// The processor's side

/** The built-in processor's confirm, as Stripe.js's: the intent's client secret is the authentication. */
export const confirmBuiltinIntentRoute = defineRoute({
  method: 'POST',
  path: '/payments/builtin/intents/:intentId/confirm',
  access: signed,
});
/** The built-in processor's stand-in for a bank's 3-D Secure page. */
export const authenticateBuiltinIntentRoute = defineRoute({
  method: 'POST',
  path: '/payments/builtin/intents/:intentId/authenticate',
  access: signed,
});
