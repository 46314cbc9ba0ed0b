import { defineEndpoint } from '../platform/contract';
import { hubUriParamsSchema } from './client-hub.schemas';
import { hubReceiptPdfRoute, listHubPaymentsRoute } from './hub-receipts.routes';
import {
  hubPaymentListQuerySchema,
  hubPaymentListSchema,
  hubReceiptParamsSchema,
} from './hub-receipts.schemas';

export const listHubPaymentsEndpoint = defineEndpoint(listHubPaymentsRoute, {
  params: hubUriParamsSchema,
  query: hubPaymentListQuerySchema,
  response: hubPaymentListSchema,
  summary: "The client's succeeded payments to this provider, newest first, each with a receipt",
});
export const hubReceiptPdfEndpoint = defineEndpoint(hubReceiptPdfRoute, {
  params: hubReceiptParamsSchema,
  response: null,
  summary: 'One of the client’s payments as a receipt PDF, with the invoice’s balance (attachment)',
});
