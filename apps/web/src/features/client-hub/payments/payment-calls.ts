import { getHubInvoiceRoute } from '@porchlight/core/client-hub/client-hub.routes';
import {
  chargeSavedMethodRoute,
  checkPaymentStatusRoute,
  deletePaymentIntentRoute,
  getPaymentIntentRoute,
  listPaymentMethodsRoute,
  setAutoPayRoute,
  updatePaymentIntentRoute,
} from '@porchlight/core/payments/payments.routes';
import type { PaymentCheck, TipRequest } from '@porchlight/core/payments/payments.schemas';
import { callHub } from '../hub-api';
import { authenticateBuiltinIntent, confirmBuiltinIntent, type NewPaymentMethod } from './builtin-calls';

export type { NewPaymentMethod };

/**
 * The payment calls of one invoice (spec 3 §7): the hub's with the hub token; the built-in processor's
 * confirm and authenticate with the intent's client secret, as Stripe.js would.
 */
export function paymentCallsOf(vanityName: string, invoiceNumber: number) {
  const params = { uri: vanityName };
  const ofIntent = (paymentIntentId: string) => ({ params, body: { paymentIntentId, invoiceNumber } });
  return {
    /** The live intent for what is due now plus the client's tip (none until they choose one). */
    getIntent: (signal?: AbortSignal, tip: TipRequest = {}) =>
      callHub(vanityName, getPaymentIntentRoute, { params, query: { invoiceNumber, ...tip } }, { signal }),

    listSavedMethods: async (signal?: AbortSignal) =>
      (await callHub(vanityName, listPaymentMethodsRoute, { params, query: { invoiceNumber } }, { signal }))
        .paymentMethods,

    confirm: confirmBuiltinIntent,
    authenticate: authenticateBuiltinIntent,

    /** The invoice's status now: read again when a pay is refused, in case another tab paid it. */
    invoiceStatus: async () =>
      (await callHub(vanityName, getHubInvoiceRoute, { params, query: { invoiceNumber } })).invoice.status,

    /** The server reads the intent back from the processor and records the payment once. */
    record: (paymentIntentId: string) =>
      callHub(vanityName, updatePaymentIntentRoute, ofIntent(paymentIntentId)),

    checkStatus: (paymentIntentId: string): Promise<PaymentCheck> =>
      callHub(vanityName, checkPaymentStatusRoute, ofIntent(paymentIntentId)),

    setAutoPay: (paymentIntentId: string) => callHub(vanityName, setAutoPayRoute, ofIntent(paymentIntentId)),

    /**
     * `amount`: what the dialog shows the invoice asks (the tip apart); if the invoice asks another by
     * now, nothing is charged. `tip`: the client's, charged with it.
     */
    chargeSavedMethod: (
      paymentMethodId: string,
      autoPay: boolean,
      amount: number,
      tip: TipRequest,
    ): Promise<PaymentCheck> =>
      callHub(vanityName, chargeSavedMethodRoute, {
        params,
        body: { paymentMethodId, invoiceNumber, autoPay, amount, ...tip },
      }),

    cancelIntent: (paymentIntentId: string) =>
      callHub(vanityName, deletePaymentIntentRoute, {
        params: { uri: vanityName, paymentIntentId },
        query: {},
      }),
  };
}

export type PaymentCalls = ReturnType<typeof paymentCallsOf>;
