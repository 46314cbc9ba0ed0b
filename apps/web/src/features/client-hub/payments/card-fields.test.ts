import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { describe, expect, it } from 'vitest';
import { cardFieldError, cardOf, EMPTY_CARD_FIELDS } from './card-fields';

const today = new Date('2026-11-26T00:00:00Z');
const typed = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '30', cvc: ' 123 ', postalCode: '' };

describe('the card form', () => {
  it('sends digits and numbers, and the postal code only when typed', () => {
    expect(cardOf(typed)).toEqual({
      type: 'card',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 30,
      cvc: '123',
    });
    expect(cardOf({ ...typed, postalCode: ' 78701 ' }).postalCode).toBe('78701');
  });

  it('puts the card rules’ words under the field they refuse', () => {
    expect(cardFieldError(typed, today)).toBeNull();
    expect(cardFieldError(EMPTY_CARD_FIELDS, today)).toEqual({
      field: 'number',
      message: messages.cardNumberInvalid,
    });
    expect(cardFieldError({ ...typed, expMonth: '' }, today)).toEqual({
      field: 'expMonth',
      message: messages.expiryInvalid,
    });
    expect(cardFieldError({ ...typed, expYear: '24' }, today)).toEqual({
      field: 'expYear',
      message: messages.expiryPast,
    });
    expect(cardFieldError({ ...typed, cvc: '12' }, today)).toEqual({
      field: 'cvc',
      message: messages.cvcInvalid,
    });
  });
});
