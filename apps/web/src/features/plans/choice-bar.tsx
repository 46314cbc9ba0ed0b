import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { choiceChange, isRunning } from './plan-state';

/**
 * Under the catalogue: the monthly total of what is ticked, then Continue to payment (no plan yet) or
 * Save changes (a running plan, with how additions and removals are billed).
 */
export function ChoiceBar({
  view,
  choice,
  busy,
  onContinue,
  onSave,
}: {
  view: PlanView;
  choice: readonly PlanItemKey[];
  busy: boolean;
  onContinue: () => void;
  onSave: () => void;
}) {
  const running = isRunning(view);
  const change = choiceChange(view, choice);
  if (running && view.cancelAtPeriodEnd)
    return (
      <Text size="sm" c="dimmed">
        {words.resumeToChange}
      </Text>
    );
  return (
    <Paper withBorder radius="lg" p="md" bg="gray.0">
      <Group justify="space-between" gap="md" align="center">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {running ? (change.changed ? words.newMonthlyTotal : words.monthlyTotal) : words.chosenTotal}
          </Text>
          <Text fw={800} fz="xl" data-testid="chosen-total">
            {formatCents(change.totalCents)}
          </Text>
          {running && change.added.length > 0 && <Text size="sm">{words.additionsCharged}</Text>}
          {running && change.removed.length > 0 && <Text size="sm">{words.removalsCredited}</Text>}
        </Stack>
        {running ? (
          <Button onClick={onSave} loading={busy} disabled={!change.changed || choice.length === 0}>
            {words.saveChanges}
          </Button>
        ) : (
          <Button onClick={onContinue} loading={busy} disabled={choice.length === 0}>
            {words.continueToPayment}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
