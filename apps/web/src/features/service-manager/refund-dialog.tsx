'use client';

import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { centsOfDollars, formatCents } from '@porchlight/core/billing/money.rules';
import { refundableOf } from '@porchlight/core/payments/payment-amounts.rules';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { refundPaymentRoute } from '@porchlight/core/payments/payments.routes';
import type { ProviderPayment } from '@porchlight/core/payments/payments.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Part or all of a payment back to the client, through the processor (the owner's call). */
export function RefundDialog({
  vanityName,
  payment,
  onClose,
  onRefunded,
}: {
  vanityName: string;
  payment: ProviderPayment;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const refundable = refundableOf(payment);
  const [dollars, setDollars] = useState<number | string>(refundable / 100);
  const cents = centsOfDollars(Number(dollars));
  const refund = useAction(
    async (amount: number) => {
      await callApi(refundPaymentRoute, {
        params: { paymentId: payment.id },
        query: { vanityName },
        body: { amount },
      });
      onRefunded();
      return amount;
    },
    { success: (amount) => messages.refunded(amount), errorTitle: serviceManagerMessages.errorTitle },
  );
  const valid = cents !== null && cents > 0 && cents <= refundable;
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={800}>{messages.refundTitle(payment.invoiceNumber)}</Text>}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          {payment.methodLabel}: {formatCents(payment.amount)} paid
          {payment.tip > 0 ? ` (${messages.tipLine(payment.tip)})` : ''}
          {payment.refunded > 0 ? `, ${formatCents(payment.refunded)} refunded already` : ''}.
        </Text>
        <NumberInput
          label="Amount to refund"
          prefix="$"
          decimalScale={2}
          min={0}
          max={refundable / 100}
          thousandSeparator=","
          value={dollars}
          onChange={setDollars}
          error={dollars !== '' && !valid ? messages.refundTooLarge(refundable) : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!valid}
            loading={refund.busy}
            onClick={() => cents !== null && refund.run(cents)}
          >
            Refund {valid && cents !== null ? formatCents(cents) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
