import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { ReceiptSummary } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';

/** The company's receipts, newest first as the server lists them, each a file to download. */
export function PlanReceipts({
  receipts,
  hrefOf,
}: {
  receipts: readonly ReceiptSummary[];
  hrefOf: (number: number) => string;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={words.receiptsTitle}>
      <Title order={2} size="h3">
        {words.receiptsTitle}
      </Title>
      {receipts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {words.noReceipts}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={words.receiptsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{words.receiptNumber}</Table.Th>
                <Table.Th>{words.receiptDate}</Table.Th>
                <Table.Th>{words.receiptFor}</Table.Th>
                <Table.Th ta="right">{words.receiptAmount}</Table.Th>
                <Table.Th>{words.receiptCard}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipts.map((receipt) => (
                <Table.Tr key={receipt.number}>
                  <Table.Td>
                    {/* The number is the download: first in the row, in sight on a phone's narrow table. */}
                    <Anchor
                      href={hrefOf(receipt.number)}
                      download
                      size="sm"
                      fw={600}
                      aria-label={words.downloadReceipt(receipt.number)}
                    >
                      #{receipt.number} · {words.download}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(receipt.paidAt)}</Table.Td>
                  <Table.Td>{receipt.description}</Table.Td>
                  <Table.Td ta="right">{formatCents(receipt.amountCents)}</Table.Td>
                  <Table.Td>{receipt.card ? `•••• ${receipt.card.last4}` : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
