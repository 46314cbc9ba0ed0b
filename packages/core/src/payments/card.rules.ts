import { paymentMessages as messages } from './payments.messages';

/** The card fields of our own card form (the built-in processor's stand-in for Stripe's Payment Element). */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Why a card cannot be charged as typed, in Stripe's words, or null. `today` decides expiry. */
export function cardRefusal(
  card: CardInput,
  today: Date,
): { field: keyof CardInput; message: string } | null {
  const number = digitsOf(card.number);
  if (!passesLuhn(number)) return { field: 'number', message: messages.cardNumberInvalid };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { field: 'expMonth', message: messages.expiryInvalid };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + 50)
    return { field: 'expYear', message: messages.expiryInvalid };
  if (year < thisYear) return { field: 'expYear', message: messages.expiryPast };
  if (year === thisYear && card.expMonth < today.getUTCMonth() + 1)
    return { field: 'expMonth', message: messages.expiryInvalid };
  const cvcLength = brandOf(number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim()))
    return { field: 'cvc', message: messages.cvcInvalid };
  return null;
}

/** The last four digits, all a processor keeps of a number. */
export const last4Of = (number: string) => digitsOf(number).slice(-4);

/** The ABA checksum of a US routing number (3-7-1 weights). */
export function passesRoutingChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(routingNumber[index]), 0);
  return sum % 10 === 0;
}
