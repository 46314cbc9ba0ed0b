'use client';

import '@mantine/charts/styles.css';
import { AreaChart, BarChart, FunnelChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { insightsLabels as labels } from '@porchlight/core/insights/insights.messages';
import type { Insights } from '@porchlight/core/insights/insights.schemas';
import { ChartSection } from './chart-section';

const FUNNEL_COLORS = ['blue.3', 'blue.5', 'blue.8'] as const;
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * The Insights charts (Mantine Charts on Recharts), loaded by this page alone: traffic, requests, the funnel
 * and views by page, each with its table and CSV.
 */
export function InsightsCharts({ insights }: { insights: Insights }) {
  const points = insights.series.map((point) => ({ ...point, label: dayLabel(point.start) }));
  const { metrics, funnel } = labels;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartSection
        title={labels.charts.traffic}
        fileName="insights-views-impressions"
        table={{
          header: [labels.period, metrics.views, metrics.impressions, metrics.searchClicks],
          rows: insights.series.map((point) => [
            point.start,
            point.views,
            point.impressions,
            point.searchClicks,
          ]),
        }}
      >
        <AreaChart
          h={240}
          data={points}
          dataKey="label"
          withDots={false}
          series={[
            { name: 'impressions', label: metrics.impressions, color: 'gray.5' },
            { name: 'views', label: metrics.views, color: 'blue.6' },
            { name: 'searchClicks', label: metrics.searchClicks, color: 'teal.6' },
          ]}
          withLegend
          curveType="monotone"
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.requests}
        fileName="insights-requests"
        table={{
          header: [labels.period, metrics.requests, metrics.chats],
          rows: insights.series.map((point) => [point.start, point.requests, point.chats]),
        }}
      >
        <BarChart
          h={240}
          data={points}
          dataKey="label"
          type="stacked"
          withLegend
          series={[
            { name: 'requests', label: metrics.requests, color: 'blue.6' },
            { name: 'chats', label: metrics.chats, color: 'teal.5' },
          ]}
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.funnel}
        fileName="insights-funnel"
        table={{
          header: [labels.step, labels.count],
          rows: insights.funnel.map((step) => [funnel[step.step], step.count]),
        }}
      >
        <FunnelChart
          size={220}
          mx="auto"
          withLabels
          labelsPosition="right"
          data={insights.funnel.map((step, index) => ({
            name: funnel[step.step],
            value: step.count,
            color: FUNNEL_COLORS[index] ?? 'blue.6',
          }))}
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.pages}
        fileName="insights-views-by-page"
        table={{
          header: [labels.page, labels.thisPeriod, labels.previousPeriod],
          rows: insights.viewsByPage.map((page) => [page.page, page.current, page.previous]),
        }}
      >
        <BarChart
          h={240}
          data={insights.viewsByPage}
          dataKey="page"
          series={[
            { name: 'current', label: labels.thisPeriod, color: 'blue.6' },
            { name: 'previous', label: labels.previousPeriod, color: 'gray.4' },
          ]}
          withLegend
        />
      </ChartSection>
    </SimpleGrid>
  );
}
