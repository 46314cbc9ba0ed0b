import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import type { ReactNode } from 'react';
import { isRunning, planBadge } from './plan-state';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** What the company has now: the status, the monthly total, the next renewal and the card on file. */
export function PlanSummary({ view, actions }: { view: PlanView; actions: ReactNode }) {
  const badge = planBadge(view);
  const running = isRunning(view);
  const periodEnd = view.currentPeriodEnd ? formatDay(view.currentPeriodEnd) : '—';
  const namesIn = (state: PlanView['items'][number]['state']) =>
    view.items.filter((item) => item.state === state).map((item) => item.name);
  const given = namesIn('complimentary');
  const trial = namesIn('trial');
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={words.summaryTitle}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Group gap="sm">
            <Title order={2} size="h3">
              {words.summaryTitle}
            </Title>
            <Badge color={badge.color} variant="light" size="lg" data-testid="plan-status">
              {badge.label}
            </Badge>
          </Group>
          {actions}
        </Group>
        {running ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label={words.monthlyTotal}>{formatCents(view.monthlyTotalCents)}</Fact>
            <Fact label={view.cancelAtPeriodEnd ? words.endsOn : words.nextRenewal}>{periodEnd}</Fact>
            <Fact label={words.cardOnFile}>
              {view.card ? words.card(view.card.brand, view.card.last4) : words.noCard}
            </Fact>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{words.freeSummary}</Text>
        )}
        {given.length > 0 && <Text size="sm">{words.givenItems(given.join(', '))}</Text>}
        {trial.length > 0 && view.trialEndsAt && (
          <Text size="sm">{words.trialItems(trial.join(', '), formatDay(view.trialEndsAt))}</Text>
        )}
      </Stack>
    </Paper>
  );
}
