import { describe, expect, it } from 'vitest';
import { invoiceStatusFor, totalsOfDocument } from './document-totals.rules';
import { estimateRequestSchema } from './estimates.schemas';

const clientId = '00000000-0000-4000-8000-000000000000';

describe('totalsOfDocument', () => {
  it('reads quantities and percentages from a parsed request into integer totals', () => {
    const request = estimateRequestSchema.parse({
      clientId,
      items: [
        { name: 'Hours', rate: 3_333, quantity: 0.33, tax: true },
        { name: 'Supplies', rate: 1_000, quantity: 2 },
      ],
      taxPercent: 6.125,
      discount: { type: 'fixed', amount: 500, applyTo: 'other' },
    });
    // 33.33 × 0.33 = 10.9989 → $11.00; tax 6.125% of $11.00 = 67.375¢ → 67¢.
    expect(totalsOfDocument(request)).toMatchObject({
      lineTotals: [1_100, 2_000],
      subtotal: 3_100,
      discountAmount: 500,
      tax: 67,
      total: 2_667,
    });
  });

  it('fills the defaults: no tax, every column, a discount named Discount on the taxable lines', () => {
    const request = estimateRequestSchema.parse({
      clientId,
      items: [],
      discount: { type: 'percent', percent: 5 },
    });
    // The status is left to the service: Draft for a new estimate, unchanged for a saved one.
    expect(request.status).toBeUndefined();
    expect(request).toMatchObject({
      taxPercent: 0,
      columns: { nameCol: true, totalCol: true },
      discount: { name: 'Discount', applyTo: 'taxable' },
      deposit: null,
      notes: null,
    });
  });
});

describe('invoiceStatusFor', () => {
  const totals = (total: number, paid: number) => ({
    ...totalsOfDocument({ items: [], taxPercent: 0, discount: null, deposit: null }),
    total,
    amountPaid: paid,
    amountDue: Math.max(0, total - paid),
  });

  it('keeps a Draft, and follows payments once sent', () => {
    expect(invoiceStatusFor('Draft', totals(100, 100))).toBe('Draft');
    expect(invoiceStatusFor('Sent', totals(100, 0))).toBe('Sent');
    expect(invoiceStatusFor('Sent', totals(100, 40))).toBe('Partial');
    expect(invoiceStatusFor('Sent', totals(100, 100))).toBe('Paid');
    expect(invoiceStatusFor('Sent', totals(0, 0))).toBe('Sent');
  });
});
