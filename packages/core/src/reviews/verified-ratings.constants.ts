import type { InvoiceStatus } from '../service-manager/service-manager.constants';

/**
 * A verified customer's rating of one invoice, made in the Client Hub (spec 3 §1, §4, §7, §9), zod-free
 * for the browser.
 */

/** What a payment rates its invoice until the customer changes it (spec 3 §9 "Auto-rating after payment: 5 stars"). */
export const AUTO_RATING = 5;

/** What the auto-rating call may rate (spec 3 §7 `artifactType`): an invoice. */
export const RATED_ARTIFACT_TYPES = ['invoice'] as const;
export type RatedArtifactType = (typeof RATED_ARTIFACT_TYPES)[number];

/** Something has been paid on these, so the customer has been a customer: the rating may be made. */
export const RATEABLE_INVOICE_STATUSES = ['Paid', 'Partial'] as const satisfies readonly InvoiceStatus[];

/**
 * The hub looks for the customer's rating on these (spec 3 §4 "Paid or Processing invoices load the
 * existing rating"; a Partial one has been paid in part).
 */
export const RATING_SHOWN_STATUSES = [
  'Paid',
  'Partial',
  'Processing',
] as const satisfies readonly InvoiceStatus[];
