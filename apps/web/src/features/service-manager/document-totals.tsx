'use client';

import { Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import type { Totals } from '@porchlight/core/billing/totals.rules';

/** The amounts as the server will compute them (the same core rules), shown while the owner types. */
export function DocumentTotals({ totals }: { totals: Totals | null }) {
  const line = (label: string, cents: number | undefined, strong = false) => (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 800 : 500}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 500} ff="monospace">
        {cents === undefined ? '—' : formatCents(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} miw={220} ml="auto" aria-label="Totals" role="group">
      {line('Subtotal', totals?.subtotal)}
      {!!totals?.discountAmount && line('Discount', -totals.discountAmount)}
      {line('Tax', totals?.tax)}
      {line('Total', totals?.total, true)}
      {!!totals?.depositAmount && line('Deposit', totals.depositAmount)}
      {!!totals?.amountPaid && line('Paid', totals.amountPaid)}
      {totals && totals.amountPaid > 0 && line('Amount due', totals.amountDue, true)}
    </Stack>
  );
}
