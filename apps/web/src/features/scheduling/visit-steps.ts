import type { Visit } from '@porchlight/core/scheduling/visits.schemas';

export type VisitWorkStep = 'on-my-way' | 'in-progress' | 'completed';

/** The one button a visit offers next: On my way, then Start, then Complete (forward only). */
export const NEXT_STEP: Partial<Record<Visit['status'], { status: VisitWorkStep; label: string }>> = {
  scheduled: { status: 'on-my-way', label: 'On my way' },
  'on-my-way': { status: 'in-progress', label: 'Start' },
  'in-progress': { status: 'completed', label: 'Complete' },
};

/** A visit's status as people say it. */
export const VISIT_STATUS_LABELS: Record<Visit['status'], string> = {
  scheduled: 'Scheduled',
  'on-my-way': 'On the way',
  'in-progress': 'In progress',
  completed: 'Completed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** What each part of a visit card that records the work is given. */
export interface VisitWorkPartProps {
  visit: Visit;
  vanityName: string;
  /** False on a skipped visit: what was recorded shows, read-only. */
  editable: boolean;
}
