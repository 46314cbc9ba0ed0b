import { storedOccurrencesOf } from '@porchlight/core/scheduling/recurrence.rules';
import { SERIES_AHEAD_MONTHS } from '@porchlight/core/scheduling/series.schemas';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import type { Repositories } from '../platform/unit-of-work';
import { makeSeriesVisits, monthsAfter } from './series-visits';
import { followVisits } from './visits.service';

/** The daily task (crontab) that finds the series to extend, and the task extending one (`{ seriesId }`). */
export const EXTEND_SERIES_TASK = 'extend-series';
export const EXTEND_ONE_SERIES_TASK = 'extend-one-series';

const DAY_MS = 24 * 60 * 60_000;
/** A series is extended once its visits stop within this many days of the full year ahead. */
const EXTEND_WITHIN_DAYS = 35;

/**
 * Queues one extension per live series whose visits stop short of a year ahead (less 35 days, so each
 * is extended about monthly, not daily), keyed by the series: queuing it twice keeps one job.
 */
export async function queueSeriesExtensions(repositories: Repositories, now: Date): Promise<number> {
  const horizon = new Date(monthsAfter(now, SERIES_AHEAD_MONTHS).getTime() - EXTEND_WITHIN_DAYS * DAY_MS);
  const seriesIds = await repositories.series.dueForExtension(horizon.toISOString().slice(0, 10));
  for (const seriesId of seriesIds)
    await repositories.jobQueue.add(
      EXTEND_ONE_SERIES_TASK,
      { seriesId },
      { key: `extend-series:${seriesId}` },
    );
  return seriesIds.length;
}

/**
 * Makes a series' visits up to a year after `now`, from the rule as stored, the way its creation made the
 * first year (people, checklist, clashes left unassigned); the series row stays locked meanwhile. Dates
 * that have a visit keep it, so running twice makes nothing more. Answers how many visits it made.
 */
export async function extendSeries(repositories: Repositories, seriesId: string, now: Date): Promise<number> {
  const series = await repositories.series.lockForWork(seriesId);
  if (
    !series ||
    series.endedOn !== null ||
    series.job.status === 'closed' ||
    series.materializedThrough === null
  )
    return 0;
  const through = series.materializedThrough;
  const occurrences = storedOccurrencesOf(series, {
    from: new Date(`${through}T00:00:00Z`),
    to: monthsAfter(now, SERIES_AHEAD_MONTHS),
  }).filter((occurrence) => occurrence.occurrenceDate > through);
  const last = occurrences.at(-1);
  if (!last) return 0;
  const { made } = await makeSeriesVisits(repositories, { ...series, seriesId }, occurrences, (start, end) =>
    visitWhenLabel({ start, end, arrivalWindowMinutes: series.arrivalWindowMinutes }, series.timeZone),
  );
  await repositories.series.setMaterializedThrough(seriesId, last.occurrenceDate);
  await followVisits(repositories, series.job.id, series.job.status);
  return made;
}
