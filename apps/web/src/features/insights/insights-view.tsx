'use client';

import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { INSIGHT_RANGES, type InsightRange } from '@porchlight/core/insights/insight-range.rules';
import { insightsLabels as labels } from '@porchlight/core/insights/insights.messages';
import { getInsightsRoute } from '@porchlight/core/insights/insights.routes';
import type { Insights } from '@porchlight/core/insights/insights.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { apiQuery, withQueryProvider } from '@/lib/query-client';

/** The chart library is this page's alone: its code loads when the charts first render. */
const InsightsCharts = lazyComponent(() =>
  import('./insights-charts').then((module) => module.InsightsCharts),
);

const whole = new Intl.NumberFormat('en-US');

function figureText(metric: string, value: number | null): string {
  if (value === null) return '—';
  if (metric === 'revenue') return formatCents(value);
  if (metric === 'rating') return value.toFixed(1);
  return metric === 'clickThrough' ? `${value}%` : whole.format(value);
}

function changeText(change: number | null): string {
  if (change === null) return labels.noChange;
  const sign = change > 0 ? '+' : '';
  return `${sign}${change}% ${labels.vsPrevious}`;
}

/** Insights: a range, the headline figures against the previous period, then the charts. */
export const InsightsView = withQueryProvider(function InsightsView({
  vanityName,
  initial,
}: {
  vanityName: string;
  initial: Insights;
}) {
  const [range, setRange] = useState<InsightRange>('30d');
  const [from, setFrom] = useState(initial.range.from);
  const [to, setTo] = useState(initial.range.to);
  const query = range === 'custom' ? { vanityName, range, from, to } : { vanityName, range };
  const insights = useQuery({
    ...apiQuery(getInsightsRoute, { query }),
    enabled: range !== 'custom' || (from !== '' && to !== '' && from <= to),
    initialData: range === '30d' ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const data = insights.data ?? initial;
  return (
    <Stack maw={1100} mx="auto" px="md" py="xl" gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {labels.title}
      </Title>
      <Text c="dimmed" size="sm">
        {labels.intro} {labels.updatedNote}
      </Text>
      <Group gap="sm" align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Time range"
          size="xs"
          w={{ base: '100%', sm: 'auto' }}
          fullWidth
          value={range}
          onChange={(value) => setRange(value as InsightRange)}
          data={INSIGHT_RANGES.map((value) => ({ value, label: labels.ranges[value] }))}
        />
        {range === 'custom' && (
          <Group gap="xs">
            {(
              [
                ['From', from, setFrom, { max: to }],
                ['To', to, setTo, { min: from }],
              ] as const
            ).map(([label, value, set, bounds]) => (
              <TextInput
                key={label}
                type="date"
                label={label}
                value={value}
                {...bounds}
                onChange={(event) => set(event.currentTarget.value)}
              />
            ))}
          </Group>
        )}
      </Group>
      {insights.isError && (
        <Text c="red" role="alert">
          {insights.error.message}
        </Text>
      )}
      <Text size="sm" aria-live="polite">
        {data.range.from} – {data.range.to} ({labels.vsPrevious} {data.previous.from} – {data.previous.to})
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {data.totals.map((figure) => (
          <Paper key={figure.metric} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {labels.metrics[figure.metric]}
            </Text>
            <Text fz={24} fw={700} data-metric={figure.metric}>
              {figureText(figure.metric, figure.current)}
            </Text>
            <Text size="xs" c={figure.change === null ? 'dimmed' : figure.change >= 0 ? 'teal.8' : 'red.8'}>
              {changeText(figure.change)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <InsightsCharts insights={data} />
    </Stack>
  );
});
