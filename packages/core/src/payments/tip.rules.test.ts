import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountPaidOf } from './payment-amounts.rules';
import { paymentMessages as messages } from './payments.messages';
import { appliedToInvoiceOf, refundedTipOf, TIP_MAX_CENTS, tipOf, tipProblemOf } from './tip.rules';

describe('tipOf', () => {
  it('takes 10, 15 or 20 % of what is paid, rounded half up to the cent', () => {
    expect(tipOf(20_118, { percent: 15 })).toBe(3_018); // 3017.7
    expect(tipOf(20_118, { percent: 10 })).toBe(2_012); // 2011.8
    expect(tipOf(20_118, { percent: 20 })).toBe(4_024); // 4023.6
    expect(tipOf(10, { percent: 15 })).toBe(2); // 1.5 rounds up
    expect(tipOf(1, { percent: 10 })).toBe(0); // 0.1 rounds down
    expect(tipOf(5_000, { amount: 725 })).toBe(725);
    expect(tipOf(5_000, null)).toBe(0);
  });
});

describe('tipProblemOf', () => {
  it('refuses a tip below zero, a fraction of a cent, or above the payment or $1,000', () => {
    expect(tipProblemOf(5_000, -1)).toBe(messages.tipNegative);
    expect(tipProblemOf(5_000, 1.5)).toBe(messages.tipNegative);
    expect(tipProblemOf(5_000, 5_001)).toBe(messages.tipTooLarge(5_000));
    expect(tipProblemOf(500_000, TIP_MAX_CENTS + 1)).toBe(messages.tipTooLarge(TIP_MAX_CENTS));
    expect(messages.tipTooLarge(TIP_MAX_CENTS)).toBe('A tip can be at most $1,000.00');
    expect(tipProblemOf(5_000, 0)).toBeNull();
    expect(tipProblemOf(5_000, 5_000)).toBeNull();
    expect(tipProblemOf(500_000, TIP_MAX_CENTS)).toBeNull();
  });
});

describe('refunds of a tipped payment', () => {
  const payment = { amount: 23_136, tip: 3_018 };

  it('a full refund returns the whole tip, and the invoice loses only its own part', () => {
    expect(refundedTipOf({ ...payment, refunded: 23_136 })).toBe(3_018);
    expect(appliedToInvoiceOf({ ...payment, refunded: 23_136 })).toBe(0);
    expect(appliedToInvoiceOf({ ...payment, refunded: 0 })).toBe(20_118);
  });

  it('a partial refund returns its proportional share of the tip, rounded down', () => {
    // 3018 × 10000 / 23136 = 1304.4…
    expect(refundedTipOf({ ...payment, refunded: 10_000 })).toBe(1_304);
    expect(appliedToInvoiceOf({ ...payment, refunded: 10_000 })).toBe(20_118 - (10_000 - 1_304));
  });

  it('however it is refunded, the tip share stays within the tip and the invoice part within the invoice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: TIP_MAX_CENTS }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (invoicePart, rawTip, fraction) => {
          const tip = Math.min(rawTip, invoicePart);
          const amount = invoicePart + tip;
          const refunded = Math.floor(amount * fraction);
          const share = refundedTipOf({ amount, tip, refunded });
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(Math.min(tip, refunded));
          const applied = appliedToInvoiceOf({ amount, tip, refunded });
          expect(applied).toBeGreaterThanOrEqual(0);
          expect(applied).toBeLessThanOrEqual(invoicePart);
        },
      ),
    );
  });

  it('is never counted in what the invoice was paid', () => {
    expect(amountPaidOf(0, [{ ...payment, status: 'succeeded', refunded: 0 }])).toBe(20_118);
    expect(amountPaidOf(0, [{ ...payment, status: 'succeeded', refunded: 23_136 }])).toBe(0);
  });
});
