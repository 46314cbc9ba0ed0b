import {
  authenticateBuiltinIntentRoute,
  confirmBuiltinIntentRoute,
} from '@porchlight/core/payments/payments.routes';
import type {
  BuiltinConfirmResult,
  builtinMethodSchema,
  PaymentIntentAnswer,
} from '@porchlight/core/payments/payments.schemas';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

/** A new card or bank account as typed, or a saved method (the built-in processor's confirm). */
export type NewPaymentMethod = z.input<typeof builtinMethodSchema>;

type IntentProof = Pick<PaymentIntentAnswer, 'paymentIntentId' | 'clientSecret'>;

/**
 * The built-in processor's browser calls, with the intent's client secret as Stripe.js would: the hub's
 * invoice payments and a booking's deposit confirm the same way.
 */
export const confirmBuiltinIntent = (
  intent: IntentProof,
  method: NewPaymentMethod,
  saveMethod: boolean,
): Promise<BuiltinConfirmResult> =>
  callApi(confirmBuiltinIntentRoute, {
    params: { intentId: intent.paymentIntentId },
    body: { clientSecret: intent.clientSecret, method, saveMethod },
  });

export const authenticateBuiltinIntent = (
  intent: IntentProof,
  outcome: 'approve' | 'fail',
): Promise<BuiltinConfirmResult> =>
  callApi(authenticateBuiltinIntentRoute, {
    params: { intentId: intent.paymentIntentId },
    body: { clientSecret: intent.clientSecret, outcome },
  });
