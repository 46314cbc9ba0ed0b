'use client';

import '@mantine/charts/styles.css';
import { AreaChart, BarChart, FunnelChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { insightsLabels as labels } from '@porchlight/core/insights/insights.messages';
import type { InsightMetric, Insights } from '@porchlight/core/insights/insights.schemas';
import { BusinessCharts } from './business-charts';
import { ChartSection } from './chart-section';

const FUNNEL_COLORS = ['blue.2', 'blue.4', 'blue.6', 'blue.8', 'teal.7'] as const;
/** Each beacon action with what completes it, if the app sees that (a call or a website visit it does not). */
const ACTIONS = [
  ['phone', 'phoneClicks', null],
  ['website', 'websiteClicks', null],
  ['contact', 'contactStarts', 'contactRequests'],
  ['pricing', 'pricingStarts', 'pricingRequests'],
  ['chat', 'chatStarts', 'chats'],
] as const satisfies readonly [keyof typeof labels.actions, InsightMetric, InsightMetric | null][];

function actionRows(insights: Insights) {
  const current = (metric: InsightMetric | null) =>
    metric === null ? null : (insights.totals.find((figure) => figure.metric === metric)?.current ?? 0);
  return ACTIONS.map(([action, started, completed]) => ({
    action: labels.actions[action],
    started: current(started) ?? 0,
    completed: current(completed),
  }));
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * The Insights charts (Mantine Charts on Recharts), loaded by this page alone: traffic, requests, the funnel,
 * clicks and starts, views by page and the business charts, each with its table and CSV.
 */
export function InsightsCharts({ insights }: { insights: Insights }) {
  const points = insights.series.map((point) => ({ ...point, label: dayLabel(point.start) }));
  const { metrics, funnel, actions } = labels;
  const actionData = actionRows(insights);
  const none = (field: 'views' | 'impressions' | 'searchClicks' | 'requests' | 'chats') =>
    insights.series.every((point) => point[field] === 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartSection
        title={labels.charts.traffic}
        fileName="insights-views-impressions"
        empty={none('views') && none('impressions') && none('searchClicks') ? labels.empty.traffic : null}
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
        empty={none('requests') && none('chats') ? labels.empty.requests : null}
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
        empty={insights.funnel.every((step) => step.count === 0) ? labels.empty.funnel : null}
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
        title={labels.charts.actions}
        fileName="insights-clicks-and-starts"
        empty={actionData.every((row) => row.started === 0 && !row.completed) ? labels.empty.actions : null}
        table={{
          header: [actions.action, actions.started, actions.completed],
          rows: actionData.map((row) => [row.action, row.started, row.completed]),
        }}
      >
        <BarChart
          h={240}
          data={actionData}
          dataKey="action"
          withLegend
          series={[
            { name: 'started', label: actions.started, color: 'blue.6' },
            { name: 'completed', label: actions.completed, color: 'teal.6' },
          ]}
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.pages}
        fileName="insights-views-by-page"
        empty={insights.viewsByPage.length === 0 ? labels.empty.pages : null}
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
      <BusinessCharts insights={insights} points={points} />
    </SimpleGrid>
  );
}
