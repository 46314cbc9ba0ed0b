'use client';

import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import type { Item } from '@porchlight/core/service-manager/documents.schemas';
import type { ComponentProps, ReactNode } from 'react';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { HubAttachments } from './hub-attachments';
import { HubDocumentPdf } from './hub-document-pdf';

/** An estimate or invoice as the client reads it: items, amounts, notes and what can be done with it. */
export function HubDocument({
  title,
  status,
  statusLabel,
  date,
  items,
  amounts,
  notes,
  files,
  actions,
  children,
}: {
  title: string;
  status: string;
  /** The status as the client reads it (an invoice's Sent is Unpaid), when it differs. */
  statusLabel?: string;
  date: string;
  items: Item[];
  amounts: { label: string; cents: number; strong?: boolean }[];
  notes: string | null;
  /** The document's files, and whose they are. */
  files: ComponentProps<typeof HubAttachments>;
  actions?: ReactNode;
  /** In place of the items and amounts: an estimate's options (issue 36). */
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          </div>
          <StatusBadge status={status} label={statusLabel} />
        </Group>
        {/* No children (null, false): the items and amounts. */}
        {children || (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th ta="right">Rate</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.uuid}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {item.name}
                        </Text>
                        {item.description && (
                          // Sanitised by the server when it was saved (the offer policy).
                          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised
                          <Text size="xs" c="dimmed" dangerouslySetInnerHTML={{ __html: item.description }} />
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(item.rate)}</Table.Td>
                      <Table.Td ta="right">{item.quantity}</Table.Td>
                      <Table.Td ta="right">{formatCents(item.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={4} ml="auto" miw={220} role="group" aria-label="Totals">
              {amounts.map((amount) => (
                <Group key={amount.label} justify="space-between" gap="xl">
                  <Text size="sm" fw={amount.strong ? 800 : 500}>
                    {amount.label}
                  </Text>
                  <Text size="sm" fw={amount.strong ? 800 : 500} ff="monospace">
                    {formatCents(amount.cents)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </>
        )}
        {notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {notes}
          </Text>
        )}
        <HubAttachments {...files} />
        {files.type !== 'request' && (
          <HubDocumentPdf vanityName={files.vanityName} type={files.type} number={files.number} />
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
