import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../service-manager/service-manager.constants';
import { hubInvoiceStatusLabel, isPayableStatus } from './payment-amounts.rules';

describe('the hub’s invoice statuses', () => {
  it('shows Sent as Unpaid and Partial as Partially Paid, the others as they are', () => {
    expect(hubInvoiceStatusLabel('Sent')).toBe('Unpaid');
    expect(hubInvoiceStatusLabel('Partial')).toBe('Partially Paid');
    expect(hubInvoiceStatusLabel('Processing')).toBe('Processing');
    expect(hubInvoiceStatusLabel('Unknown')).toBe('Unknown');
  });

  it('lets only Unpaid and Partially Paid invoices be paid', () => {
    expect(INVOICE_STATUSES.filter(isPayableStatus)).toEqual(['Sent', 'Partial']);
  });
});
