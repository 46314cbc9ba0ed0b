import { type CardInput, cardRefusal, digitsOf } from '@porchlight/core/payments/card.rules';

/** The card form's fields, as typed. */
export interface CardFields {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  postalCode: string;
}

export const EMPTY_CARD_FIELDS: CardFields = {
  number: '',
  expMonth: '',
  expYear: '',
  cvc: '',
  postalCode: '',
};

/** An empty or non-numeric month or year stays NaN, which the card rules refuse in words. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The card as the built-in processor takes it: digits only, the expiry as numbers. */
export function cardOf(fields: CardFields): CardInput & { type: 'card'; postalCode?: string } {
  const postalCode = fields.postalCode.trim();
  return {
    type: 'card',
    number: digitsOf(fields.number),
    expMonth: numberOf(fields.expMonth),
    expYear: numberOf(fields.expYear),
    cvc: fields.cvc.trim(),
    ...(postalCode ? { postalCode } : {}),
  };
}

/** The first field the card rules refuse, with their words (the server's), or null. */
export function cardFieldError(
  fields: CardFields,
  today: Date,
): { field: keyof CardFields; message: string } | null {
  return cardRefusal(cardOf(fields), today);
}
