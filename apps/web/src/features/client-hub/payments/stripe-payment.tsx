'use client';

import { Alert, Stack } from '@mantine/core';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
// The pure entry loads Stripe.js (from Stripe, as PCI requires) only when loadStripe is called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { ActionError } from '@/lib/use-action';
import { PaySubmit } from './method-form-parts';
import type { ProcessorConfirm } from './use-payment';

/**
 * A new method on Stripe's Payment Element (card or bank, as the intent allows), from Stripe.js for
 * the provider's connected account (Stripe Connect). Stripe confirms; when it sends the client to a
 * bank's page, the client comes back to `returnUrl`.
 */
export function StripePayment({
  intent,
  returnUrl,
  busy,
  children,
  onPay,
}: {
  intent: PaymentIntentAnswer;
  returnUrl: string;
  busy: boolean;
  children?: ReactNode;
  onPay: (confirm: ProcessorConfirm) => void;
}) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: Stripe; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    const { publishableKey, stripeAccount, clientSecret } = intent;
    if (!publishableKey) {
      setFailed(messages.notPayable);
      return;
    }
    loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined)
      .then((client) => {
        if (!client) throw new Error('Stripe.js did not load');
        const target = mountPoint.current;
        if (cancelled || !target) return;
        const elements = client.elements({ clientSecret });
        const element = elements.create('payment');
        element.mount(target);
        destroy = () => element.destroy();
        setStripe({ client, elements });
      })
      .catch(() => !cancelled && setFailed(NETWORK_ERROR_MESSAGE));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [intent]);

  const confirm: ProcessorConfirm = async () => {
    if (!stripe) return null;
    const { error, paymentIntent } = await stripe.client.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    // Stripe's own words for a decline (spec 3 §8).
    if (error) throw new ActionError(error.message ?? messages.failed);
    return paymentIntent?.id ?? null;
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPay(confirm);
      }}
      aria-label="New method"
      noValidate
    >
      <Stack gap="sm">
        <div ref={mountPoint} />
        {failed && <Alert color="red">{failed}</Alert>}
        {children}
        <PaySubmit amount={intent.amount} busy={busy} disabled={!stripe} />
      </Stack>
    </form>
  );
}
