import { describe, expect, it } from 'vitest';
import { savedMethodLabel } from './saved-method-label';

describe('savedMethodLabel', () => {
  it('names a card by brand, last four digits and expiry', () => {
    expect(
      savedMethodLabel({
        id: 'pm_1',
        type: 'card',
        card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 },
        autoPay: false,
      }),
    ).toBe('Visa •••• 4242, expires 03/30');
    expect(
      savedMethodLabel({
        id: 'pm_2',
        type: 'card',
        card: { brand: 'jcb', last4: '0000', expMonth: 12, expYear: 31 },
        autoPay: false,
      }),
    ).toBe('Card •••• 0000, expires 12/31');
  });

  it('names a bank account by bank and last four digits', () => {
    expect(
      savedMethodLabel({
        id: 'pm_3',
        type: 'us_bank_account',
        us_bank_account: { bankName: 'STRIPE TEST BANK', last4: '6789' },
        autoPay: true,
      }),
    ).toBe('STRIPE TEST BANK •••• 6789');
  });
});
