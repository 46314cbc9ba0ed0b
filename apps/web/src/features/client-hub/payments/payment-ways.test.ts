import { describe, expect, it } from 'vitest';
import { paymentWaysOf } from './payment-ways';

const valuesOf = (ways: { value: string }[]) => ways.map((way) => way.value);

describe('paymentWaysOf', () => {
  it('offers saved methods first, then the new ones the invoice takes', () => {
    expect(
      valuesOf(paymentWaysOf({ processor: 'builtin', methodTypes: ['card', 'us_bank_account'] }, 1)),
    ).toEqual(['saved', 'card', 'bank']);
    expect(valuesOf(paymentWaysOf({ processor: 'builtin', methodTypes: ['us_bank_account'] }, 0))).toEqual([
      'bank',
    ]);
  });

  it('leaves a new method to Stripe’s own element', () => {
    expect(valuesOf(paymentWaysOf({ processor: 'stripe', methodTypes: ['card'] }, 2))).toEqual([
      'saved',
      'processor',
    ]);
  });
});
