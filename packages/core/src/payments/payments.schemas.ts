import { z } from 'zod';
import { numberParamSchema } from '../service-manager/documents.schemas';
import { pagedQuerySchema } from '../service-manager/paging.schemas';
import { INVOICE_STATUSES } from '../service-manager/service-manager.constants';
import {
  INTENT_STATUSES,
  METHOD_TYPES,
  PAYMENT_CHECK_STATUSES,
  PAYMENT_STATUSES,
  PROCESSORS,
} from './payments.constants';
import { paymentMessages as messages } from './payments.messages';
import { TIP_MAX_CENTS, TIP_PERCENTS, type TipChoice, type TipPercent } from './tip.rules';

/** Online payments (issue 14; spec 3 §7). Amounts are integer cents; ids are the processor's. */

export const processorId = z.string().trim().min(1).max(255);

export const invoiceNumberQuerySchema = z.object({ invoiceNumber: numberParamSchema });

/**
 * The client's tip (issue 36), a chip's percent or their own amount in cents, in a query (strings) or
 * a body; the limit that depends on the amount paid (tipProblemOf) is the service's to check.
 */
const tipFieldsOf = (number: () => z.ZodNumber | z.ZodCoercedNumber<unknown>) => ({
  tipPercent: number()
    .refine((percent) => (TIP_PERCENTS as readonly number[]).includes(percent), messages.tipPercentInvalid)
    .optional(),
  tipAmount: number()
    .int(messages.tipNegative)
    .min(0, messages.tipNegative)
    .max(TIP_MAX_CENTS, messages.tipTooLarge(TIP_MAX_CENTS))
    .optional(),
});
const oneTipChoice = (tip: TipRequest) => tip.tipPercent === undefined || tip.tipAmount === undefined;
const tipError = { error: messages.tipNegative };

/** GET payment-intent's query: the invoice, and the tip when the client chose one. */
export const paymentIntentQuerySchema = invoiceNumberQuerySchema
  .extend(tipFieldsOf(() => z.coerce.number(tipError)))
  .refine(oneTipChoice, { message: messages.tipChoiceTwice, path: ['tipAmount'] });

/** The client's tip as the hub asks for it: a chip's percent or their own cents; neither is no tip. */
export type TipRequest = { tipPercent?: number; tipAmount?: number };

/** The client's choice as the tip rules read it. */
export function tipChoiceOf(tip: TipRequest): TipChoice {
  if (tip.tipPercent !== undefined) return { percent: tip.tipPercent as TipPercent };
  if (tip.tipAmount !== undefined) return { amount: tip.tipAmount };
  return null;
}
export const optionalInvoiceNumberQuerySchema = z.object({ invoiceNumber: numberParamSchema.optional() });

/** GET client-hub/invoice/{uri}/payment-intent: the one live intent for what is due now. */
export const paymentIntentSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** Stripe's publishable key, or null for the built-in processor. */
  publishableKey: z.string().nullable(),
  /** The provider's connected account (Stripe Connect), or null. */
  stripeAccount: z.string().nullable(),
  processor: z.enum(PROCESSORS),
  /** What is charged, in cents: what the invoice asks now plus the tip. */
  amount: z.number(),
  /** The tip in `amount` (issue 36), 0 without one. */
  tip: z.number(),
  /** The provider takes tips: the dialog offers them. */
  tipsEnabled: z.boolean(),
  /** 'Pay Deposit' or 'Pay Invoice' (spec 3 §4). */
  label: z.string(),
  /** The payment types the provider takes on this invoice, as the processor names them. */
  methodTypes: z.array(z.enum(METHOD_TYPES)),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentSchema>;

export const intentOfInvoiceSchema = z.object({
  paymentIntentId: processorId,
  invoiceNumber: numberParamSchema,
});

export const chargeSavedMethodSchema = z
  .object({
    paymentMethodId: processorId,
    invoiceNumber: numberParamSchema,
    autoPay: z.boolean().default(false),
    /**
     * Ours: the amount the dialog showed, in cents. When the invoice asks another now (another tab paid
     * the deposit), nothing is charged: the client pays only an amount they saw.
     */
    amount: z
      .number({ error: messages.amountChanged })
      .int(messages.amountChanged)
      .min(1, messages.amountChanged)
      .optional(),
    ...tipFieldsOf(() => z.number(tipError)),
  })
  .refine(oneTipChoice, { message: messages.tipChoiceTwice, path: ['tipAmount'] });

/** check-payment-status and charge-saved-method (spec 3 §7). */
export const paymentCheckSchema = z.object({
  status: z.enum(PAYMENT_CHECK_STATUSES),
  isPartialPayment: z.boolean(),
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

/** GET client-hub/invoice/{uri}/status (ours): the status the page shows, to hear when it is another. */
export const invoiceStatusWaitQuerySchema = invoiceNumberQuerySchema.extend({
  seen: z.enum(INVOICE_STATUSES),
});
export const invoiceStatusSchema = z.object({ status: z.enum(INVOICE_STATUSES) });

export const deleteIntentParamsSchema = z.object({
  uri: z.string().trim().min(1).max(200),
  paymentIntentId: processorId,
});
export const deleteMethodParamsSchema = z.object({ uri: z.string().trim().min(1).max(200), id: processorId });

/** Spec 3 §3 "Payment method". */
export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(METHOD_TYPES),
  card: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() })
    .optional(),
  us_bank_account: z.object({ bankName: z.string(), last4: z.string() }).optional(),
  /** Future invoices of this provider are charged to it when they are sent. */
  autoPay: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

export const messageSchema = z.object({ message: z.string() });

// The built-in processor's browser calls (Stripe.js's part)

const digits = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), message));

/** A new card typed into the built-in processor's form (Stripe Elements' part). */
export const builtinCardSchema = z.object({
  type: z.literal('card'),
  number: digits(12, 19, messages.cardNumberInvalid),
  expMonth: z.number({ error: messages.expiryInvalid }).int(messages.expiryInvalid),
  expYear: z.number({ error: messages.expiryInvalid }).int(messages.expiryInvalid),
  cvc: z.string().trim().max(4, messages.cvcInvalid),
  postalCode: z.string().trim().max(10).optional(),
});
export type BuiltinCard = z.infer<typeof builtinCardSchema>;

export const builtinMethodSchema = z.discriminatedUnion('type', [
  builtinCardSchema,
  z.object({
    type: z.literal('us_bank_account'),
    accountHolderName: z
      .string({ error: messages.accountHolderRequired })
      .trim()
      .min(1, messages.accountHolderRequired)
      .max(100),
    routingNumber: digits(9, 9, messages.routingInvalid),
    accountNumber: digits(4, 17, messages.accountInvalid),
  }),
  z.object({ type: z.literal('saved'), paymentMethodId: processorId }),
]);
export type BuiltinMethod = z.infer<typeof builtinMethodSchema>;

export const builtinConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1).max(255),
  method: builtinMethodSchema,
  /** Keep the method for later payments (Stripe's setup_future_usage). */
  saveMethod: z.boolean().default(false),
});
export const builtinAuthenticateSchema = z.object({
  clientSecret: z.string().trim().min(1).max(255),
  outcome: z.enum(['approve', 'fail']),
});
export const intentParamsSchema = z.object({ intentId: processorId });

/** What confirming answers: the intent's new status, and the processor's words when it failed. */
export const builtinConfirmResultSchema = z.object({
  status: z.enum(INTENT_STATUSES),
  /** The decline or failure message, shown as the processor gives it (spec 3 §8). */
  error: z.string().nullable(),
});
export type BuiltinConfirmResult = z.infer<typeof builtinConfirmResultSchema>;

// The provider's side (ours)

export const paymentsAccountSchema = z.object({
  processor: z.enum(PROCESSORS),
  /** Online payments are on: the hub shows Pay. */
  enabled: z.boolean(),
  /** Stripe: the connected account, and where its owner finishes onboarding. */
  accountId: z.string().nullable(),
  onboardingUrl: z.string().nullable(),
  payoutsEnabled: z.boolean(),
  /** The caller may turn payments on and refund (the owner). */
  canManage: z.boolean(),
  /** Clients may add a tip when they pay (issue 36). */
  tipsEnabled: z.boolean(),
});
export type PaymentsAccount = z.infer<typeof paymentsAccountSchema>;

export const providerPaymentSchema = z.object({
  id: z.string(),
  invoiceNumber: z.number(),
  clientName: z.string(),
  amount: z.number(),
  /** The tip in `amount` (issue 36), 0 without one; never applied to the invoice. */
  tip: z.number(),
  refunded: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  methodType: z.enum(METHOD_TYPES),
  methodLabel: z.string(),
  createdAt: z.string(),
  failureMessage: z.string().nullable(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

export const PAYMENT_SORT_FIELDS = ['createdAt', 'amount'] as const;
export const paymentListQuerySchema = pagedQuerySchema(PAYMENT_SORT_FIELDS, 'createdAt').extend({
  invoiceNumber: numberParamSchema.optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
export const paymentListSchema = z.object({
  payments: z.array(providerPaymentSchema),
  totalRecords: z.number(),
});

/** PUT payments/tips (issue 36): the owner turns tipping on or off. */
export const tipsSettingSchema = z.object({ enabled: z.boolean() });

export const paymentParamsSchema = z.object({ paymentId: z.uuid({ error: messages.paymentNotFound }) });
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: messages.refundAmountInvalid })
    .int(messages.refundAmountInvalid)
    .min(1, messages.refundAmountInvalid),
});
