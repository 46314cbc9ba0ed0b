import { z } from 'zod';
import {
  BILLING_CYCLES,
  DISCOUNT_APPLY_TO,
  MAX_AMOUNT_CENTS,
  MAX_ITEMS,
  MAX_QUANTITY,
  MAX_RATE_CENTS,
} from '../billing/billing.constants';
import { percentToThousandths, quantityToHundredths } from '../billing/money.rules';
import { isSingleLine, textMessages } from '../platform/text.rules';
import {
  DISCOUNT_NAME_MAX_LENGTH,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/**
 * What estimates and invoices share (spec 3 §3 "Estimate", "Invoice", "Item"): items, discount,
 * deposit, tax. Amounts are integer cents; a quantity has up to 2 decimals and a percentage up to 3.
 * Totals are never read from a request: the server computes them (billing/totals.rules.ts).
 */

const rateMessage = messages.rateInvalid(MAX_RATE_CENTS);
const quantityMessage = messages.quantityInvalid(MAX_QUANTITY);

export const centsSchema = (max: number = MAX_AMOUNT_CENTS) =>
  z
    .number({ error: messages.amountInvalid })
    .int(messages.amountInvalid)
    .min(0, messages.amountInvalid)
    .max(max, messages.amountInvalid);

export const percentSchema = z
  .number({ error: messages.percentInvalid })
  .min(0, messages.percentInvalid)
  .max(100, messages.percentInvalid)
  .refine((percent) => percentToThousandths(percent) !== null, messages.percentInvalid);

export const isoDateSchema = z.iso.date({ error: messages.dateInvalid });

const optionalLongText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** One line of an estimate or invoice; `type: 'sp'` is a subscription billed every week, month or year. */
export const itemRequestSchema = z
  .object({
    name: z
      .string({ error: messages.itemNameRequired })
      .trim()
      .min(1, messages.itemNameRequired)
      .max(ITEM_NAME_MAX_LENGTH, messages.itemNameTooLong(ITEM_NAME_MAX_LENGTH))
      .refine(isSingleLine, textMessages.lineBreak),
    /** Rich text (HTML); the server sanitises it before storing. */
    description: optionalLongText(
      ITEM_DESCRIPTION_MAX_LENGTH,
      messages.itemDescriptionTooLong(ITEM_DESCRIPTION_MAX_LENGTH),
    ),
    /** Cents per unit. */
    rate: z
      .number({ error: rateMessage })
      .int(rateMessage)
      .min(0, rateMessage)
      .max(MAX_RATE_CENTS, rateMessage),
    quantity: z
      .number({ error: quantityMessage })
      .positive(quantityMessage)
      .max(MAX_QUANTITY, quantityMessage)
      // A whole number of hundredths, at least one: 1e-9 is not a quantity.
      .refine((quantity) => (quantityToHundredths(quantity) ?? 0) > 0, quantityMessage),
    /** Taxable (spec 3 §3 "tax (boolean)"). */
    tax: z.boolean().default(false),
    type: z
      .enum(['sp'])
      .nullish()
      .transform((type) => type ?? null),
    billingCycle: z
      .enum(BILLING_CYCLES, { error: messages.billingCycleRequired })
      .nullish()
      .transform((cycle) => cycle ?? null),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'sp' && !item.billingCycle)
      ctx.addIssue({ code: 'custom', path: ['billingCycle'], message: messages.billingCycleRequired });
    if (item.type !== 'sp' && item.billingCycle)
      ctx.addIssue({
        code: 'custom',
        path: ['billingCycle'],
        message: messages.billingCycleOnlyForSubscriptions,
      });
  });
export type ItemRequest = z.output<typeof itemRequestSchema>;

const discountName = z
  .string()
  .trim()
  .max(DISCOUNT_NAME_MAX_LENGTH)
  .refine(isSingleLine, textMessages.lineBreak)
  .default('Discount')
  .transform((name) => name || 'Discount');
const applyTo = z.enum(DISCOUNT_APPLY_TO).default('taxable');

export const discountSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), name: discountName, applyTo, percent: percentSchema }),
  z.object({ type: z.literal('fixed'), name: discountName, applyTo, amount: centsSchema() }),
]);
export type Discount = z.output<typeof discountSchema>;

export const depositSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), percent: percentSchema }),
  z.object({ type: z.literal('fixed'), amount: centsSchema() }),
]);
export type Deposit = z.output<typeof depositSchema>;

/** The terms as answers show them: plain shapes, no defaults or transforms. */
export const discountAnswerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('percent'),
    name: z.string(),
    applyTo: z.enum(DISCOUNT_APPLY_TO),
    percent: z.number(),
  }),
  z.object({
    type: z.literal('fixed'),
    name: z.string(),
    applyTo: z.enum(DISCOUNT_APPLY_TO),
    amount: z.number(),
  }),
]);
export const depositAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent'), percent: z.number() }),
  z.object({ type: z.literal('fixed'), amount: z.number() }),
]);

/** Which columns the document shows (spec 3 §3 "columns"); all shown unless turned off. */
export const columnsSchema = z
  .object({
    nameCol: z.boolean().default(true),
    descriptionCol: z.boolean().default(true),
    rateCol: z.boolean().default(true),
    quantityCol: z.boolean().default(true),
    taxCol: z.boolean().default(true),
    totalCol: z.boolean().default(true),
  })
  .prefault({});
export type Columns = z.output<typeof columnsSchema>;

/** The priced part every estimate and invoice request carries. */
export const pricedFields = {
  items: z.array(itemRequestSchema).max(MAX_ITEMS, messages.tooManyItems(MAX_ITEMS)),
  taxPercent: percentSchema.default(0),
  discount: discountSchema.nullish().transform((value) => value ?? null),
  deposit: depositSchema.nullish().transform((value) => value ?? null),
  notes: optionalLongText(NOTES_MAX_LENGTH, messages.notesTooLong(NOTES_MAX_LENGTH)),
};

/** The parsed priced part, whatever the document. */
export interface PricedRequest {
  items: ItemRequest[];
  taxPercent: number;
  discount: Discount | null;
  deposit: Deposit | null;
}

/** Items are required once a document leaves Draft. */
export function lacksItems(status: string, items: readonly unknown[]): boolean {
  return status !== 'Draft' && items.length === 0;
}

/** The schema's half of `lacksItems`: a status left out is checked by the service once it is known. */
export function requireItemsOutsideDraft(
  document: { status?: string; items: readonly unknown[] },
  ctx: z.RefinementCtx,
): void {
  if (document.status !== undefined && lacksItems(document.status, document.items))
    ctx.addIssue({ code: 'custom', path: ['items'], message: messages.itemsRequired });
}

// ---------------------------------------------------------------------------------------------
// Answers

export const itemSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  rate: z.number(),
  quantity: z.number(),
  tax: z.boolean(),
  total: z.number(),
  type: z.enum(['sp']).nullable(),
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
});
export type Item = z.infer<typeof itemSchema>;

export const attachmentSchema = z.object({
  /** Per document (1, 2 …), never reused: the `{attachmentNumber}` of its download path. */
  number: z.number(),
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  /** The thumbnail sizes it has (spec 3 §3 "thumbnails (125)"): [125] for a picture, [] for a PDF. */
  thumbnails: z.array(z.number()),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Who a document is for, as lists and documents show it. */
export const clientSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  emailAddress: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** The computed amounts of a document, in cents. */
export const documentAmountsSchema = z.object({
  subtotal: z.number(),
  taxableSubtotal: z.number(),
  nonTaxableSubtotal: z.number(),
  discountAmount: z.number(),
  tax: z.number(),
  taxPercent: z.number(),
  total: z.number(),
  depositAmount: z.number(),
});

export const numberParamSchema = z.coerce
  .number({ error: 'Not a number' })
  .int('Not a number')
  .positive('Not a number')
  .max(2_147_483_647, 'Not a number');
