import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import { formatDay } from '@porchlight/core/text/date.rules';

/** Days each button moves the clock: a day, a week, and a month long enough for any renewal. */
const STEPS = [
  { days: 1, label: words.advanceDay },
  { days: 7, label: words.advanceWeek },
  { days: 31, label: words.advanceMonth },
] as const;

/**
 * The built-in processor's test clock for this company (only there; null with Stripe): owners and
 * testers move it forward to see renewals, failed payments and the end of a cancelled plan.
 */
export function TestClockPanel({
  now,
  busyDays,
  onAdvance,
}: {
  now: string | null;
  busyDays: number | null;
  onAdvance: (days: number) => void;
}) {
  if (!now) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      style={{ borderStyle: 'dashed' }}
      component="section"
      aria-label={words.testClockTitle}
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {words.testClockTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {words.testClockHint}
        </Text>
        <Text fw={700} data-testid="test-clock-now">
          {words.testClockNow(formatDay(now))}
        </Text>
        <Group gap="xs">
          {STEPS.map((step) => (
            <Button
              key={step.days}
              variant="default"
              size="xs"
              loading={busyDays === step.days}
              disabled={busyDays !== null && busyDays !== step.days}
              onClick={() => onAdvance(step.days)}
            >
              {step.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
