import { z } from 'zod';
import { PROCESSORS } from '../payments/payments.constants';
import { builtinCardSchema, processorId } from '../payments/payments.schemas';
import { numberParamSchema } from '../service-manager/documents.schemas';
import { PLAN_ITEM_KEYS } from './plans.catalog';
import { MAX_CLOCK_DAYS, PLAN_ITEM_STATES, PLAN_STATUSES } from './plans.constants';
import { planMessages as messages } from './plans.messages';

export const planItemKeySchema = z.enum(PLAN_ITEM_KEYS);

/** The paid items the owner wants: at least one, each once. */
export const planItemsSchema = z.object({
  items: z
    .array(planItemKeySchema)
    .max(PLAN_ITEM_KEYS.length)
    .transform((items) => [...new Set(items)])
    .refine((items) => items.length > 0, messages.noItems),
});

export const checkoutParamsSchema = z.object({ checkoutId: processorId });
export const receiptParamsSchema = z.object({ number: numberParamSchema });
export const clockSchema = z.object({ days: z.number().int().min(1).max(MAX_CLOCK_DAYS) });

/** A checkout to finish: Stripe Checkout's page (`url`), or the built-in card form (`clientSecret`). */
export const checkoutSchema = z.object({
  checkoutId: z.string(),
  url: z.string().nullable(),
  clientSecret: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

const cardSummarySchema = z.object({ brand: z.string(), last4: z.string() });

export const planItemViewSchema = z.object({
  key: planItemKeySchema,
  name: z.string(),
  priceCents: z.number().int(),
  priceLabel: z.string(),
  summary: z.string(),
  includes: z.array(z.string()),
  state: z.enum(PLAN_ITEM_STATES),
});

export const receiptSummarySchema = z.object({
  number: z.number().int(),
  amountCents: z.number().int(),
  description: z.string(),
  paidAt: z.string(),
  card: cardSummarySchema.nullable(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

export const planViewSchema = z.object({
  processor: z.enum(PROCESSORS),
  status: z.enum(PLAN_STATUSES),
  items: z.array(planItemViewSchema),
  /** What the subscription pays for, in catalogue order. */
  paidItems: z.array(planItemKeySchema),
  monthlyTotalCents: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When a failed renewal is still unpaid: the last day before the plan goes back to the free listing. */
  graceEndsAt: z.string().nullable(),
  lastError: z.string().nullable(),
  card: cardSummarySchema.nullable(),
  trialEndsAt: z.string().nullable(),
  /** The built-in processor's test clock for this company (null with Stripe). */
  testClockNow: z.string().nullable(),
  receipts: z.array(receiptSummarySchema),
});
export type PlanView = z.infer<typeof planViewSchema>;

export const planChangeSchema = z.object({ message: z.string(), plan: planViewSchema });
export type PlanChange = z.infer<typeof planChangeSchema>;

/** The built-in checkout form's submit: the session's secret and a card. */
export const builtinCheckoutConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1).max(255),
  card: builtinCardSchema,
});
export const builtinCheckoutResultSchema = z.object({
  status: z.enum(['open', 'complete']),
  /** The decline, in the processor's words. */
  error: z.string().nullable(),
});
export type BuiltinCheckoutResult = z.infer<typeof builtinCheckoutResultSchema>;
