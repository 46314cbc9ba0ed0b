import { JOB_STATUSES, type JobStatus } from '../service-manager/service-manager.constants';
import type { VisitStatus } from './scheduling.constants';

/** What a job's status needs to know of one of its visits. */
export interface VisitState {
  status: VisitStatus;
  timed: boolean;
}

/**
 * A job's status follows its visits once it has any (issue 33 item 2, spec 3 §4's names): a closed
 * job stays closed until reopened by hand; skipped and cancelled visits do not count; no timed visit
 * is `unscheduled`; someone on the way or at work, or some visits done and others left, is
 * `in-progress`; every visit done is `completed` (unless the series goes on); else `scheduled`.
 */
export function jobStatusOf(
  current: JobStatus,
  visits: readonly VisitState[],
  options: { seriesGoesOn?: boolean } = {},
): JobStatus {
  if (current === 'closed') return 'closed';
  const counting = visits.filter((visit) => visit.status !== 'skipped' && visit.status !== 'cancelled');
  if (!counting.some((visit) => visit.timed)) return 'unscheduled';
  if (counting.some((visit) => visit.status === 'on-my-way' || visit.status === 'in-progress'))
    return 'in-progress';
  const done = counting.filter((visit) => visit.status === 'completed').length;
  if (done === counting.length) return options.seriesGoesOn ? 'in-progress' : 'completed';
  return done > 0 ? 'in-progress' : 'scheduled';
}

/** A status an owner may pick for a job by hand, as the Jobs tab names it. */
export interface JobStatusChoice {
  value: JobStatus;
  label: string;
}

const choice = (value: JobStatus, label = value.replace('-', ' ')): JobStatusChoice => ({ value, label });

/**
 * What an owner may set a job to by hand (the Jobs tab offers exactly these; the API refuses the rest):
 * any status, unless its visits say where it stands (issue 33); then only closing it, or reopening a
 * closed one, asked as `scheduled`, after which its visits decide again (`jobStatusOf`).
 */
export function jobStatusChoices(job: { status: JobStatus; followsVisits: boolean }): JobStatusChoice[] {
  if (!job.followsVisits) return JOB_STATUSES.map((status) => choice(status));
  if (job.status === 'closed') return [choice('closed'), choice('scheduled', 'reopen')];
  return [choice(job.status), choice('closed')];
}
