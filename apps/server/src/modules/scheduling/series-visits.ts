import type { Occurrence } from '@porchlight/core/scheduling/recurrence.rules';
import type { SeriesAnswer } from '@porchlight/core/scheduling/series.schemas';
import type { Repositories } from '../platform/unit-of-work';

/** `date` plus whole months (a year ahead is 12), as the series' horizon. */
export function monthsAfter(date: Date, months: number): Date {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

const overlaps = (a: { start: Date; end: Date }, b: { startsAt: Date | null; endsAt: Date | null }) =>
  b.startsAt !== null && b.endsAt !== null && a.start < b.endsAt && b.startsAt < a.end;

/**
 * A series' visits for these occurrences, in the caller's unit of work: its creation and each extension
 * make them the same way. A date that has a visit already keeps it (unique per series and date); each
 * new visit gets the estimate's checklist and the series' people, but someone already at another visit
 * then is left off that date and the date is named in `clashes`.
 */
export async function makeSeriesVisits(
  repositories: Repositories,
  series: {
    providerId: string;
    job: { id: string; estimateId: string | null };
    seriesId: string;
    assigneeIds: readonly string[];
    arrivalWindowMinutes: number | null;
  },
  occurrences: readonly Occurrence[],
  label: (start: Date, end: Date) => string,
): Promise<{ made: number; clashes: SeriesAnswer['clashes'] }> {
  const { providerId, job, seriesId, assigneeIds, arrivalWindowMinutes } = series;
  const made = await repositories.series.insertVisits(
    providerId,
    job.id,
    seriesId,
    occurrences.map((occurrence) => ({ ...occurrence, arrivalWindowMinutes })),
  );
  // Each visit of recurring work does what the estimate says, like a single visit does.
  if (job.estimateId)
    await repositories.series.copyChecklist(
      made.map((visit) => visit.id),
      job.estimateId,
    );
  const first = occurrences[0];
  const last = occurrences.at(-1);
  const busy = first && last ? await repositories.series.busyTimes(assigneeIds, first.start, last.end) : [];
  const clashes: SeriesAnswer['clashes'] = [];
  const pairs: { visitId: string; userId: string }[] = [];
  for (const visit of made) {
    const occurrence = occurrences.find((each) => each.occurrenceDate === visit.occurrenceDate);
    if (!occurrence) continue;
    for (const userId of assigneeIds) {
      const taken = busy.some((time) => time.userId === userId && overlaps(occurrence, time));
      if (taken)
        clashes.push({
          date: occurrence.occurrenceDate,
          when: label(occurrence.start, occurrence.end),
          userId,
        });
      else pairs.push({ visitId: visit.id, userId });
    }
  }
  await repositories.series.assign(providerId, pairs);
  return { made: made.length, clashes };
}
