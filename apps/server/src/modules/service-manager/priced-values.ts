import { lineTotal, type Totals } from '@porchlight/core/billing/totals.rules';
import {
  discountTermsOf,
  hundredthsOf,
  thousandthsOf,
  totalsOfDocument,
} from '@porchlight/core/service-manager/document-totals.rules';
import type { Deposit, Discount, PricedRequest } from '@porchlight/core/service-manager/documents.schemas';
import { sanitizeOfferHtml } from '../platform/rich-text';
import type { ItemValues, StoredDeposit, StoredDiscount } from './estimates.repository';

/**
 * What an estimate or invoice request becomes in its rows: items with their line totals, the terms in
 * integers and the amounts, all from the core totals (a total sent by the caller is never read).
 */
export function pricedValuesOf(request: PricedRequest, amountPaidCents = 0) {
  const totals = totalsOfDocument(request, amountPaidCents);
  const items = itemValuesOf(request.items);
  return { totals, items, values: { ...storedTerms(request), ...amountColumns(totals) } };
}

/** The lines as stored: their line totals, the description sanitised. */
export function itemValuesOf(requested: PricedRequest['items']): ItemValues[] {
  return requested.map((item, position) => {
    const line = { rateCents: item.rate, quantityHundredths: hundredthsOf(item.quantity), taxable: item.tax };
    return {
      position,
      name: item.name,
      // Rich text is stored only after the offer-description policy (formatting and links) cleaned it.
      description: item.description ? sanitizeOfferHtml(item.description) || null : null,
      ...line,
      totalCents: lineTotal(line),
      type: item.type,
      billingCycle: item.billingCycle,
    };
  });
}

export function storedTerms(request: PricedRequest) {
  const discount = discountTermsOf(request.discount);
  return {
    taxThousandths: thousandthsOf(request.taxPercent),
    discount:
      request.discount && discount ? ({ ...discount, name: request.discount.name } as StoredDiscount) : null,
    deposit: storedDeposit(request.deposit),
  };
}

function storedDeposit(deposit: Deposit | null): StoredDeposit | null {
  if (!deposit) return null;
  return deposit.type === 'percent'
    ? { type: 'percent', thousandths: thousandthsOf(deposit.percent) }
    : { type: 'fixed', amountCents: deposit.amount };
}

export function amountColumns(totals: Totals) {
  return {
    subtotal: totals.subtotal,
    taxableSubtotal: totals.taxableSubtotal,
    nonTaxableSubtotal: totals.nonTaxableSubtotal,
    discountAmount: totals.discountAmount,
    tax: totals.tax,
    total: totals.total,
    depositAmount: totals.depositAmount,
  };
}

/** The stored terms as the API spells them (percentages back from thousandths). */
export function discountOf(stored: StoredDiscount | null): Discount | null {
  if (!stored) return null;
  return stored.type === 'percent'
    ? { type: 'percent', name: stored.name, applyTo: stored.applyTo, percent: stored.thousandths / 1000 }
    : { type: 'fixed', name: stored.name, applyTo: stored.applyTo, amount: stored.amountCents };
}

export function depositOf(stored: StoredDeposit | null): Deposit | null {
  if (!stored) return null;
  return stored.type === 'percent'
    ? { type: 'percent', percent: stored.thousandths / 1000 }
    : { type: 'fixed', amount: stored.amountCents };
}
