/** Ours (docs/plans/reminders.md §7): the admin's job queue page. */
export const jobQueueMessages = {
  /** Retry and discard act on failed jobs only: a pending one runs by itself, a running one is busy. */
  jobNotFailed: 'This job is no longer failed: it was retried, discarded or finished. Reload the list.',
  retried: 'The job will run again now.',
  discarded: 'The job was discarded.',
  /** Failed deliveries (the outbox's): retried from their first attempt. */
  deliveryNotFailed: 'This delivery is no longer failed: it was retried or delivered. Reload the list.',
  deliveryRetried: 'The delivery will be tried again now.',
} as const;
