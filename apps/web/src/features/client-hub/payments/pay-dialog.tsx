'use client';

import { Alert, Center, Loader, Modal, Text } from '@mantine/core';
import { AuthenticationDialog } from './authentication-dialog';
import { PaymentChoice } from './payment-choice';
import { PaymentOutcomeView } from './payment-outcome';
import type { PaymentReturn } from './payment-return';
import type { PaymentOutcome } from './payment-steps';
import { usePayment } from './use-payment';

/**
 * Paying an invoice in the hub (spec 3 §4): loaded with the first click on Pay, or when a redirected
 * payment comes back. Closing it without paying cancels the intent.
 */
export function PayDialog({
  vanityName,
  invoiceNumber,
  title,
  returned,
  onSettled,
  onClose,
}: {
  vanityName: string;
  invoiceNumber: number;
  title: string;
  returned: PaymentReturn | null;
  onSettled: (outcome: PaymentOutcome) => void;
  onClose: () => void;
}) {
  const payment = usePayment({ vanityName, invoiceNumber, returned, onSettled, onClose });
  const { stage } = payment;
  return (
    <Modal
      opened
      onClose={payment.close}
      title={<Text fw={800}>{title}</Text>}
      centered
      // Escape belongs to the authentication window while it is open.
      closeOnEscape={stage.kind !== 'authenticating'}
    >
      {stage.kind === 'loading' && (
        <Center py="lg">
          <Loader aria-label="Loading" />
        </Center>
      )}
      {stage.kind === 'unavailable' && <Alert color="red">{stage.message}</Alert>}
      {(stage.kind === 'choosing' || stage.kind === 'authenticating') && (
        <PaymentChoice payment={payment} intent={stage.intent} invoiceNumber={invoiceNumber} />
      )}
      {stage.kind === 'authenticating' && (
        <AuthenticationDialog
          amount={stage.intent.amount}
          busy={payment.authenticate.busy}
          onAnswer={payment.authenticate.run}
        />
      )}
      {stage.kind === 'done' && (
        <PaymentOutcomeView
          outcome={stage.outcome}
          amount={stage.amount}
          tip={stage.tip}
          onClose={payment.close}
        />
      )}
    </Modal>
  );
}
