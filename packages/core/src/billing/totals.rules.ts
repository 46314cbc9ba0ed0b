import { type DiscountApplyTo, QUANTITY_SCALE, WHOLE_PERCENT } from './billing.constants';
import { multiplyAndDivide } from './money.rules';

/**
 * The one place an estimate's or invoice's amounts are computed (docs/decisions.md "Service Manager
 * and money"). The server stores what this returns and never a total a client sent.
 *
 * - Each line is rate × quantity, rounded half away from zero to the cent; sums are of rounded lines,
 *   so the order of the items never changes a total.
 * - A discount is taken from its base: the taxable lines ('taxable'), the non-taxable lines
 *   ('non-taxable') or the whole subtotal ('other'), and never exceeds that base. Only a 'taxable'
 *   discount lowers the amount tax is charged on; 'other' is a reduction after tax (a credit or coupon).
 * - Tax is the tax rate of (taxable subtotal − a taxable discount), rounded once.
 * - total = subtotal − discount + tax; a deposit is a share of (or a fixed amount up to) the total;
 *   the amount due is total − amount paid, never below zero.
 */

export interface BillableLine {
  rateCents: number;
  /** The quantity in hundredths (1.25 → 125). */
  quantityHundredths: number;
  /** Taxable line (the item's `tax` flag). */
  taxable: boolean;
}

/** A share in thousandths of a percent (10% → 10,000), or a fixed amount in cents. */
export type Adjustment = { type: 'percent'; thousandths: number } | { type: 'fixed'; amountCents: number };

export type DiscountTerms = Adjustment & { applyTo: DiscountApplyTo };

export interface TotalsInput {
  lines: readonly BillableLine[];
  /** Tax rate in thousandths of a percent (8.25% → 8,250); 0 for none. */
  taxThousandths: number;
  discount: DiscountTerms | null;
  deposit: Adjustment | null;
  /** Payments received so far, in cents. */
  amountPaidCents?: number;
}

export interface Totals {
  /** Each line's amount, in the order of the lines. */
  lineTotals: number[];
  subtotal: number;
  taxableSubtotal: number;
  nonTaxableSubtotal: number;
  discountAmount: number;
  /** What tax is charged on: the taxable subtotal less a taxable discount. */
  taxBase: number;
  tax: number;
  total: number;
  depositAmount: number;
  amountPaid: number;
  amountDue: number;
  /** The part of the deposit not paid yet ('Pay Deposit' while it is above zero, spec 3 §4). */
  depositDue: number;
}

export function lineTotal(line: BillableLine): number {
  return multiplyAndDivide(line.rateCents, line.quantityHundredths, QUANTITY_SCALE);
}

/** A share of `base`, or a fixed amount, never more than `base` (nor below zero). */
export function adjustmentOf(base: number, adjustment: Adjustment | null): number {
  if (!adjustment || base <= 0) return 0;
  const amount =
    adjustment.type === 'percent'
      ? multiplyAndDivide(base, adjustment.thousandths, WHOLE_PERCENT)
      : adjustment.amountCents;
  return Math.min(base, Math.max(0, amount));
}

function discountBase(applyTo: DiscountApplyTo, taxable: number, nonTaxable: number): number {
  if (applyTo === 'taxable') return taxable;
  if (applyTo === 'non-taxable') return nonTaxable;
  return taxable + nonTaxable;
}

export function computeTotals(input: TotalsInput): Totals {
  const lineTotals: number[] = [];
  let taxableSubtotal = 0;
  let nonTaxableSubtotal = 0;
  for (const line of input.lines) {
    const amount = lineTotal(line);
    lineTotals.push(amount);
    if (line.taxable) taxableSubtotal += amount;
    else nonTaxableSubtotal += amount;
  }
  const subtotal = taxableSubtotal + nonTaxableSubtotal;
  const discount = input.discount;
  const discountAmount = discount
    ? adjustmentOf(discountBase(discount.applyTo, taxableSubtotal, nonTaxableSubtotal), discount)
    : 0;
  const taxBase = taxableSubtotal - (discount?.applyTo === 'taxable' ? discountAmount : 0);
  const tax = multiplyAndDivide(taxBase, input.taxThousandths, WHOLE_PERCENT);
  const total = subtotal - discountAmount + tax;
  const depositAmount = adjustmentOf(total, input.deposit);
  const amountPaid = Math.max(0, input.amountPaidCents ?? 0);
  return {
    lineTotals,
    subtotal,
    taxableSubtotal,
    nonTaxableSubtotal,
    discountAmount,
    taxBase,
    tax,
    total,
    depositAmount,
    amountPaid,
    amountDue: Math.max(0, total - amountPaid),
    depositDue: Math.max(0, depositAmount - amountPaid),
  };
}
