'use client';

import { BarChart, LineChart } from '@mantine/charts';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { formatMinutes } from '@porchlight/core/insights/business.rules';
import { insightsLabels as labels } from '@porchlight/core/insights/insights.messages';
import type { Insights } from '@porchlight/core/insights/insights.schemas';
import { ChartSection } from './chart-section';

const { business, empty, ages, channels } = labels;
const money = (cents: number) => formatCents(cents);
const duration = (minutes: number | null) => (minutes === null ? null : formatMinutes(minutes));

/** One list of what is asked for, most first, as a horizontal bar chart. */
function TopAsked({
  title,
  fileName,
  header,
  rows,
  emptyText,
}: {
  title: string;
  fileName: string;
  header: string;
  rows: { label: string; count: number }[];
  emptyText: string;
}) {
  return (
    <ChartSection
      title={title}
      fileName={fileName}
      table={{ header: [header, labels.count], rows: rows.map((row) => [row.label, row.count]) }}
      empty={rows.length === 0 ? emptyText : null}
    >
      <BarChart
        h={Math.max(120, rows.length * 32)}
        data={rows}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        series={[{ name: 'count', label: labels.count, color: 'blue.6' }]}
      />
    </ChartSection>
  );
}

/**
 * The business charts (issue 37 slice 5): revenue paid, outstanding invoices by age, reply times, rating and
 * reviews, and the services and zip codes asked for; money in cents formatted by core.
 */
export function BusinessCharts({
  insights,
  points,
}: {
  insights: Insights;
  points: (Insights['series'][number] & { label: string })[];
}) {
  const paid = insights.series.some((point) => point.revenue !== 0);
  const outstanding = insights.invoicesByAge.some((age) => age.invoices > 0);
  const asked = insights.replyTimes.some((channel) => channel.asked > 0);
  const rated = insights.series.some((point) => point.rating !== null);
  const replyData = insights.replyTimes.map((channel) => ({
    channel: channels[channel.channel],
    current: channel.medianMinutes,
    previous: channel.previousMedianMinutes,
  }));
  return (
    <>
      <ChartSection
        title={labels.charts.revenue}
        fileName="insights-revenue"
        table={{
          header: [labels.period, labels.metrics.revenue],
          rows: insights.series.map((point) => [point.start, money(point.revenue)]),
        }}
        empty={paid ? null : empty.revenue}
      >
        <BarChart
          h={240}
          data={points}
          dataKey="label"
          valueFormatter={money}
          series={[{ name: 'revenue', label: labels.metrics.revenue, color: 'teal.6' }]}
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.invoices}
        fileName="insights-outstanding-invoices"
        table={{
          header: [business.age, business.invoices, business.amountDue],
          rows: insights.invoicesByAge.map((age) => [ages[age.age], age.invoices, money(age.amountDue)]),
        }}
        empty={outstanding ? null : empty.invoices}
      >
        <BarChart
          h={240}
          data={insights.invoicesByAge.map((age) => ({ ...age, label: ages[age.age] }))}
          dataKey="label"
          valueFormatter={money}
          series={[{ name: 'amountDue', label: business.amountDue, color: 'orange.6' }]}
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.replies}
        fileName="insights-reply-times"
        table={{
          header: [
            business.channel,
            business.asked,
            business.replied,
            business.median,
            business.previousMedian,
          ],
          rows: insights.replyTimes.map((channel) => [
            channels[channel.channel],
            channel.asked,
            channel.replied,
            duration(channel.medianMinutes),
            duration(channel.previousMedianMinutes),
          ]),
        }}
        empty={asked ? null : empty.replies}
      >
        <BarChart
          h={240}
          data={replyData}
          dataKey="channel"
          withLegend
          valueFormatter={(minutes) => formatMinutes(minutes)}
          series={[
            { name: 'current', label: labels.thisPeriod, color: 'blue.6' },
            { name: 'previous', label: labels.previousPeriod, color: 'gray.4' },
          ]}
        />
      </ChartSection>
      <ChartSection
        title={labels.charts.ratings}
        fileName="insights-rating-reviews"
        table={{
          header: [labels.period, business.reviews, business.rating],
          rows: insights.series.map((point) => [point.start, point.reviews, point.rating]),
        }}
        empty={rated ? null : empty.ratings}
      >
        <LineChart
          h={240}
          data={points}
          dataKey="label"
          yAxisProps={{ domain: [1, 5] }}
          connectNulls
          withDots={false}
          series={[{ name: 'rating', label: business.rating, color: 'yellow.7' }]}
        />
      </ChartSection>
      <TopAsked
        title={labels.charts.services}
        fileName="insights-top-services"
        header={business.service}
        rows={insights.topServices.map((service) => ({ label: service.name, count: service.count }))}
        emptyText={empty.services}
      />
      <TopAsked
        title={labels.charts.zips}
        fileName="insights-top-zip-codes"
        header={business.zip}
        rows={insights.topZips.map((zip) => ({ label: zip.zip, count: zip.count }))}
        emptyText={empty.zips}
      />
    </>
  );
}
