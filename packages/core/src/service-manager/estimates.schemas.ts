import { z } from 'zod';
import { isSingleLine, textMessages } from '../platform/text.rules';
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
import {
  ESTIMATE_OPTIONS_MAX,
  ESTIMATE_OPTIONS_MIN,
  ESTIMATE_SORT_FIELDS,
  ESTIMATE_STATUSES,
  OPTION_NAME_MAX_LENGTH,
} from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/** Estimates (spec 3 §3 "Estimate", §4 "Estimate status"), numbered per provider. */

/** One option of an estimate (issue 36): its name, the 'recommended' mark and its own items. */
export const estimateOptionRequestSchema = z.object({
  name: z
    .string({ error: messages.optionNameRequired })
    .trim()
    .min(1, messages.optionNameRequired)
    .max(OPTION_NAME_MAX_LENGTH, messages.optionNameTooLong(OPTION_NAME_MAX_LENGTH))
    .refine(isSingleLine, textMessages.lineBreak),
  recommended: z.boolean().default(false),
  items: pricedFields.items.min(1, messages.optionItemsRequired),
});
export type EstimateOptionRequest = z.output<typeof estimateOptionRequestSchema>;

const optionsMessage = messages.optionsCount(ESTIMATE_OPTIONS_MIN, ESTIMATE_OPTIONS_MAX);

/**
 * POST and PUT provider/service-manager/estimates: the whole estimate; totals are computed, never read.
 * Either `items`, or 2-4 `options` each with its items (and then no `items` of its own); the tax,
 * discount and deposit terms are the estimate's, applied to each option.
 */
export const estimateRequestSchema = z
  .object({
    clientId: z.uuid({ error: messages.clientNotFound }),
    /** Draft for a new estimate; left out of a change, the estimate keeps its status. */
    status: z.enum(ESTIMATE_STATUSES, { error: messages.statusInvalid }).optional(),
    /** Today (the server's date) when left out. */
    estimateDate: isoDateSchema.optional(),
    /**
     * The last day the client may approve it (issue 35); null: none, or for one never sent the company's
     * validity from its first sending. Left out of a change, it stays.
     */
    expiresOn: isoDateSchema.nullable().optional(),
    columns: columnsSchema,
    ...pricedFields,
    items: pricedFields.items.default([]),
    options: z.array(estimateOptionRequestSchema).max(ESTIMATE_OPTIONS_MAX, optionsMessage).default([]),
  })
  .superRefine((estimate, ctx) => {
    if (estimate.expiresOn && estimate.estimateDate && estimate.expiresOn < estimate.estimateDate)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: messages.validUntilBeforeDate });
    if (estimate.options.length === 0) return requireItemsOutsideDraft(estimate, ctx);
    if (estimate.options.length < ESTIMATE_OPTIONS_MIN)
      ctx.addIssue({ code: 'custom', path: ['options'], message: optionsMessage });
    if (estimate.items.length > 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: messages.itemsInOptions });
    if (estimate.options.filter((option) => option.recommended).length > 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: messages.oneRecommended });
  });
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;

/** An option as answers show it: its items and the amounts the estimate's terms give them. */
export const estimateOptionSchema = documentAmountsSchema.omit({ taxPercent: true }).extend({
  /** 1-4: the `optionPosition` the client approves. */
  position: z.number(),
  name: z.string(),
  recommended: z.boolean(),
  /** The one the client chose; the others of an approved estimate were declined with it. */
  approved: z.boolean(),
  items: z.array(itemSchema),
});
export type EstimateOption = z.infer<typeof estimateOptionSchema>;

export const estimateSchema = documentAmountsSchema.extend({
  estimateNumber: z.number(),
  estimateDate: z.string(),
  /** The last day the client may approve it; null: none (yet, if never sent). */
  expiresOn: z.string().nullable(),
  /** When it was first sent to the client; null: never. */
  sentAt: z.string().nullable(),
  status: z.enum(ESTIMATE_STATUSES),
  client: clientSummarySchema,
  /** The estimate's items; none when it has options (each option has its own). */
  items: z.array(itemSchema),
  /**
   * Options (issue 36), in order; empty for an estimate without. The estimate's amounts are those of the
   * approved option, else of the recommended one, else of the first.
   */
  options: z.array(estimateOptionSchema),
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
  /** 1, 2 …: an edit of an approved estimate makes the next version (issue 36). */
  version: z.number(),
  /** The versions the client approved in the hub, oldest first, each downloadable as signed (`?version=`). */
  approvals: z.array(
    z.object({
      version: z.number(),
      optionPosition: z.number().nullable(),
      /** The typed name; null when no signature was asked for. */
      signerName: z.string().nullable(),
      signatureKind: z.enum(['typed', 'drawn']).nullable(),
      approvedAt: z.string(),
      /** SHA-256 (hex) of the approved document's PDF without the signature. */
      documentSha256: z.string(),
    }),
  ),
});
export type Estimate = z.infer<typeof estimateSchema>;
export type EstimateApproval = Estimate['approvals'][number];

/** `?version=`: an approved version of the estimate, as signed (issue 36); left out, the estimate as it is. */
export const estimatePdfQuerySchema = z.object({ version: numberParamSchema.optional() });

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
