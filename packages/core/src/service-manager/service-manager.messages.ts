import { formatCents } from '../billing/money.rules';
import { DOCUMENT_ATTACHMENT_MAX_BYTES, DOCUMENT_ATTACHMENTS_MAX } from './service-manager.constants';

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * The Service Manager's words: the spec's where it has them (spec 3 §8), word for word; ours
 * (docs/decisions.md "Service Manager and money") where it is silent.
 */
export const serviceManagerMessages = {
  /** Empty states and the page-load failure (spec 3 §8), shared with the Client Hub's lists. */
  noEstimates: 'No estimates found.',
  noJobs: 'No jobs found. Use the New button above to get started.',
  pageLoadFailed: 'We are unable to retrieve your information at this time. Please try again later.',

  /** Ours. */
  notMember: "Only the company's owner or managers can use its Service Manager",
  noClients: 'No clients yet. Add one, or convert a pricing request.',
  clientNotFound: 'This client does not exist',
  clientInUse: 'This client has estimates, invoices or jobs and cannot be deleted',
  clientDeleted: 'Client deleted',
  clientSaved: 'Client saved',
  estimateSaved: 'Estimate saved',
  invoiceSaved: 'Invoice saved',
  jobSaved: 'Job updated',
  noInvoices: 'No invoices yet. Create one, or bill an approved estimate.',
  errorTitle: 'Service Manager Error',
  requestConverted: (estimateNumber: number) =>
    `Estimate #${thousands(estimateNumber)} created from this request`,
  estimateNotFound: 'This estimate does not exist',
  invoiceNotFound: 'This invoice does not exist',
  jobNotFound: 'This job does not exist',
  requestNotFound: 'This request does not exist',
  alreadyConverted: (estimateNumber: number) =>
    `This request was already converted to estimate #${thousands(estimateNumber)}`,
  firstNameRequired: 'A first name is required',
  billingAddressRequired: 'A billing address is required when billing is separate',
  itemsRequired: 'Add at least one item',
  tooManyItems: (max: number) => `An estimate or invoice can have at most ${thousands(max)} items`,
  itemNameRequired: 'Each item needs a name',
  itemNameTooLong: (max: number) => `Item names must be ${thousands(max)} characters or less`,
  itemDescriptionTooLong: (max: number) => `Item descriptions must be ${thousands(max)} characters or less`,
  rateInvalid: (maxCents: number) => `The rate must be whole cents from $0.00 to ${formatCents(maxCents)}`,
  quantityInvalid: (max: number) =>
    `The quantity must be more than 0 and at most ${thousands(max)}, with up to 2 decimals`,
  percentInvalid: 'Percentages must be from 0 to 100, with up to 3 decimals',
  amountInvalid: 'Amounts must be whole cents, not negative',
  billingCycleRequired: 'A subscription item needs a billing cycle (w, m or y)',
  billingCycleOnlyForSubscriptions: 'Only subscription items have a billing cycle',
  notesTooLong: (max: number) => `Notes must be ${thousands(max)} characters or less`,
  dateInvalid: 'Dates are written YYYY-MM-DD',
  dueBeforeInvoiceDate: 'The due date cannot be before the invoice date',
  amountPaidTooHigh: 'The amount paid cannot be more than the invoice total',
  jobTitleRequired: 'A job needs a title',
  statusInvalid: 'That status is not one of the allowed values',
  /** Issue 33: a job with visits takes its status from them; by hand it is only closed or reopened. */
  jobStatusFollowsVisits: "This job's status follows its visits: close it, or change its visits.",
  sortOrderInvalid: 'sortOrder must be 1 or -1',
  nothingToChange: 'Nothing to change',
  sentStaysSent: 'An estimate or invoice that was sent cannot go back to Draft',
  estimateCannotMove: (from: string, to: string) => `An estimate that is ${from} cannot become ${to}`,
  estimateLocked: 'A closed estimate can no longer be changed',
  invoiceLocked: 'A paid invoice, or one with a payment processing, can no longer be changed',
  changedMeanwhile: 'This was changed by someone else meanwhile. Reload it and try again.',
  statusSaved: 'Status saved',
  /** Estimate options (issue 36). */
  optionItemsRequired: 'An option needs at least one item.',
  optionsCount: (min: number, max: number) => `An estimate has ${min} to ${max} options, or none`,
  optionNameRequired: 'Each option needs a name',
  optionNameTooLong: (max: number) => `Option names must be ${max} characters or less`,
  oneRecommended: 'Only one option can be recommended',
  itemsInOptions: 'An estimate with options keeps its items in its options',
  optionRequired: 'Choose one of the options to approve',
  optionNotFound: 'This estimate has no such option',
  /** An estimate's last day to approve it (issue 35, estimates.expires_on). */
  validUntilLabel: 'Valid until',
  validUntilUnsent: "Left empty, it is set when you send it, by your company's validity (Automatic messages)",
  validUntilSent: 'Left empty, it never expires',
  validUntilBeforeDate: 'Valid until cannot be before the estimate date',
  /** Attachments of an estimate or invoice. */
  attachmentRejected: `Only JPG, PNG, WEBP or PDF files of up to ${DOCUMENT_ATTACHMENT_MAX_BYTES / 1_048_576} MB can be attached`,
  tooManyAttachments: `An estimate or invoice can have at most ${DOCUMENT_ATTACHMENTS_MAX} attachments`,
  attachmentNotFound: 'This attachment does not exist',
  documentTypeInvalid: 'The type must be estimate or invoice',
  attachmentsAdded: 'Files attached',
  attachmentDeleted: 'Attachment deleted',
  attachmentsTitle: 'Attachments',
  noAttachments: 'No files attached yet.',
  attachPrompt: 'Drop files here or click to attach them',
  deleteAttachment: (name: string) => `Delete ${name}? The client will no longer see it.`,
} as const;
