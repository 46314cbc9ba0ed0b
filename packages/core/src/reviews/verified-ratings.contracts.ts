import { hubUriParamsSchema } from '../client-hub/client-hub.schemas';
import { defineEndpoint } from '../platform/contract';
import {
  autoRateInvoiceRoute,
  getInvoiceRatingRoute,
  removeInvoiceRatingRoute,
  updateInvoiceRatingRoute,
} from './verified-ratings.routes';
import {
  autoRatingRequestSchema,
  invoiceRatingParamsSchema,
  invoiceRatingRequestSchema,
  invoiceRatingSchema,
} from './verified-ratings.schemas';

/** A Client Hub customer's rating of an invoice (spec 3 §4 "Auto-rating", §7). */

export const autoRateInvoiceEndpoint = defineEndpoint(autoRateInvoiceRoute, {
  params: hubUriParamsSchema,
  body: autoRatingRequestSchema,
  response: invoiceRatingSchema,
  summary:
    'Rate a paid (or partly paid) invoice of the client 5 stars after a payment; once per invoice, a repeat answers the rating it has',
});
export const getInvoiceRatingEndpoint = defineEndpoint(getInvoiceRatingRoute, {
  params: invoiceRatingParamsSchema,
  response: invoiceRatingSchema,
  summary: "The client's rating of the invoice; 404 when there is none",
});
export const updateInvoiceRatingEndpoint = defineEndpoint(updateInvoiceRatingRoute, {
  params: invoiceRatingParamsSchema,
  body: invoiceRatingRequestSchema,
  response: invoiceRatingSchema,
  summary: 'Change the rating, headline, review and reasons (a removed rating is given again)',
});
export const removeInvoiceRatingEndpoint = defineEndpoint(removeInvoiceRatingRoute, {
  params: invoiceRatingParamsSchema,
  response: null,
  summary:
    'Take the rating back: it leaves the reviews page and the rating, and no later payment rates again',
});
