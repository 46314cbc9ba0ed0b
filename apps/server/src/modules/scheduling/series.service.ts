import { occurrencesOf, rruleOf } from '@porchlight/core/scheduling/recurrence.rules';
import { schedulingMessages as messages } from '@porchlight/core/scheduling/scheduling.messages';
import {
  type CreateSeries,
  SERIES_AHEAD_MONTHS,
  type SeriesAnswer,
} from '@porchlight/core/scheduling/series.schemas';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { parseWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import { armSeriesInvoice } from './series-invoices';
import { makeSeriesVisits, monthsAfter } from './series-visits';
import { followVisits, guarded } from './visits.service';

type Owned<T> = T & { vanityName: string };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Recurring work (issue 33 item 4): a series is its rule (an RRULE on the company's wall clock) and its
 * visits made a year ahead as ordinary visit rows, so the calendar, the exclusion constraint, booking
 * and reminders all read one table. Someone already at another visit on a date is left off that date
 * and the date named in the answer (as Jobber lists conflicts), rather than refusing the whole series.
 */
export function createSeriesService(deps: { access: Access; unitOfWork: UnitOfWork; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function planner(principal: Principal, vanityName: string) {
    return (await deps.access.requireProviderAccess(principal, { vanityName }, 'manageSchedule')).provider;
  }

  return {
    /** POST provider/service-manager/jobs/{jobNumber}/series */
    async create(
      principal: Principal,
      { vanityName, jobNumber, body }: Owned<{ jobNumber: number; body: CreateSeries }>,
    ): Promise<SeriesAnswer> {
      const provider = await planner(principal, vanityName);
      const { timeZone } = provider;
      const first = parseWireTime(body.start, timeZone);
      // A first visit inside a spring-forward gap moves later, as the series' other visits do.
      const from = new Date((first.ok ? first.instant.getTime() : Date.parse(`${body.start}Z`)) - DAY_MS);
      const horizon = monthsAfter(new Date(Math.max(now().getTime(), from.getTime())), SERIES_AHEAD_MONTHS);
      const occurrences = occurrencesOf({ ...body, timeZone }, { from, to: horizon });
      if (occurrences.length === 0)
        throw new AppError('badRequest', messages.seriesMakesNoVisits, {
          repeat: messages.seriesMakesNoVisits,
        });
      const label = (start: Date, end: Date) =>
        visitWhenLabel({ start, end, arrivalWindowMinutes: body.arrivalWindowMinutes ?? null }, timeZone);

      return guarded(() =>
        deps.unitOfWork(async (repositories) => {
          const job = await repositories.visits.findJob(provider.id, jobNumber);
          if (!job) throw new AppError('notFound', serviceManagerMessages.jobNotFound);
          if (job.status === 'closed') throw new AppError('badRequest', messages.jobClosed);
          const seriesId = await repositories.series.insert(
            provider.id,
            job.id,
            {
              rrule: rruleOf(body.repeat, body.ends),
              startsLocal: body.start,
              timeZone,
              durationMinutes: body.durationMinutes,
              arrivalWindowMinutes: body.arrivalWindowMinutes ?? null,
              invoicing: body.invoicing,
            },
            body.assigneeIds,
          );
          const { made, clashes } = await makeSeriesVisits(
            repositories,
            {
              providerId: provider.id,
              job,
              seriesId,
              assigneeIds: body.assigneeIds,
              arrivalWindowMinutes: body.arrivalWindowMinutes ?? null,
            },
            occurrences,
            label,
          );
          const last = occurrences.at(-1);
          if (last) await repositories.series.setMaterializedThrough(seriesId, last.occurrenceDate);
          if (body.invoicing === 'monthly')
            await armSeriesInvoice(
              repositories,
              seriesId,
              occurrences[0]?.occurrenceDate ?? body.start,
              timeZone,
            );
          // One confirmation for a new series: its first visit's (every visit gets its reminder).
          await followVisits(repositories, job.id, job.status, { confirm: 'earliest' });
          return {
            seriesId,
            visitCount: made,
            clashes,
            shifted: occurrences
              .filter((occurrence) => occurrence.shifted)
              .map((occurrence) => ({
                date: occurrence.occurrenceDate,
                when: label(occurrence.start, occurrence.end),
              })),
          };
        }),
      );
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
