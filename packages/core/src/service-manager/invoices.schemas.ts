import { z } from 'zod';
import { BILLING_CYCLES } from '../billing/billing.constants';
import {
  attachmentSchema,
  centsSchema,
  clientSummarySchema,
  depositAnswerSchema,
  discountAnswerSchema,
  documentAmountsSchema,
  isoDateSchema,
  itemSchema,
  numberParamSchema,
  pricedFields,
  requireItemsOutsideDraft,
} from './documents.schemas';
import { pagedQuerySchema } from './paging.schemas';
import {
  INVOICE_SORT_FIELDS,
  INVOICE_STATUSES,
  PAYMENT_TYPES,
  PROVIDER_INVOICE_STATUSES,
} from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/** Invoices (spec 3 §3 "Invoice", §4 "Invoice status"), numbered per provider. */

export const billingScheduleSchema = z.object({
  interval: z.enum(BILLING_CYCLES),
  frequency: z.number().int().min(1).max(52),
});

/**
 * POST and PUT provider/service-manager/invoices: the whole invoice. The provider sets Draft or Sent;
 * `amountPaid` records payments taken outside the app (cash, cheque), and Partial or Paid follow from it.
 */
export const invoiceRequestSchema = z
  .object({
    clientId: z.uuid({ error: messages.clientNotFound }),
    jobNumber: numberParamSchema.nullish().transform((value) => value ?? null),
    /** Draft for a new invoice; left out of a change, the invoice keeps the status asked before. */
    status: z.enum(PROVIDER_INVOICE_STATUSES, { error: messages.statusInvalid }).optional(),
    invoiceDate: isoDateSchema.optional(),
    dueDate: isoDateSchema.nullish().transform((value) => value ?? null),
    amountPaid: centsSchema().default(0),
    billingSchedule: billingScheduleSchema.nullish().transform((value) => value ?? null),
    paymentTypes: z.array(z.enum(PAYMENT_TYPES)).max(2).default(['cc', 'ach']),
    paymentInstructions: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => value || null),
    ...pricedFields,
  })
  .superRefine(requireItemsOutsideDraft)
  .superRefine((invoice, ctx) => {
    if (invoice.invoiceDate && invoice.dueDate && invoice.dueDate < invoice.invoiceDate)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: messages.dueBeforeInvoiceDate });
  })
  .transform((invoice) => ({ ...invoice, paymentTypes: [...new Set(invoice.paymentTypes)] }));
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;

export const invoiceSchema = documentAmountsSchema.extend({
  invoiceNumber: z.number(),
  jobNumber: z.number().nullable(),
  subscriptionNumber: z.number().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  client: clientSummarySchema,
  items: z.array(itemSchema),
  paymentTotal: z.number(),
  /** The part of paymentTotal the provider recorded outside the app (what a PUT's amountPaid sets). */
  amountPaidOffline: z.number(),
  amountDue: z.number(),
  depositDue: z.number(),
  discount: discountAnswerSchema.nullable(),
  deposit: depositAnswerSchema.nullable(),
  invoicePaidOn: z.string().nullable(),
  billingSchedule: billingScheduleSchema.nullable(),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
  paymentInstructions: z.string().nullable(),
  notes: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema.pick({
  invoiceNumber: true,
  jobNumber: true,
  invoiceDate: true,
  dueDate: true,
  status: true,
  client: true,
  total: true,
  amountDue: true,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListQuerySchema = pagedQuerySchema(INVOICE_SORT_FIELDS, 'invoiceNumber').extend({
  status: z.enum(INVOICE_STATUSES, { error: messages.statusInvalid }).optional(),
  clientId: z.uuid({ error: messages.clientNotFound }).optional(),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  totalRecords: z.number(),
});

export const invoiceParamsSchema = z.object({ invoiceNumber: numberParamSchema });
