import { schedulingMessages } from '../scheduling/scheduling.messages';
import { serviceManagerMessages } from '../service-manager/service-manager.messages';

/**
 * The Client Hub's words: the spec's where it has them (spec 3 §2.4, §8), word for word; ours
 * (docs/decisions.md "Client Hub links") where it is silent.
 */
export const clientHubMessages = {
  /** Links and sessions (spec 3 §2.4 unauthenticated states, §8). */
  invalidLink: (provider: string) =>
    `This link is invalid. Please contact ${provider} to receive a new link.`,
  linkExpired: 'This link has expired.',
  otherError: (provider: string) => `An error occurred. Please contact ${provider} to resolve the issue.`,
  newLinkSentNotice: 'A new link has been sent to your email address.',
  newLinkSent: 'A new secure link has been sent to your email address.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  sessionInvalid: (provider: string) =>
    `Your session is invalid. Please have ${provider} send you a new link`,
  emailNotAssociated: (email: string) => `${email} is not associated with that client hub link`,
  switchFailed: 'Invalid client hub auth token',
  loggedOut: 'You have been logged out of your client hub account',
  availableHubsFailed: 'Error retrieving available client hubs',
  noAccounts: (provider: string) => `No accounts were found for your email address with ${provider}.`,
  pageLoadFailed: serviceManagerMessages.pageLoadFailed,

  /** Sections (spec 3 §8). */
  estimateApproved: 'Estimate approved',
  estimateRejected: 'Estimate rejected',
  requestCanceled: 'Request canceled',
  requestAlreadyCanceled: 'Request is already canceled',
  noEstimates: serviceManagerMessages.noEstimates,
  noRequests: 'No requests found.',
  noPendingInvoices: 'No invoices awaiting payment',
  noPaidInvoices: 'No invoices paid',
  noJobs: serviceManagerMessages.noJobs,
  jobNotFound: serviceManagerMessages.jobNotFound,

  /** Ours. */
  notHubClient: 'Open the secure link your service provider sent you to see this client hub',
  onlyAccount: 'This is your only client hub account.',
  accountsElsewhere: 'Your client hubs with other providers',
  sessionEnded: 'Your client hub session has ended. Please open your link again.',
  cannotApprove: 'This estimate can no longer be approved',
  cannotDecline: 'This estimate can no longer be declined',
  requestCompleted: 'This request is completed and cannot be canceled',
  requestNotFound: 'This request does not exist',
  cancelReasonRequired: 'Please select a reason',
  decisionInvalid: 'The status must be Approved or Rejected',
  clientHasNoEmail: 'This client has no e-mail address. Add one to the client, then send again.',
  sent: (what: string, email: string) => `${what} sent to ${email}`,
  downloadTypeInvalid: 'The type must be estimate, invoice or request',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  /** The hub's Payments (issue 36): a receipt of each payment made online. */
  noHubPayments: 'No payments yet. A receipt of each invoice you pay online appears here.',
  attachmentsTitle: 'Attachments',
  /** A job's visits (issue 33 item 7). */
  jobNotScheduled: schedulingMessages.notScheduledYet,
  noVisitsToCome: 'No visits to come',
} as const;
