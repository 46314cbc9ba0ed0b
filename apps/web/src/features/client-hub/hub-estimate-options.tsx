'use client';

import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import type { EstimateOption } from '@porchlight/core/service-manager/estimates.schemas';

/**
 * An estimate's options side by side (stacked on a phone): each with its lines and totals, the
 * provider's recommendation, and "Approve <name>" while the estimate can be approved (issue 36).
 */
export function HubEstimateOptions({
  options,
  canApprove,
  approving,
  onApprove,
}: {
  options: EstimateOption[];
  canApprove: boolean;
  /** The option being approved now, if any. */
  approving: number | null;
  onApprove: (position: number) => void;
}) {
  const decided = options.some((option) => option.approved);
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(options.length, 3) }} spacing="md">
      {options.map((option) => (
        <Paper
          key={option.position}
          withBorder
          radius="md"
          p="md"
          role="group"
          aria-label={`Option ${option.name}`}
          style={
            option.recommended || option.approved
              ? { borderColor: 'var(--mantine-primary-color-filled)' }
              : undefined
          }
        >
          <Stack gap="sm" h="100%">
            <Group justify="space-between" gap="xs">
              <Text fw={800}>{option.name}</Text>
              {option.approved ? (
                <Badge color="green">Approved</Badge>
              ) : decided ? (
                <Badge color="gray">Declined</Badge>
              ) : (
                option.recommended && <Badge variant="light">Recommended</Badge>
              )}
            </Group>
            <Stack gap={4}>
              {option.items.map((item) => (
                <Group key={item.uuid} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {item.name}
                    {item.quantity !== 1 && ` × ${item.quantity}`}
                  </Text>
                  <Text size="sm" ff="monospace">
                    {formatCents(item.total)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Stack gap={2} mt="auto">
              {!!option.discountAmount && <Amount label="Discount" cents={-option.discountAmount} />}
              <Amount label="Tax" cents={option.tax} />
              <Amount label="Total" cents={option.total} strong />
              {!!option.depositAmount && <Amount label="Deposit" cents={option.depositAmount} />}
            </Stack>
            {canApprove && (
              <Button
                variant={option.recommended ? 'filled' : 'light'}
                loading={approving === option.position}
                disabled={approving !== null && approving !== option.position}
                onClick={() => onApprove(option.position)}
              >
                Approve {option.name}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 800 : 500}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 500} ff="monospace">
        {formatCents(cents)}
      </Text>
    </Group>
  );
}
