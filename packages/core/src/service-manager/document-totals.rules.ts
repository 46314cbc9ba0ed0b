import { percentToThousandths, quantityToHundredths } from '../billing/money.rules';
import { type Adjustment, computeTotals, type DiscountTerms, type Totals } from '../billing/totals.rules';
import type { Deposit, Discount, PricedRequest } from './documents.schemas';
import type { InvoiceStatus } from './service-manager.constants';

/** From a parsed estimate or invoice to its amounts: the schemas' units into the totals' integers. */

/** The schemas have checked the decimals; a value that slips through is a bug, not a rounding. */
function scaled(value: number | null, what: string): number {
  if (value === null) throw new RangeError(`${what} has too many decimals`);
  return value;
}

export function thousandthsOf(percent: number): number {
  return scaled(percentToThousandths(percent), 'percentage');
}

export function hundredthsOf(quantity: number): number {
  return scaled(quantityToHundredths(quantity), 'quantity');
}

function adjustmentOf(terms: Deposit | Discount): Adjustment {
  return terms.type === 'percent'
    ? { type: 'percent', thousandths: thousandthsOf(terms.percent) }
    : { type: 'fixed', amountCents: terms.amount };
}

export function discountTermsOf(discount: Discount | null): DiscountTerms | null {
  return discount ? { ...adjustmentOf(discount), applyTo: discount.applyTo } : null;
}

export function totalsOfDocument(document: PricedRequest, amountPaidCents = 0): Totals {
  return computeTotals({
    lines: document.items.map((item) => ({
      rateCents: item.rate,
      quantityHundredths: hundredthsOf(item.quantity),
      taxable: item.tax,
    })),
    taxThousandths: thousandthsOf(document.taxPercent),
    discount: discountTermsOf(document.discount),
    deposit: document.deposit ? adjustmentOf(document.deposit) : null,
    amountPaidCents,
  });
}

/**
 * An invoice's status from what the provider asked (Draft or Sent) and what has been paid: a Draft
 * stays a Draft; a sent invoice is Paid once nothing is due, Partial once something is paid.
 */
export function invoiceStatusFor(
  requested: 'Draft' | 'Sent',
  totals: Pick<Totals, 'total' | 'amountPaid' | 'amountDue'>,
): InvoiceStatus {
  if (requested === 'Draft') return 'Draft';
  if (totals.total > 0 && totals.amountDue === 0) return 'Paid';
  if (totals.amountPaid > 0) return 'Partial';
  return 'Sent';
}
