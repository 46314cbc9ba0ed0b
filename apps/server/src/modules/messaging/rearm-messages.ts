import type { Repositories } from '../platform/unit-of-work';
import { planEstimateMessages } from './estimate-messages';
import { planInvoiceMessages } from './invoice-messages';
import { armMessage, planJobVisitMessages } from './visit-messages';

/**
 * The work of the `rearm-messages` task (docs/plans/reminders.md §1.1, §10 slice 8), payload
 * `{ providerId }`: data written without the planners (the demo seed, by SQL `add_job`) or a queue that lost
 * its jobs (a restore) gets them on the next start. Idempotent: pending messages keep their rows and only get
 * their timers again. Re-arms every pending message of the provider and plans what its records want:
 * reminders of visits still to come, invoice reminders of what is owed, follow-ups of estimates awaiting an
 * answer.
 */
export async function rearmProviderMessages(
  repositories: Repositories,
  providerId: string,
  realNow: Date = new Date(),
) {
  const offsetMs = await repositories.messageSettings.clockOffset(providerId);
  for (const message of await repositories.scheduledMessages.pendingOfProvider(providerId))
    await armMessage(repositories, message, offsetMs, realNow);
  for (const jobId of await repositories.scheduledMessages.jobsWithComingVisits(providerId))
    await planJobVisitMessages(repositories, jobId, { realNow });
  const { invoiceIds, estimateIds } = await repositories.scheduledMessages.openDocumentsOf({ providerId });
  for (const invoiceId of invoiceIds) await planInvoiceMessages(repositories, invoiceId, { realNow });
  for (const estimateId of estimateIds) await planEstimateMessages(repositories, estimateId, { realNow });
}
