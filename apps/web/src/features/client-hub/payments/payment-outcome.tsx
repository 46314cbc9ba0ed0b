import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { outcomeMessages, type PaymentOutcome } from './payment-steps';

const COLORS: Record<PaymentOutcome['status'], string> = {
  success: 'teal',
  processing: 'cyan',
  unknown: 'orange',
  paidElsewhere: 'cyan',
};

/** How the payment ended, in the dialog: received, processing, or not known yet (spec 3 §4). */
export function PaymentOutcomeView({
  outcome,
  amount,
  tip,
  onClose,
}: {
  outcome: PaymentOutcome;
  amount: number | null;
  /** The tip in `amount`, its own line (issue 36). */
  tip: number;
  onClose: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert color={COLORS[outcome.status]} role="status">
        {outcomeMessages(outcome, amount, tip).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
