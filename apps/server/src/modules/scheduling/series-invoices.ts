import { schedulingMessages as messages } from '@porchlight/core/scheduling/scheduling.messages';
import { localDateOf, parseWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import type { Repositories } from '../platform/unit-of-work';
import { insertJobInvoice } from '../service-manager/invoices.service';

/** The job queue's task that invoices one month of a monthly series (payload `{ seriesId, month }`). */
export const SERIES_INVOICE_TASK = 'series-invoice';

/** The wall time on the 1st, in the series' zone, when the month before is invoiced. */
const INVOICE_TIME = '06:00';

/** 'YYYY-MM' of the month after. */
function monthAfter(month: string): string {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, monthNumber, 1));
  return next.toISOString().slice(0, 7);
}

const seriesInvoiceKey = (seriesId: string, month: string) => `series-invoice:${seriesId}:${month}`;

/**
 * Arms the invoice of the month holding `localDate` ('YYYY-MM-DD…'): a job at 06:00 on the 1st of the
 * month after, on the series' wall clock (so a Chicago series' November is invoiced Dec 1, 06:00 CST).
 * Its key is the series and month: arming twice keeps one job.
 */
export async function armSeriesInvoice(
  repositories: Repositories,
  seriesId: string,
  localDate: string,
  timeZone: string,
): Promise<void> {
  const month = localDate.slice(0, 7);
  const at = parseWireTime(`${monthAfter(month)}-01T${INVOICE_TIME}`, timeZone);
  if (!at.ok) throw new Error(`no ${INVOICE_TIME} on the 1st after ${month} in ${timeZone}`);
  await repositories.jobQueue.add(
    SERIES_INVOICE_TASK,
    { seriesId, month },
    { runAt: at.instant, key: seriesInvoiceKey(seriesId, month) },
  );
}

/**
 * Arms the running month's invoice of every live monthly series (the daily task calls it): the queue is
 * not in backups, so a restored database, like a series the chain of months lost, gets its job back
 * within a day. The month is the series' own (its zone); its job runs only after the month, so arming it
 * again finds the same job and moves nothing.
 */
export async function armMonthlyInvoices(repositories: Repositories, now: Date): Promise<number> {
  const live = await repositories.series.liveMonthlySeries();
  for (const series of live)
    await armSeriesInvoice(repositories, series.id, localDateOf(now, series.timeZone), series.timeZone);
  return live.length;
}

/**
 * One Draft invoice of a monthly series' month, in the caller's unit of work: the estimate's lines times
 * the month's completed visits (on the series' wall clock), their dates in the notes; none for a month
 * without any. `series_invoices` makes it once whatever runs the job twice. Then arms the next month
 * while the series has visits after this one.
 */
export async function invoiceSeriesMonth(repositories: Repositories, seriesId: string, month: string) {
  const series = await repositories.series.lockForWork(seriesId);
  if (series?.invoicing !== 'monthly') return { invoiceNumber: null };
  const billingMonth = `${month}-01`;
  let invoiceNumber: number | null = null;
  if (!(await repositories.series.monthInvoiced(seriesId, billingMonth))) {
    const worked = await repositories.series.completedInMonth(seriesId, month, series.timeZone);
    if (worked.length > 0) {
      const dayLabel = new Intl.DateTimeFormat('en-US', {
        timeZone: series.timeZone,
        month: 'short',
        day: 'numeric',
      });
      const monthLabel = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        month: 'long',
        year: 'numeric',
      });
      const invoice = await insertJobInvoice(repositories, series.providerId, series.job.jobNumber, {
        visits: worked.length,
        visitsNote: messages.seriesMonthInvoiceNote(
          monthLabel.format(new Date(`${billingMonth}T12:00:00Z`)),
          worked.map((visit) => dayLabel.format(visit.startsAt ?? new Date())),
        ),
      });
      await repositories.series.recordMonthInvoice(seriesId, billingMonth, invoice.invoiceId);
      invoiceNumber = invoice.invoiceNumber;
    }
  }
  const next = monthAfter(month);
  if (series.job.status !== 'closed' && (series.materializedThrough ?? '') >= `${next}-01`)
    await armSeriesInvoice(repositories, seriesId, next, series.timeZone);
  return { invoiceNumber };
}
