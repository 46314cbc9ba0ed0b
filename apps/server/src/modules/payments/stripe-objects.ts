import type { IntentStatus } from '@porchlight/core/payments/payments.constants';
import type Stripe from 'stripe';
import type { ProcessorIntent, ProcessorMethod } from './payment-processor';

/** Stripe's objects read into the port's (payment-processor.ts). Pure, so the mapping is tested on its own. */

/**
 * Stripe's intent states, folded into the port's: we never confirm manually or capture later, so
 * `requires_confirmation` only means "not paid yet" and `requires_capture` means "money on its way".
 */
const STATUS_OF_STRIPE_STATUS: Record<string, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

export function intentStatusOf(stripeStatus: Stripe.PaymentIntent.Status): IntentStatus {
  const status = STATUS_OF_STRIPE_STATUS[stripeStatus];
  if (!status) throw new Error(`Stripe answered an intent status we do not know: ${stripeStatus}`);
  return status;
}

/** A card or US bank account; null for any other kind, which we never ask Stripe for. */
export function processorMethodOf(method: Stripe.PaymentMethod): ProcessorMethod | null {
  if (method.type === 'card' && method.card) {
    const { brand, last4, exp_month, exp_year } = method.card;
    return { id: method.id, type: 'card', card: { brand, last4, expMonth: exp_month, expYear: exp_year } };
  }
  if (method.type === 'us_bank_account' && method.us_bank_account) {
    const { bank_name, last4 } = method.us_bank_account;
    return {
      id: method.id,
      type: 'us_bank_account',
      bank: { bankName: bank_name ?? '', last4: last4 ?? '' },
    };
  }
  return null;
}

/**
 * The method that paid or is paying (when Stripe expanded it), else the one the last failure names:
 * Stripe always sends that one whole, also in webhooks, where `payment_method` is only an id.
 */
function triedMethodOf(intent: Stripe.PaymentIntent): ProcessorMethod | null {
  const expanded = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const method = expanded ?? intent.last_payment_error?.payment_method ?? null;
  return method ? processorMethodOf(method) : null;
}

export function processorIntentOf(intent: Stripe.PaymentIntent): ProcessorIntent {
  return {
    id: intent.id,
    // Stripe sends it to the secret key it was made with, the only way ours are read.
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    status: intentStatusOf(intent.status),
    customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
    method: triedMethodOf(intent),
    lastError: intent.last_payment_error?.message ?? null,
    metadata: { ...intent.metadata },
  };
}

/** Whether an event's object is a PaymentIntent (events carry any of Stripe's objects). */
export function isPaymentIntent(object: { object?: unknown }): object is Stripe.PaymentIntent {
  return object.object === 'payment_intent';
}
