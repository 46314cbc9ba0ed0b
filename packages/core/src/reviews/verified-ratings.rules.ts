import type { InvoiceStatus } from '../service-manager/service-manager.constants';
import { RATEABLE_INVOICE_STATUSES, RATING_SHOWN_STATUSES } from './verified-ratings.constants';

/** When a Client Hub customer's rating may be made and is shown (spec 3 §4 "Auto-rating"). */

/** Something was paid on the invoice: only then does a payment rate it. */
export function isRateableInvoice(status: InvoiceStatus): boolean {
  return (RATEABLE_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);
}

/** The hub's invoice view looks for the customer's rating. */
export function showsInvoiceRating(status: InvoiceStatus): boolean {
  return (RATING_SHOWN_STATUSES as readonly InvoiceStatus[]).includes(status);
}
