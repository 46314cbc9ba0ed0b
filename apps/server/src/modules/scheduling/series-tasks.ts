import { z } from 'zod';
import type { JobTask } from '../../adapters/job-queue';
import type { UnitOfWork } from '../platform/unit-of-work';
import {
  EXTEND_ONE_SERIES_TASK,
  EXTEND_SERIES_TASK,
  extendSeries,
  queueSeriesExtensions,
} from './series-extension';
import { armMonthlyInvoices, invoiceSeriesMonth, SERIES_INVOICE_TASK } from './series-invoices';

const seriesPayload = z.object({ seriesId: z.uuid() });
const monthPayload = seriesPayload.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });

/** The crontab line of the daily extension: 4 AM UTC, and a run missed while no process ran made up (2 days). */
export const SERIES_CRONTAB = `0 4 * * * ${EXTEND_SERIES_TASK} ?fill=2d`;

/** Recurring work on the job queue: each task in its own unit of work (docs/plans/reminders.md §3). */
export function createSeriesTasks(deps: {
  unitOfWork: UnitOfWork;
  now?: () => Date;
}): Record<string, JobTask> {
  const now = deps.now ?? (() => new Date());
  return {
    // Daily: the extensions due, and each monthly series' running month armed again (restores, old rows).
    [EXTEND_SERIES_TASK]: async () => {
      await deps.unitOfWork(async (repositories) => {
        await queueSeriesExtensions(repositories, now());
        await armMonthlyInvoices(repositories, now());
      });
    },
    [EXTEND_ONE_SERIES_TASK]: async (payload) => {
      const { seriesId } = seriesPayload.parse(payload);
      await deps.unitOfWork((repositories) => extendSeries(repositories, seriesId, now()));
    },
    [SERIES_INVOICE_TASK]: async (payload) => {
      const { seriesId, month } = monthPayload.parse(payload);
      await deps.unitOfWork((repositories) => invoiceSeriesMonth(repositories, seriesId, month));
    },
  };
}
