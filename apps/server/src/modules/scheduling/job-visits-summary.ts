import type { HubVisit } from '@porchlight/core/client-hub/client-hub.schemas';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import type { VisitRecord } from './visits.repository';

export interface JobVisitsSummary {
  nextVisit: HubVisit | null;
  lastVisit: HubVisit | null;
  upcomingVisits: number;
}

const NONE: JobVisitsSummary = { nextVisit: null, lastVisit: null, upcomingVisits: 0 };

/** One visit as the client reads it: when (in the company's zone), its status, who is coming. */
export function hubVisitOf(record: VisitRecord, timeZone: string): HubVisit {
  const { visit } = record;
  return {
    when:
      visit.startsAt && visit.endsAt
        ? visitWhenLabel(
            { start: visit.startsAt, end: visit.endsAt, arrivalWindowMinutes: visit.arrivalWindowMinutes },
            timeZone,
          )
        : '',
    status: visit.status,
    people: record.assignees.map((person) => person.firstName),
  };
}

/**
 * What a client reads of each job's visits (issue 33 item 7): the next one still to come (with its
 * window and who is coming), the last one done, and how many are to come. `records` are in time order.
 */
export function summarizeJobVisits(
  records: readonly VisitRecord[],
  timeZone: string,
  now: Date = new Date(),
): (jobNumber: number) => JobVisitsSummary {
  const byJob = new Map<number, JobVisitsSummary>();
  for (const record of records) {
    const summary = byJob.get(record.job.jobNumber) ?? { ...NONE };
    if (record.visit.status === 'completed') summary.lastVisit = hubVisitOf(record, timeZone);
    // A visit whose time has passed without being worked is neither to come nor done.
    else if (record.visit.endsAt && record.visit.endsAt > now) {
      summary.nextVisit ??= hubVisitOf(record, timeZone);
      summary.upcomingVisits++;
    }
    byJob.set(record.job.jobNumber, summary);
  }
  return (jobNumber) => byJob.get(jobNumber) ?? NONE;
}
