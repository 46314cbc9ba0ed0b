import { hubUriParamsSchema } from '../client-hub/client-hub.schemas';
import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { INVOICE_STATUS_WAIT_SECONDS } from './payments.constants';
import {
  authenticateBuiltinIntentRoute,
  chargeSavedMethodRoute,
  checkPaymentStatusRoute,
  confirmBuiltinIntentRoute,
  connectPaymentsRoute,
  deletePaymentIntentRoute,
  deletePaymentMethodRoute,
  downloadReceiptRoute,
  getPaymentIntentRoute,
  getPaymentsAccountRoute,
  listPaymentMethodsRoute,
  listPaymentsRoute,
  refundPaymentRoute,
  setAutoPayRoute,
  setTipsRoute,
  updatePaymentIntentRoute,
  waitForInvoiceStatusRoute,
} from './payments.routes';
import {
  builtinAuthenticateSchema,
  builtinConfirmResultSchema,
  builtinConfirmSchema,
  chargeSavedMethodSchema,
  deleteIntentParamsSchema,
  deleteMethodParamsSchema,
  intentOfInvoiceSchema,
  intentParamsSchema,
  invoiceNumberQuerySchema,
  invoiceStatusSchema,
  invoiceStatusWaitQuerySchema,
  messageSchema,
  optionalInvoiceNumberQuerySchema,
  paymentCheckSchema,
  paymentIntentQuerySchema,
  paymentIntentSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentMethodListSchema,
  paymentParamsSchema,
  paymentsAccountSchema,
  providerPaymentSchema,
  refundRequestSchema,
  tipsSettingSchema,
} from './payments.schemas';

const params = hubUriParamsSchema;

// The Client Hub (spec 3 §7)

export const getPaymentIntentEndpoint = defineEndpoint(getPaymentIntentRoute, {
  params,
  query: paymentIntentQuerySchema,
  response: paymentIntentSchema,
  summary:
    'The live payment intent for what the invoice asks now (the deposit first) plus the tip chosen (tipPercent 10/15/20 or tipAmount in cents, when the provider takes tips); one per amount, reused',
});

export const updatePaymentIntentEndpoint = defineEndpoint(updatePaymentIntentRoute, {
  params,
  body: intentOfInvoiceSchema,
  response: paymentCheckSchema,
  summary:
    'Reads the intent back from the processor after the browser confirmed it, and records the outcome once',
});

export const setAutoPayEndpoint = defineEndpoint(setAutoPayRoute, {
  params,
  body: intentOfInvoiceSchema,
  response: messageSchema,
  summary: "Pays this client's future invoices from the provider with the method that paid this intent",
});

export const chargeSavedMethodEndpoint = defineEndpoint(chargeSavedMethodRoute, {
  params,
  body: chargeSavedMethodSchema,
  response: paymentCheckSchema,
  summary:
    'Charges a saved method for what the invoice asks now; a pay of an invoice already paid (a second tab, a double click) is a 409 and charges nothing',
});

export const waitForInvoiceStatusEndpoint = defineEndpoint(waitForInvoiceStatusRoute, {
  params,
  query: invoiceStatusWaitQuerySchema,
  response: invoiceStatusSchema,
  summary: `The invoice's status as soon as it is not \`seen\` (a bank debit settled or failed, another tab paid), else the same after ${INVOICE_STATUS_WAIT_SECONDS} s: the open invoice page asks again`,
});

export const checkPaymentStatusEndpoint = defineEndpoint(checkPaymentStatusRoute, {
  params,
  body: intentOfInvoiceSchema,
  response: paymentCheckSchema,
  summary: 'success or processing, and whether the invoice is still partly due',
});

export const deletePaymentIntentEndpoint = defineEndpoint(deletePaymentIntentRoute, {
  params: deleteIntentParamsSchema,
  query: noOptionsSchema,
  response: null,
  summary: 'Cancels an intent that was not paid (the dialog closed)',
});

export const listPaymentMethodsEndpoint = defineEndpoint(listPaymentMethodsRoute, {
  params,
  query: optionalInvoiceNumberQuerySchema,
  response: paymentMethodListSchema,
  summary:
    "The client's saved payment methods at this provider (those the invoice takes, with ?invoiceNumber)",
});

export const deletePaymentMethodEndpoint = defineEndpoint(deletePaymentMethodRoute, {
  params: deleteMethodParamsSchema,
  query: noOptionsSchema,
  response: messageSchema,
  summary: 'Removes a saved payment method',
});

// The provider (ours)

export const getPaymentsAccountEndpoint = defineEndpoint(getPaymentsAccountRoute, {
  query: ownerProviderQuerySchema,
  response: paymentsAccountSchema,
  summary: "Whether the provider takes online payments, and its processor account's state",
});

export const connectPaymentsEndpoint = defineEndpoint(connectPaymentsRoute, {
  query: ownerProviderQuerySchema,
  body: noOptionsSchema,
  response: paymentsAccountSchema,
  summary: 'Turns online payments on (built-in) or starts Stripe Connect onboarding',
});

export const setTipsEndpoint = defineEndpoint(setTipsRoute, {
  query: ownerProviderQuerySchema,
  body: tipsSettingSchema,
  response: paymentsAccountSchema,
  summary: 'Turns tipping on or off: clients then choose 10, 15 or 20 % or an amount when they pay',
});

export const listPaymentsEndpoint = defineEndpoint(listPaymentsRoute, {
  query: paymentListQuerySchema,
  response: paymentListSchema,
  summary: "The provider's online payments, newest first, with what was refunded",
});

export const downloadReceiptEndpoint = defineEndpoint(downloadReceiptRoute, {
  params: paymentParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary:
    "A succeeded payment's receipt as a PDF, with the invoice's balance (Content-Disposition: attachment)",
});

export const refundPaymentEndpoint = defineEndpoint(refundPaymentRoute, {
  params: paymentParamsSchema,
  query: ownerProviderQuerySchema,
  body: refundRequestSchema,
  response: providerPaymentSchema,
  summary: 'Refunds part or all of a payment through the processor, recorded once',
});

// The built-in processor's browser calls

export const confirmBuiltinIntentEndpoint = defineEndpoint(confirmBuiltinIntentRoute, {
  params: intentParamsSchema,
  body: builtinConfirmSchema,
  response: builtinConfirmResultSchema,
  summary:
    "The built-in processor's confirm (Stripe.js's confirmPayment): a card, a bank account or a saved method",
});

export const authenticateBuiltinIntentEndpoint = defineEndpoint(authenticateBuiltinIntentRoute, {
  params: intentParamsSchema,
  body: builtinAuthenticateSchema,
  response: builtinConfirmResultSchema,
  summary: "The built-in processor's stand-in for a bank's 3-D Secure page",
});
