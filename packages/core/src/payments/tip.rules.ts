import { multiplyAndDivide } from '../billing/money.rules';
import { paymentMessages as messages } from './payments.messages';

/** Tips (issue 36 §3.4), zod-free for the browser: integer cents, never part of what an invoice is paid. */

/** The chips the hub offers, in percent of what is being paid. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The largest tip in any case, $1,000.00 (docs/decisions.md "Tips"); also never more than the payment itself. */
export const TIP_MAX_CENTS = 100_000;

/** What the client chose: a percent chip, an amount in cents, or nothing. */
export type TipChoice = { percent: TipPercent } | { amount: number } | null;

/** The tip in cents for `amount` (what the invoice asks now): a percent rounds half up to the cent. */
export function tipOf(amount: number, choice: TipChoice): number {
  if (!choice) return 0;
  if ('percent' in choice) return multiplyAndDivide(amount, choice.percent, 100);
  return choice.amount;
}

/** The most a tip on `amount` may be: the payment itself, at most TIP_MAX_CENTS. */
export function tipLimitOf(amount: number): number {
  return Math.min(amount, TIP_MAX_CENTS);
}

/** Why a tip of `tip` cents on `amount` is refused, or null when it is fine. */
export function tipProblemOf(amount: number, tip: number): string | null {
  if (!Number.isSafeInteger(tip) || tip < 0) return messages.tipNegative;
  const limit = tipLimitOf(amount);
  return tip > limit ? messages.tipTooLarge(limit) : null;
}

/**
 * The tip's share of what was refunded of a payment (issue 36 §3.4): proportional, rounded down, so
 * partial refunds return the invoice part first by the cent and a full refund returns the whole tip.
 */
export function refundedTipOf(payment: { amount: number; tip: number; refunded: number }): number {
  if (payment.tip === 0 || payment.amount === 0) return 0;
  // BigInt division truncates: the floor of tip × refunded / amount, exact however large.
  return Number((BigInt(payment.tip) * BigInt(payment.refunded)) / BigInt(payment.amount));
}

/** What of a payment went to its invoice: the amount less the tip, less the invoice part of its refunds. */
export function appliedToInvoiceOf(payment: { amount: number; tip: number; refunded: number }): number {
  return payment.amount - payment.tip - (payment.refunded - refundedTipOf(payment));
}
