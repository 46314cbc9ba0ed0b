import { REARM_MESSAGES_TASK } from '@porchlight/db/job-tasks';
import { z } from 'zod';
import type { JobTask } from '../../adapters/job-queue';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { SendMessageDeps } from './deliver-message';
import { rearmProviderMessages } from './rearm-messages';
import { sendScheduledMessage } from './send-message';
import { SEND_MESSAGE_TASK } from './visit-messages';

const sendPayload = z.object({ id: z.uuid(), by: z.uuid().optional() });
const rearmPayload = z.object({ providerId: z.uuid() });

/** Automatic messages on the job queue: each send in its own unit of work (docs/plans/reminders.md §3.2). */
export function createMessageTasks(
  deps: SendMessageDeps & { unitOfWork: UnitOfWork },
): Record<string, JobTask> {
  return {
    [SEND_MESSAGE_TASK]: async (payload) => {
      const { id, by } = sendPayload.parse(payload);
      await deps.unitOfWork((repositories) => sendScheduledMessage(repositories, deps, { id, by }));
    },
    [REARM_MESSAGES_TASK]: async (payload) => {
      const { providerId } = rearmPayload.parse(payload);
      await deps.unitOfWork((repositories) => rearmProviderMessages(repositories, providerId));
    },
  };
}
