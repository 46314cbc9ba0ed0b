import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { describe, expect, it } from 'vitest';
import {
  invoiceStatusAfter,
  outcomeMessages,
  paidElsewhereOutcome,
  stepAfterConfirm,
  UNKNOWN_OUTCOME,
} from './payment-steps';

describe('stepAfterConfirm', () => {
  it('records a payment that went through or is on its way', () => {
    expect(stepAfterConfirm({ status: 'succeeded', error: null })).toEqual({ kind: 'record' });
    expect(stepAfterConfirm({ status: 'processing', error: null })).toEqual({ kind: 'record' });
  });

  it('asks for authentication when the card needs it', () => {
    expect(stepAfterConfirm({ status: 'requires_action', error: null })).toEqual({ kind: 'authenticate' });
  });

  it('shows the processor’s own words for a decline', () => {
    expect(
      stepAfterConfirm({ status: 'requires_payment_method', error: messages.insufficientFunds }),
    ).toEqual({ kind: 'refused', message: messages.insufficientFunds });
    expect(stepAfterConfirm({ status: 'requires_payment_method', error: null })).toEqual({
      kind: 'refused',
      message: messages.declined,
    });
    expect(stepAfterConfirm({ status: 'canceled', error: null })).toEqual({
      kind: 'refused',
      message: messages.failed,
    });
  });
});

describe('after the status check', () => {
  it('shows Paid, Partially Paid, Processing or Unknown', () => {
    expect(invoiceStatusAfter({ status: 'success', isPartialPayment: false })).toBe('Paid');
    expect(invoiceStatusAfter({ status: 'success', isPartialPayment: true })).toBe('Partial');
    expect(invoiceStatusAfter({ status: 'processing', isPartialPayment: false })).toBe('Processing');
    expect(invoiceStatusAfter(UNKNOWN_OUTCOME)).toBe('Unknown');
  });

  it('says what was received, and that the rest is still due after a deposit', () => {
    expect(outcomeMessages({ status: 'success', isPartialPayment: false }, 20_026)).toEqual([
      'Payment of $200.26 received. Thank you!',
    ]);
    expect(outcomeMessages({ status: 'success', isPartialPayment: true }, null)).toEqual([
      messages.paymentReceived,
      messages.restStillDue,
    ]);
    expect(outcomeMessages({ status: 'processing', isPartialPayment: false }, 100)).toEqual([
      messages.processing,
    ]);
    expect(outcomeMessages(UNKNOWN_OUTCOME, 100)).toEqual([messages.statusUnknown]);
  });

  it('names the tip as its own line of what was received (issue 36)', () => {
    expect(outcomeMessages({ status: 'success', isPartialPayment: false }, 23_136, 3_018)).toEqual([
      'Payment of $231.36 received. Thank you!',
      'Tip: $30.18',
    ]);
    expect(outcomeMessages({ status: 'success', isPartialPayment: true }, 5_500, 500)).toEqual([
      'Payment of $55.00 received. Thank you!',
      'Tip: $5.00',
      messages.restStillDue,
    ]);
  });

  it('says the invoice is paid, or paying, when another tab did it meanwhile', () => {
    expect(paidElsewhereOutcome('Sent')).toBeNull();
    expect(paidElsewhereOutcome('Partial')).toBeNull();
    const paid = paidElsewhereOutcome('Paid');
    const paying = paidElsewhereOutcome('Processing');
    if (!paid || !paying) throw new Error('paid elsewhere');
    expect([invoiceStatusAfter(paid), outcomeMessages(paid, 7_777)]).toEqual([
      'Paid',
      [messages.alreadyPaid],
    ]);
    expect([invoiceStatusAfter(paying), outcomeMessages(paying, null)]).toEqual([
      'Processing',
      [messages.alreadyProcessing],
    ]);
  });
});
