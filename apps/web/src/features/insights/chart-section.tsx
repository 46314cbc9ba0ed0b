'use client';

import {
  Button,
  Group,
  Paper,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { insightsLabels as labels } from '@porchlight/core/insights/insights.messages';
import { type ReactNode, useId, useState } from 'react';
import { type ChartTable, downloadCsv } from './insights-csv';

/**
 * A chart with its accessible alternative: the same figures as a table (one button away, and what screen
 * readers are pointed to) and as a CSV download. With nothing to draw, `empty` says so instead of a chart.
 */
export function ChartSection({
  title,
  fileName,
  table,
  empty,
  children,
}: {
  title: string;
  fileName: string;
  table: ChartTable;
  empty?: string | null;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setAsTable(!asTable)}
            aria-pressed={asTable}
          >
            {asTable ? labels.showChart : labels.showTable}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => downloadCsv(table, fileName)}>
            {labels.downloadCsv}
          </Button>
        </Group>
      </Group>
      {asTable ? (
        <TableScrollContainer minWidth={320}>
          <Table striped>
            <TableThead>
              <TableTr>
                {table.header.map((cell) => (
                  <TableTh key={cell}>{cell}</TableTh>
                ))}
              </TableTr>
            </TableThead>
            <TableTbody>
              {table.rows.map((row) => (
                <TableTr key={String(row[0])}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                    <TableTd key={index}>{cell ?? '—'}</TableTd>
                  ))}
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      ) : empty ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        <figure aria-label={`${title}: ${labels.chartHint}`} style={{ margin: 0 }}>
          {children}
        </figure>
      )}
    </Paper>
  );
}
