import { describe, expect, it } from 'vitest';
import { ESTIMATE_STATUSES } from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';
import {
  editMakesNewVersion,
  estimateStatusChangeRefusal,
  estimateStatusChoices,
  invoiceStatusChangeRefusal,
  invoiceStatusChoices,
  isEstimateLocked,
  isInvoiceLocked,
} from './status-changes.rules';

describe('estimate status changes', () => {
  it('never sends a sent estimate back to Draft', () => {
    for (const from of ESTIMATE_STATUSES.filter((status) => status !== 'Draft'))
      expect(estimateStatusChangeRefusal(from, 'Draft')).toBe(messages.sentStaysSent);
  });

  it('lets an approved estimate only be closed, and a closed one stay closed', () => {
    expect(estimateStatusChangeRefusal('Approved', 'Closed')).toBeNull();
    expect(estimateStatusChangeRefusal('Approved', 'Rejected')).toBe(
      messages.estimateCannotMove('Approved', 'Rejected'),
    );
    for (const to of ESTIMATE_STATUSES.filter((status) => status !== 'Closed'))
      expect(estimateStatusChangeRefusal('Closed', to)).not.toBeNull();
  });

  it('lets a rejected estimate be revised and sent again', () => {
    expect(estimateStatusChangeRefusal('Rejected', 'Sent')).toBeNull();
    expect(estimateStatusChangeRefusal('Rejected', 'Approved')).not.toBeNull();
  });

  it('offers in the dialog exactly the moves the server accepts', () => {
    for (const from of ESTIMATE_STATUSES)
      for (const to of ESTIMATE_STATUSES)
        expect(estimateStatusChoices(from).includes(to)).toBe(estimateStatusChangeRefusal(from, to) === null);
    expect(estimateStatusChoices()).toEqual(['Draft', 'Sent']);
  });

  it('locks what is closed; a change of what the client approved makes a new version', () => {
    expect(ESTIMATE_STATUSES.filter(isEstimateLocked)).toEqual(['Closed']);
    expect(ESTIMATE_STATUSES.filter(editMakesNewVersion)).toEqual(['Approved']);
  });
});

describe('invoice status changes', () => {
  it('keeps a sent invoice out of Draft and a paid one as it is', () => {
    expect(invoiceStatusChangeRefusal('Draft', 'Sent')).toBeNull();
    expect(invoiceStatusChangeRefusal('Draft', 'Draft')).toBeNull();
    expect(invoiceStatusChangeRefusal('Sent', 'Draft')).toBe(messages.sentStaysSent);
    expect(invoiceStatusChangeRefusal('Partial', 'Sent')).toBeNull();
    expect(invoiceStatusChangeRefusal('Paid', 'Sent')).toBe(messages.invoiceLocked);
    expect(invoiceStatusChangeRefusal('Processing', 'Sent')).toBe(messages.invoiceLocked);
    expect(isInvoiceLocked('Unknown')).toBe(false);
  });

  it('offers Draft and Sent until sent, then the status payments gave it', () => {
    expect(invoiceStatusChoices()).toEqual(['Draft', 'Sent']);
    expect(invoiceStatusChoices('Draft')).toEqual(['Draft', 'Sent']);
    expect(invoiceStatusChoices('Partial')).toEqual(['Partial']);
  });
});
