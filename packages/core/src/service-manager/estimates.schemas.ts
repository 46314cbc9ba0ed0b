import { z } from 'zod';
import {
  attachmentSchema,
  clientSummarySchema,
  columnsSchema,
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
import { ESTIMATE_SORT_FIELDS, ESTIMATE_STATUSES } from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/** Estimates (spec 3 §3 "Estimate", §4 "Estimate status"), numbered per provider. */

/** POST and PUT provider/service-manager/estimates: the whole estimate; totals are computed, never read. */
export const estimateRequestSchema = z
  .object({
    clientId: z.uuid({ error: messages.clientNotFound }),
    /** Draft for a new estimate; left out of a change, the estimate keeps its status. */
    status: z.enum(ESTIMATE_STATUSES, { error: messages.statusInvalid }).optional(),
    /** Today (the server's date) when left out. */
    estimateDate: isoDateSchema.optional(),
    columns: columnsSchema,
    ...pricedFields,
  })
  .superRefine(requireItemsOutsideDraft);
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;

export const estimateSchema = documentAmountsSchema.extend({
  estimateNumber: z.number(),
  estimateDate: z.string(),
  status: z.enum(ESTIMATE_STATUSES),
  client: clientSummarySchema,
  items: z.array(itemSchema),
  columns: z.object({
    nameCol: z.boolean(),
    descriptionCol: z.boolean(),
    rateCol: z.boolean(),
    quantityCol: z.boolean(),
    taxCol: z.boolean(),
    totalCol: z.boolean(),
  }),
  discount: discountAnswerSchema.nullable(),
  deposit: depositAnswerSchema.nullable(),
  notes: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  /** The pricing request it was converted from, if any. */
  requestNumber: z.number().nullable(),
  createdAt: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const estimateSummarySchema = estimateSchema.pick({
  estimateNumber: true,
  estimateDate: true,
  status: true,
  client: true,
  total: true,
  requestNumber: true,
});
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;

export const estimateListQuerySchema = pagedQuerySchema(ESTIMATE_SORT_FIELDS, 'estimateNumber').extend({
  status: z.enum(ESTIMATE_STATUSES, { error: messages.statusInvalid }).optional(),
  clientId: z.uuid({ error: messages.clientNotFound }).optional(),
});
export type EstimateListQuery = z.output<typeof estimateListQuerySchema>;

export const estimateListResponseSchema = z.object({
  estimates: z.array(estimateSummarySchema),
  totalRecords: z.number(),
});

export const estimateParamsSchema = z.object({ estimateNumber: numberParamSchema });

/** PATCH provider/service-manager/estimates/{n}/status: a status change alone (closing an approved one). */
export const estimateStatusChangeSchema = z.object({
  status: z.enum(ESTIMATE_STATUSES, { error: messages.statusInvalid }),
});
export type EstimateStatusChange = z.infer<typeof estimateStatusChangeSchema>;
