import { Alert, Button, Stack, Text } from '@mantine/core';
import { planMessages, planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A renewal failed: the processor's words, until when the paid features stay, and the way out. */
export function PastDueAlert({
  view,
  busy,
  onUpdateCard,
}: {
  view: PlanView;
  busy: boolean;
  onUpdateCard: () => void;
}) {
  if (view.status !== 'past_due') return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={words.pastDueTitle}
    >
      <Stack gap="xs" align="flex-start">
        {view.lastError && <Text size="sm">{view.lastError}</Text>}
        {view.graceEndsAt && <Text size="sm">{planMessages.graceNotice(formatDay(view.graceEndsAt))}</Text>}
        <Button color="red" size="sm" loading={busy} onClick={onUpdateCard}>
          {words.updateCard}
        </Button>
      </Stack>
    </Alert>
  );
}
