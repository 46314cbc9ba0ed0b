import type { HubJobVisit, HubVisitChanges } from '@porchlight/core/client-hub/client-hub.schemas';
import { hubVisitOf, summarizeJobVisits } from '../scheduling/job-visits-summary';
import type { VisitRecord } from '../scheduling/visits.repository';

/**
 * Still ahead for the client: the people are on the way or at work (even past the planned end), or
 * the visit ends later and is not done yet (a skipped date to come stays among them, marked skipped).
 */
function isUpcoming(visit: VisitRecord['visit'], now: Date): boolean {
  if (visit.status === 'on-my-way' || visit.status === 'in-progress') return true;
  return visit.status !== 'completed' && visit.endsAt !== null && visit.endsAt > now;
}

/**
 * A job's visits on its page in the Client Hub (the spec's view-job, issue 33 item 7): every timed
 * visit but cancelled ones, those to come soonest first and those gone by latest first, with the
 * list's own summary (next, last, how many to come) so the page and the list never disagree.
 * `records` are the job's visits in time order; only what the client may read leaves here (when,
 * status, first names), never notes, checklists or photos.
 */
export function hubJobVisits(
  records: readonly VisitRecord[],
  timeZone: string,
  now: Date = new Date(),
  /** What the client may do with each upcoming visit, by visit id (hub-visit-changes.ts). */
  changes: ReadonlyMap<string, HubVisitChanges> = new Map(),
) {
  const shown = records.filter((record) => record.visit.startsAt && record.visit.status !== 'cancelled');
  const toVisit = (record: VisitRecord): HubJobVisit => {
    const visit = hubVisitOf(record, timeZone);
    const change = changes.get(record.visit.id);
    return {
      ...visit,
      // Nobody comes on a skipped date, whoever was planned for it.
      people: visit.status === 'skipped' ? [] : visit.people,
      arrivalWindow: record.visit.arrivalWindowMinutes !== null,
      ...(change ? { changes: change } : {}),
    };
  };
  const counted = shown.filter((record) => record.visit.status !== 'skipped');
  const jobNumber = records[0]?.job.jobNumber ?? 0;
  return {
    ...summarizeJobVisits(counted, timeZone, now)(jobNumber),
    upcoming: shown.filter((record) => isUpcoming(record.visit, now)).map(toVisit),
    past: shown
      .filter((record) => !isUpcoming(record.visit, now))
      .map(toVisit)
      .reverse(),
  };
}
