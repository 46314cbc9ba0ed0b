import { describe, expect, it } from 'vitest';
import { intentStatusOf } from './stripe-objects';

describe('intentStatusOf', () => {
  it("folds the states we never use into the port's: unconfirmed is unpaid, uncaptured is on its way", () => {
    expect(intentStatusOf('requires_confirmation')).toBe('requires_payment_method');
    expect(intentStatusOf('requires_capture')).toBe('processing');
  });

  it('keeps the others as Stripe names them', () => {
    for (const status of [
      'requires_payment_method',
      'requires_action',
      'processing',
      'succeeded',
      'canceled',
    ]) {
      expect(intentStatusOf(status)).toBe(status);
    }
  });

  it('refuses a state it does not know rather than guessing', () => {
    expect(() => intentStatusOf('requires_reticulation')).toThrow(/do not know: requires_reticulation/);
  });
});
