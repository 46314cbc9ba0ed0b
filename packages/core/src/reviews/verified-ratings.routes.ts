import { defineRoute, providerPathAccess } from '../platform/route';

/**
 * A Client Hub customer's rating of an invoice (spec 3 §7 "Client hub"), for the client of the hub
 * token at the provider of the path. DELETE is ours: the customer may take the rating back.
 */
const hub = providerPathAccess('useClientHub', 'uri');

export const autoRateInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/reviews/auto/:uri',
  access: hub,
});
export const getInvoiceRatingRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/reviews/:uri/invoice/:invoiceNumber',
  access: hub,
});
export const updateInvoiceRatingRoute = defineRoute({
  method: 'PATCH',
  path: '/client-hub/reviews/:uri/invoice/:invoiceNumber',
  access: hub,
});
export const removeInvoiceRatingRoute = defineRoute({
  method: 'DELETE',
  path: '/client-hub/reviews/:uri/invoice/:invoiceNumber',
  access: hub,
});
