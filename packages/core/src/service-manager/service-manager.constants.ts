/** The Service Manager's states and page sizes (spec 3 §4, §9), zod-free for the browser. */

/**
 * Estimate status: the Client Hub sees Approved, Rejected and Closed (spec 3 §4); Draft (not shown
 * to the client yet) and Sent are the provider's own.
 */
export const ESTIMATE_STATUSES = ['Draft', 'Sent', 'Approved', 'Rejected', 'Closed'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/**
 * Invoice status (spec 3 §4): Sent (shown as Unpaid), Partial, Paid, Processing, Unknown; plus the
 * provider's Draft. The provider sets Draft or Sent; Partial and Paid follow from the amount paid.
 */
export const INVOICE_STATUSES = ['Draft', 'Sent', 'Partial', 'Paid', 'Processing', 'Unknown'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PROVIDER_INVOICE_STATUSES = ['Draft', 'Sent'] as const satisfies readonly InvoiceStatus[];

/** Job status (spec 3 §4), as the spec spells them. */
export const JOB_STATUSES = ['completed', 'in-progress', 'scheduled', 'unscheduled', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Payment types an invoice may allow (spec 3 §3): card and US bank account. */
export const PAYMENT_TYPES = ['cc', 'ach'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Page sizes (spec 3 §9): 10 by default, options 10/25/50; lists sort by number, newest first. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** A hand-written call may ask for up to this many rows. */
export const MAX_PAGE_SIZE = 100;
/** PrimeReact's sortOrder: 1 ascending, -1 descending. */
export const SORT_ORDERS = [1, -1] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const CLIENT_SORT_FIELDS = ['createdAt', 'lastName', 'companyName', 'emailAddress'] as const;
export const ESTIMATE_SORT_FIELDS = ['estimateNumber', 'estimateDate', 'status', 'total'] as const;
export const INVOICE_SORT_FIELDS = [
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'status',
  'total',
  'amountDue',
] as const;
export const JOB_SORT_FIELDS = ['jobNumber', 'startDate', 'status', 'total'] as const;

export const NOTES_MAX_LENGTH = 5000;
export const ITEM_NAME_MAX_LENGTH = 200;
export const ITEM_DESCRIPTION_MAX_LENGTH = 5000;
export const DISCOUNT_NAME_MAX_LENGTH = 100;
/** Estimate options (issue 36): Good / Better / Best, two to four, each named. */
export const ESTIMATE_OPTIONS_MIN = 2;
export const ESTIMATE_OPTIONS_MAX = 4;
export const OPTION_NAME_MAX_LENGTH = 40;
export const JOB_TITLE_MAX_LENGTH = 200;
export const CLIENT_SEARCH_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 100;

/** The documents files are attached to; also the `{type}` of a Client Hub download (with 'request'). */
export const DOCUMENT_TYPES = ['estimate', 'invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Files one estimate or invoice may carry (ours: as many as a pricing request's photos). */
export const DOCUMENT_ATTACHMENTS_MAX = 10;
/** Bytes one attached file may have: a pricing request photo's 25 MB (spec 2 §9). */
export const DOCUMENT_ATTACHMENT_MAX_BYTES = 26_214_400;
/**
 * What may be attached, by type, with the file name extensions each type goes by (the first is added to
 * a name without one of them). The server judges the bytes (sharp, a PDF's header), never the name.
 */
export const ATTACHMENT_EXTENSIONS = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
} as const;
export type AttachmentContentType = keyof typeof ATTACHMENT_EXTENSIONS;
export const DOCUMENT_ATTACHMENT_MIME_TYPES = Object.keys(ATTACHMENT_EXTENSIONS) as AttachmentContentType[];
/** The longest file name kept (the multipart reader cuts at this too). */
export const ATTACHMENT_NAME_MAX_LENGTH = 255;
/** The attachment thumbnail's edge in pixels (spec 3 §3 "thumbnails (125)", §9). */
export const ATTACHMENT_THUMBNAIL_SIZE = 125;
