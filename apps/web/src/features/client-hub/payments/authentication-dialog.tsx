'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';

/**
 * The built-in processor's stand-in for the bank's 3-D Secure page, over the pay dialog. Closing it
 * counts as failing, as leaving the bank's page would.
 */
export function AuthenticationDialog({
  amount,
  busy,
  onAnswer,
}: {
  amount: number;
  busy: boolean;
  onAnswer: (outcome: 'approve' | 'fail') => void;
}) {
  return (
    <Modal
      opened
      onClose={() => !busy && onAnswer('fail')}
      title={<Text fw={800}>Confirm this payment</Text>}
      centered
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">{messages.authenticationRequest(amount)}</Text>
        <Text size="xs" c="dimmed">
          Test payments: this window stands in for your bank&apos;s security check.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" disabled={busy} onClick={() => onAnswer('fail')}>
            Fail authentication
          </Button>
          <Button loading={busy} onClick={() => onAnswer('approve')}>
            Complete authentication
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
