import {
  DOCUMENT_TYPES,
  type EstimateStatus,
  type InvoiceStatus,
} from '../service-manager/service-manager.constants';

/** The Client Hub's constants (spec 3 §2.4, §4, §9), zod-free for the browser. */

/** A secure link opens the hub for this many days after it was sent. */
export const CLIENT_HUB_LINK_DAYS = 7;

/** The statuses a client may give an estimate (spec 3 §7 `PATCH client-hub/estimate`, body status). */
export const ESTIMATE_DECISIONS = ['Approved', 'Rejected'] as const satisfies readonly EstimateStatus[];
export type EstimateDecision = (typeof ESTIMATE_DECISIONS)[number];

/** The two invoice tables (spec 3 §2.4 "invoices"): 'Awaiting payment' and 'Paid'. */
export const HUB_INVOICE_FILTERS = ['pending', 'paid'] as const;
export type HubInvoiceFilter = (typeof HUB_INVOICE_FILTERS)[number];
export const INVOICE_STATUSES_OF: Record<HubInvoiceFilter, readonly InvoiceStatus[]> = {
  pending: ['Sent', 'Partial', 'Processing', 'Unknown'],
  paid: ['Paid'],
};

/** Page sizes (spec 3 §9): pending invoices 5 (5/15/30); estimates, requests, jobs and paid invoices 10. */
export const PENDING_INVOICE_PAGE_SIZES = [5, 15, 30] as const;
export const DEFAULT_PENDING_INVOICE_ROWS = 5;

/** Request status (spec 3 §4): the cancel button is hidden for these two. */
export const REQUEST_CANCELED = 'Canceled';
export const REQUEST_COMPLETED = 'Completed';
/** Who closed a request (spec 3 §7 `closedByUserType`): 'c' the client. */
export const CLOSED_BY_CLIENT = 'c';

/** The 7 cancellation reasons (spec 2 §3 "Option lists"), as stored in `closedReason`. */
export const REQUEST_CANCEL_REASONS = [
  { value: 'found-another-provider', label: 'Found another provider' },
  { value: 'no-longer-needed', label: 'No longer need service' },
  { value: 'no-reply-in-time', label: 'No reply in time' },
  { value: 'price-too-high', label: 'Price too high' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'made-by-mistake', label: 'Made by mistake' },
  { value: 'other', label: 'Other' },
] as const;
export type RequestCancelReason = (typeof REQUEST_CANCEL_REASONS)[number]['value'];
export const REQUEST_CANCEL_REASON_VALUES = REQUEST_CANCEL_REASONS.map((reason) => reason.value) as [
  RequestCancelReason,
  ...RequestCancelReason[],
];

/** The `{type}` of `GET client-hub/download/{uri}/{type}/{number}/{attachmentNumber}/{name}` (spec 3 §7). */
export const HUB_DOWNLOAD_TYPES = [...DOCUMENT_TYPES, 'request'] as const;
export type HubDownloadType = (typeof HUB_DOWNLOAD_TYPES)[number];
