import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandOf, cardRefusal, passesLuhn, passesRoutingChecksum } from './card.rules';
import {
  amountPaidOf,
  chargeFor,
  hasPaymentProcessing,
  invoiceMoneyOf,
  isInvoicePayable,
  refundableOf,
} from './payment-amounts.rules';
import { TEST_CARDS } from './payments.constants';
import { paymentMessages as messages } from './payments.messages';

describe('chargeFor', () => {
  it('asks for the deposit while some of it is due, then for everything due', () => {
    expect(chargeFor({ amountDue: 10_000, depositDue: 2_500 })).toEqual({
      amount: 2_500,
      label: messages.payDeposit,
    });
    expect(chargeFor({ amountDue: 10_000, depositDue: 0 })).toEqual({
      amount: 10_000,
      label: messages.payInvoice,
    });
    // A deposit as large as what is due is simply the invoice.
    expect(chargeFor({ amountDue: 2_000, depositDue: 2_000 })).toEqual({
      amount: 2_000,
      label: messages.payInvoice,
    });
  });
});

describe('amountPaidOf', () => {
  it('adds offline money and payments that went through, less refunds', () => {
    expect(
      amountPaidOf(1_000, [
        { amount: 5_000, tip: 0, status: 'succeeded', refunded: 1_500 },
        { amount: 7_000, tip: 0, status: 'processing', refunded: 0 },
        { amount: 9_000, tip: 0, status: 'failed', refunded: 0 },
      ]),
    ).toBe(4_500);
  });

  it('never depends on the order payments are recorded in', () => {
    const payment = fc.record({
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      tip: fc.constant(0),
      status: fc.constantFrom('processing' as const, 'succeeded' as const, 'failed' as const),
      refunded: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(
        fc.array(payment, { maxLength: 30 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (payments, offline) => {
          const reversed = [...payments].reverse();
          expect(amountPaidOf(offline, reversed)).toBe(amountPaidOf(offline, payments));
          expect(Number.isSafeInteger(amountPaidOf(offline, payments))).toBe(true);
        },
      ),
    );
  });

  it('knows a processing payment, and refunds only what went through', () => {
    expect(hasPaymentProcessing([{ amount: 1, tip: 0, status: 'processing', refunded: 0 }])).toBe(true);
    expect(hasPaymentProcessing([{ amount: 1, tip: 0, status: 'failed', refunded: 0 }])).toBe(false);
    expect(refundableOf({ amount: 5_000, status: 'succeeded', refunded: 2_000 })).toBe(3_000);
    expect(refundableOf({ amount: 5_000, status: 'processing', refunded: 0 })).toBe(0);
  });
});

describe('cards', () => {
  const today = new Date('2026-11-26T00:00:00Z');
  const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' };

  it("takes Stripe's test numbers and checks the Luhn digit", () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardRefusal(card, today)).toBeNull();
    expect(cardRefusal({ ...card, number: '4242 4242 4242 4241' }, today)?.message).toBe(
      messages.cardNumberInvalid,
    );
  });

  it('refuses past expiry and short security codes, in Stripe words', () => {
    expect(cardRefusal({ ...card, expYear: 2025 }, today)?.message).toBe(messages.expiryPast);
    expect(cardRefusal({ ...card, expYear: 2026, expMonth: 10 }, today)?.message).toBe(
      messages.expiryInvalid,
    );
    expect(cardRefusal({ ...card, expYear: 26, expMonth: 11 }, today)).toBeNull();
    expect(cardRefusal({ ...card, cvc: '12' }, today)?.message).toBe(messages.cvcInvalid);
    expect(cardRefusal({ ...card, number: '378282246310005', cvc: '123' }, today)?.field).toBe('cvc');
  });

  it("checks a routing number's ABA digit", () => {
    expect(passesRoutingChecksum('110000000')).toBe(true);
    expect(passesRoutingChecksum('110000001')).toBe(false);
    expect(passesRoutingChecksum('11000000')).toBe(false);
  });

  it('names the brand', () => {
    expect(brandOf('4242 4242 4242 4242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
  });
});

describe('invoiceMoneyOf', () => {
  const base = { total: 10_000, offlinePaid: 0, requested: 'Sent' as const };
  it('is Partial, then Paid, from what went through; Processing while a debit is on its way', () => {
    expect(
      invoiceMoneyOf({ ...base, payments: [{ amount: 2_500, tip: 0, status: 'succeeded', refunded: 0 }] }),
    ).toEqual({
      amountPaid: 2_500,
      amountDue: 7_500,
      status: 'Partial',
    });
    expect(
      invoiceMoneyOf({ ...base, payments: [{ amount: 10_000, tip: 0, status: 'succeeded', refunded: 0 }] })
        .status,
    ).toBe('Paid');
    expect(
      invoiceMoneyOf({ ...base, payments: [{ amount: 10_000, tip: 0, status: 'processing', refunded: 0 }] }),
    ).toEqual({
      amountPaid: 0,
      amountDue: 10_000,
      status: 'Processing',
    });
    // A refund makes money due again.
    expect(
      invoiceMoneyOf({
        ...base,
        payments: [{ amount: 10_000, tip: 0, status: 'succeeded', refunded: 4_000 }],
      }),
    ).toEqual({
      amountPaid: 6_000,
      amountDue: 4_000,
      status: 'Partial',
    });
  });

  it('shows Pay only for a payable status with money due, when the provider takes payments', () => {
    const invoice = { status: 'Sent' as const, amountDue: 100, paymentTypes: ['cc'] };
    expect(isInvoicePayable(invoice, true)).toBe(true);
    expect(isInvoicePayable(invoice, false)).toBe(false);
    expect(isInvoicePayable({ ...invoice, status: 'Processing' }, true)).toBe(false);
    expect(isInvoicePayable({ ...invoice, amountDue: 0 }, true)).toBe(false);
    expect(isInvoicePayable({ ...invoice, paymentTypes: [] }, true)).toBe(false);
  });
});
