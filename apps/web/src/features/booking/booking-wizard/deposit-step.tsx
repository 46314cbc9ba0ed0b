'use client';

import { Alert, Stack, Text } from '@mantine/core';
import { bookingDialogMessages as words } from '@porchlight/core/booking/booking.messages';
import { BOOKING_HOLD_MINUTES } from '@porchlight/core/booking/booking-money.rules';
import type { BookingResponse } from '@porchlight/core/booking/booking-request.schemas';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import type { BuiltinConfirmResult, PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';
import { useState } from 'react';
import { AuthenticationDialog } from '@/features/client-hub/payments/authentication-dialog';
import {
  authenticateBuiltinIntent,
  confirmBuiltinIntent,
  type NewPaymentMethod,
} from '@/features/client-hub/payments/builtin-calls';
import { CardForm } from '@/features/client-hub/payments/card-form';
import { StripePayment } from '@/features/client-hub/payments/stripe-payment';
import type { ProcessorConfirm } from '@/features/client-hub/payments/use-payment';
import { errorMessage } from '@/lib/api-error';
import { checkDepositPayment } from './booking-calls';

/**
 * The deposit of a held booking (plan §2.3, §7), loaded only at this step: the hub's own card form (the
 * built-in processor) or Stripe's Payment Element, for the booking's one intent. Once the processor
 * took the card, the server reads the intent back and the booking confirms; a decline is told in the
 * processor's words and the same intent takes another card.
 */
export function DepositStep({
  vanityName,
  booked,
  intent,
  when,
  onPaid,
}: {
  vanityName: string;
  booked: { bookingId: string; token: string };
  intent: PaymentIntentAnswer;
  when: string | null;
  onPaid: (answer: BookingResponse) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const settle = async (paymentIntentId: string) =>
    onPaid(await checkDepositPayment(vanityName, booked, paymentIntentId));
  const afterConfirm = async (result: BuiltinConfirmResult) => {
    if (result.status === 'requires_action') return setAuthenticating(true);
    if (result.status === 'requires_payment_method')
      return setFailure(result.error ?? paymentMessages.failed);
    await settle(intent.paymentIntentId);
  };

  const payByCard = (method: NewPaymentMethod, saveMethod: boolean) =>
    run(async () => afterConfirm(await confirmBuiltinIntent(intent, method, saveMethod)));
  const payOnStripe = (confirm: ProcessorConfirm) =>
    run(async () => {
      const paymentIntentId = await confirm();
      if (paymentIntentId) await settle(paymentIntentId);
    });
  const authenticate = (outcome: 'approve' | 'fail') =>
    run(async () => {
      setAuthenticating(false);
      await afterConfirm(await authenticateBuiltinIntent(intent, outcome));
    });

  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        {words.depositTitle}
      </Text>
      {when && <Text size="sm">{words.depositHeld(when, BOOKING_HOLD_MINUTES)}</Text>}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {intent.processor === 'stripe' ? (
        <StripePayment intent={intent} returnUrl={window.location.href} busy={busy} onPay={payOnStripe} />
      ) : (
        <CardForm amount={intent.amount} busy={busy} autoPay={false} onPay={payByCard} />
      )}
      {authenticating && <AuthenticationDialog amount={intent.amount} busy={busy} onAnswer={authenticate} />}
    </Stack>
  );
}
