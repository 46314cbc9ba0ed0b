import { randomBytes } from 'node:crypto';
import { TEST_BANK, TEST_CARDS } from '@porchlight/core/payments/payments.constants';

/**
 * Payment methods in the Stripe double, from Stripe's test numbers: what they look like (Stripe's
 * PaymentMethod JSON) and what happens when they pay, in Stripe's own words.
 */

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe error body (`{ error: … }`), as the API answers a refused request. */
export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'authentication_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: object;
}

/** What confirming with a method does: pay now, pay later (a bank debit), ask for 3-D Secure, or fail. */
export type Outcome =
  | { kind: 'succeeds' }
  | { kind: 'settles-later'; failure: StripeErrorBody | null }
  | { kind: 'needs-authentication' }
  | { kind: 'declined'; error: StripeErrorBody };

export const DECLINES = {
  insufficientFunds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authenticationRequired: {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  incorrectNumber: {
    type: 'card_error',
    code: 'incorrect_number',
    param: 'number',
    message: 'Your card number is incorrect.',
  },
  accountClosed: {
    type: 'invalid_request_error',
    code: 'account_closed',
    message: "The customer's bank account has been closed.",
  },
} as const satisfies Record<string, StripeErrorBody>;

export interface DoubleMethod {
  /** Stripe's PaymentMethod JSON; `customer` changes as it is attached and detached. */
  json: { id: string; object: 'payment_method'; type: string; customer: string | null } & Record<
    string,
    unknown
  >;
  outcome: Outcome;
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (const [position, digit] of [...number].reverse().entries()) {
    const value = Number(digit) * (position % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return /^\d{12,19}$/.test(number) && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

function cardOutcome(number: string): Outcome {
  if (!passesLuhn(number)) return { kind: 'declined', error: DECLINES.incorrectNumber };
  if (number === TEST_CARDS.declined) return { kind: 'declined', error: DECLINES.insufficientFunds };
  if (number === TEST_CARDS.needsAuthentication) return { kind: 'needs-authentication' };
  return { kind: 'succeeds' };
}

const methodBase = (type: string) => ({
  id: stripeId('pm'),
  object: 'payment_method' as const,
  type,
  customer: null,
  allow_redisplay: 'unspecified',
  billing_details: { address: null, email: null, name: null, phone: null },
  created: nowInSeconds(),
  livemode: false,
  metadata: {},
});

export function cardMethod(cardNumber: string): DoubleMethod {
  const number = cardNumber.replace(/\s/g, '');
  const card = {
    brand: brandOf(number),
    country: 'US',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    funding: 'credit',
    last4: number.slice(-4),
  };
  return { json: { ...methodBase('card'), card }, outcome: cardOutcome(number) };
}

export function bankMethod(accountNumber: string): DoubleMethod {
  const us_bank_account = {
    account_holder_type: 'individual',
    account_type: 'checking',
    bank_name: 'STRIPE TEST BANK',
    last4: accountNumber.slice(-4),
    routing_number: TEST_BANK.routingNumber,
  };
  const failure = accountNumber === TEST_BANK.fails ? DECLINES.accountClosed : null;
  return {
    json: { ...methodBase('us_bank_account'), us_bank_account },
    outcome: { kind: 'settles-later', failure },
  };
}
