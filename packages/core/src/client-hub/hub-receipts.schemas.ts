import { z } from 'zod';
import { paymentParamsSchema, providerPaymentSchema } from '../payments/payments.schemas';
import { pageQueryFields } from '../service-manager/paging.schemas';
import { hubUriParamsSchema } from './client-hub.schemas';

/** One of the client's succeeded payments as the hub lists it: what the provider's list shows, less the client's name. */
export const hubPaymentSchema = providerPaymentSchema.pick({
  id: true,
  invoiceNumber: true,
  amount: true,
  tip: true,
  refunded: true,
  methodLabel: true,
  createdAt: true,
});
export type HubPayment = z.infer<typeof hubPaymentSchema>;

export const HUB_PAYMENT_SORT_FIELDS = ['createdAt', 'amount'] as const;
export const hubPaymentListQuerySchema = z.object(pageQueryFields(HUB_PAYMENT_SORT_FIELDS, 'createdAt'));
export const hubPaymentListSchema = z.object({
  payments: z.array(hubPaymentSchema),
  totalRecords: z.number(),
});

export const hubReceiptParamsSchema = hubUriParamsSchema.extend(paymentParamsSchema.shape);
