import type { PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';

/** How the client may pay in the dialog: a saved method, or a new one on our form or on the processor's. */
export type PaymentWay = 'saved' | 'card' | 'bank' | 'processor';

/**
 * The ways offered, saved methods first. The built-in processor takes a new card or bank account on our
 * own forms, as far as the invoice takes them; Stripe's Payment Element offers its own choice.
 */
export function paymentWaysOf(
  intent: Pick<PaymentIntentAnswer, 'processor' | 'methodTypes'>,
  savedMethodCount: number,
): { value: PaymentWay; label: string }[] {
  const saved = savedMethodCount > 0 ? [{ value: 'saved' as const, label: 'Saved methods' }] : [];
  if (intent.processor === 'stripe') return [...saved, { value: 'processor', label: 'New method' }];
  return [
    ...saved,
    ...(intent.methodTypes.includes('card') ? [{ value: 'card' as const, label: 'Card' }] : []),
    ...(intent.methodTypes.includes('us_bank_account')
      ? [{ value: 'bank' as const, label: 'Bank account' }]
      : []),
  ];
}
