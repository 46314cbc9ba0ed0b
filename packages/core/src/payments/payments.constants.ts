/** Online payments (issue 14; spec 3 §4 "Invoice status", §7 payment calls), zod-free for the browser. */

/** A processor's payment intent, as Stripe names its states (the built-in processor keeps the same). */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** An intent that can still be paid: the one an invoice reuses for the same amount. */
export const LIVE_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
] as const satisfies readonly IntentStatus[];

/** A payment we recorded: processing (a bank debit on its way), then succeeded or failed. */
export const PAYMENT_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a client pays (spec 3 §3 "Payment method"); the invoice's `paymentTypes` say cc and ach. */
export const METHOD_TYPES = ['card', 'us_bank_account'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];
export const METHOD_TYPE_OF_PAYMENT_TYPE = { cc: 'card', ach: 'us_bank_account' } as const satisfies Record<
  'cc' | 'ach',
  MethodType
>;

/**
 * How long the hub's wait for an invoice's status holds an unchanged answer back, in seconds: under the
 * usual 30 s idle timeouts of proxies, and long enough that a page showing Processing asks a few times a minute.
 */
export const INVOICE_STATUS_WAIT_SECONDS = 25;

/** What check-payment-status and charge-saved-method answer (spec 3 §7). */
export const PAYMENT_CHECK_STATUSES = ['success', 'processing'] as const;
export type PaymentCheckStatus = (typeof PAYMENT_CHECK_STATUSES)[number];

/**
 * Stripe's test numbers, which the built-in processor honours the same way: any future expiry and
 * any CVC. Other card numbers that pass the Luhn check succeed like 4242.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000009995',
  needsAuthentication: '4000002500003155',
  /** Saves fine, every charge to it fails: how a renewal failure is tried (Stripe's 0341). */
  chargeFails: '4000000000000341',
} as const;
/** Stripe's test bank account: routing 110000000; this account settles, the other fails on settling. */
export const TEST_BANK = {
  routingNumber: '110000000',
  settles: '000123456789',
  fails: '000111111116',
} as const;

/** The processors: Stripe when its keys are set, otherwise the built-in test processor. */
export const PROCESSORS = ['builtin', 'stripe'] as const;
export type ProcessorName = (typeof PROCESSORS)[number];

/** Currency of every amount (spec 3 §9). */
export const CURRENCY = 'usd';
