import { defineRoute, providerPathAccess } from '../platform/route';

/**
 * The hub client's payments and their receipts as PDFs (issue 36; ours: the spec's hub shows the paid
 * invoice only). `useClientHub`: the session's own client's payments, any other id the same 404.
 */
const hub = providerPathAccess('useClientHub', 'uri');

export const listHubPaymentsRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/payments/:uri',
  access: hub,
});
/** The payment's id in the path, so a download sends no query. */
export const hubReceiptPdfRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/payment/:uri/receipt/:paymentId',
  access: hub,
});
