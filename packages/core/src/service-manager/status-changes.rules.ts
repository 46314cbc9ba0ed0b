import type { EstimateStatus, InvoiceStatus } from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/**
 * Where the provider may move an estimate from each status (docs/decisions.md): once sent it never
 * goes back to Draft (the client may have read it); a rejected one may be revised and sent again;
 * an approved one may only be closed; a closed one stays closed.
 */
const ESTIMATE_MOVES: Record<EstimateStatus, readonly EstimateStatus[]> = {
  Draft: ['Draft', 'Sent', 'Approved', 'Closed'],
  Sent: ['Sent', 'Approved', 'Rejected', 'Closed'],
  Rejected: ['Rejected', 'Sent', 'Closed'],
  Approved: ['Approved', 'Closed'],
  Closed: ['Closed'],
};

/** The statuses an estimate in `from` may be given by its provider, itself included. */
export function estimateMovesFrom(from: EstimateStatus): readonly EstimateStatus[] {
  return ESTIMATE_MOVES[from];
}

/** Why the provider may not move an estimate from `from` to `to`, or null when it may. */
export function estimateStatusChangeRefusal(from: EstimateStatus, to: EstimateStatus): string | null {
  if (ESTIMATE_MOVES[from].includes(to)) return null;
  if (to === 'Draft') return messages.sentStaysSent;
  return messages.estimateCannotMove(from, to);
}

/** What is closed is kept as it was: only its status may change. */
export function isEstimateLocked(status: EstimateStatus): boolean {
  return status === 'Closed';
}

/**
 * What the client approved is never changed (issue 36): a change makes the estimate's next version, a
 * Draft to send again, and the approved version stays as approved (and signed) in its approval.
 */
export function editMakesNewVersion(status: EstimateStatus): boolean {
  return status === 'Approved';
}

/** A paid invoice, or one whose payment is on its way, is a record of money: it is kept as it was. */
export function isInvoiceLocked(status: InvoiceStatus): boolean {
  return status === 'Paid' || status === 'Processing';
}

/** Why the provider may not ask for `requested` on an invoice now in `from`, or null when it may. */
export function invoiceStatusChangeRefusal(from: InvoiceStatus, requested: 'Draft' | 'Sent'): string | null {
  if (isInvoiceLocked(from)) return messages.invoiceLocked;
  if (requested === 'Draft' && from !== 'Draft') return messages.sentStaysSent;
  return null;
}

/** The statuses the provider's dialog offers for an estimate saved in `saved` (none for a new one). */
export function estimateStatusChoices(saved?: EstimateStatus): readonly EstimateStatus[] {
  return saved ? estimateMovesFrom(saved) : ['Draft', 'Sent'];
}

/** An invoice past Draft shows where its payments put it: the provider sets only Draft or Sent. */
export function invoiceStatusChoices(saved?: InvoiceStatus): readonly InvoiceStatus[] {
  return saved === undefined || saved === 'Draft' ? ['Draft', 'Sent'] : [saved];
}
