'use client';

import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import { type FormEvent, useState } from 'react';
import { CardInputs, useCardInputs } from '@/features/client-hub/payments/card-inputs';
import { errorMessage } from '@/lib/api-error';
import { useAction } from '@/lib/use-action';
import type { PlanCalls } from './plan-calls';
import type { OpenCheckout } from './use-checkout';

/**
 * The built-in processor's checkout form (Stripe Checkout's part in tests and offline): a card pays the
 * first month, or becomes the subscription's card. A decline stays in the dialog, in the processor's words.
 */
export function CardCheckoutDialog({
  checkout,
  calls,
  onComplete,
  onClose,
}: {
  checkout: OpenCheckout;
  calls: PlanCalls;
  onComplete: (checkoutId: string) => Promise<void>;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const card = useCardInputs();
  const [declined, setDeclined] = useState<string | null>(null);
  const paying = checkout.amountCents !== null;

  const confirm = useAction(
    async () => {
      const checked = card.check();
      if (!checked) return;
      setDeclined(null);
      const result = await calls.confirmCard(checkout.checkoutId, checkout.clientSecret, checked);
      if (result.status !== 'complete') {
        setDeclined(result.error ?? paymentMessages.failed);
        return;
      }
      await onComplete(checkout.checkoutId);
    },
    {
      onError: (error) => {
        setDeclined(errorMessage(error));
        return true;
      },
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.run();
  };

  return (
    <Modal
      opened
      onClose={() => !confirm.busy && onClose()}
      title={<Text fw={800}>{paying ? words.payTitle : words.cardTitle}</Text>}
      centered
      fullScreen={isPhone}
    >
      <form onSubmit={submit} aria-label="Card" noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {paying ? words.cardHint : words.cardUpdateHint}
          </Text>
          <CardInputs bind={card.bind} />
          {declined && (
            <Alert color="red" role="alert">
              {declined}
            </Alert>
          )}
          <Button type="submit" loading={confirm.busy} fullWidth mt="xs">
            {checkout.amountCents !== null ? words.payNow(formatCents(checkout.amountCents)) : words.saveCard}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
