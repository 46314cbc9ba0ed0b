'use client';

import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { BankForm } from './bank-form';
import { CardForm } from './card-form';
import { paymentReturnUrl } from './payment-return';
import { type PaymentWay, paymentWaysOf } from './payment-ways';
import { SavedMethodForm } from './saved-method-form';
import { TipChoice } from './tip-choice';
import type { Payment } from './use-payment';

/** Stripe's code loads only for a provider paid through Stripe. */
const StripePayment = lazyComponent(() => import('./stripe-payment').then((module) => module.StripePayment));

/** The amount, how to pay (saved methods first) and the auto-pay choice, over the way's own form. */
export function PaymentChoice({
  payment,
  intent,
  invoiceNumber,
}: {
  payment: Payment;
  intent: PaymentIntentAnswer;
  invoiceNumber: number;
}) {
  const ways = paymentWaysOf(intent, payment.savedMethods.length);
  const [way, setWay] = useState<PaymentWay | undefined>(ways[0]?.value);
  const [autoPay, setAutoPay] = useState(false);
  const autoPayChoice = (
    <Checkbox
      label="Use this method for future invoices (auto-pay)"
      checked={autoPay}
      onChange={(event) => setAutoPay(event.currentTarget.checked)}
    />
  );
  const { amount } = intent;
  // Paying while the intent of another tip is on its way would pay the old sum.
  const tipBusy = payment.chooseTip.busy;

  const form = (() => {
    switch (way) {
      case 'saved':
        return (
          <SavedMethodForm
            methods={payment.savedMethods}
            amount={amount}
            busy={payment.payWithSavedMethod.busy || tipBusy}
            onPay={(paymentMethodId) => payment.payWithSavedMethod.run(paymentMethodId, autoPay)}
          >
            {autoPayChoice}
          </SavedMethodForm>
        );
      case 'card':
      case 'bank': {
        const NewMethodForm = way === 'card' ? CardForm : BankForm;
        return (
          <NewMethodForm
            amount={amount}
            busy={payment.payWithNewMethod.busy || tipBusy}
            autoPay={autoPay}
            onPay={(method, saveMethod) => payment.payWithNewMethod.run(method, { saveMethod, autoPay })}
          >
            {autoPayChoice}
          </NewMethodForm>
        );
      }
      case 'processor':
        return (
          <StripePayment
            intent={intent}
            returnUrl={paymentReturnUrl(new URL(window.location.href), invoiceNumber, autoPay)}
            busy={payment.payOnProcessorPage.busy || tipBusy}
            onPay={(confirm) => payment.payOnProcessorPage.run(confirm, autoPay)}
          >
            {autoPayChoice}
          </StripePayment>
        );
      default:
        return <Text>{messages.notPayable}</Text>;
    }
  })();

  return (
    <Stack gap="md">
      {intent.tipsEnabled && (
        <TipChoice
          invoiceAmount={amount - intent.tip}
          busy={payment.chooseTip.busy}
          onChoose={(tip) => payment.chooseTip.run(tip)}
        />
      )}
      <Text>
        Amount: <strong>{formatCents(amount)}</strong>
        {intent.tip > 0 && (
          <Text span size="sm" c="dimmed">
            {' '}
            ({formatCents(amount - intent.tip)} + {messages.tipLine(intent.tip)})
          </Text>
        )}
      </Text>
      {way && ways.length > 1 && (
        <SegmentedControl<PaymentWay>
          aria-label="Pay with"
          data={ways}
          value={way}
          onChange={setWay}
          fullWidth
        />
      )}
      {form}
    </Stack>
  );
}
