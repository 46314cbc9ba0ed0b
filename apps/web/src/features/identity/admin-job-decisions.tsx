'use client';

import { Button, Group, Text } from '@mantine/core';
import { jobQueueMessages } from '@porchlight/core/platform/job-queue.messages';
import { discardQueuedJobRoute, retryQueuedJobRoute } from '@porchlight/core/platform/job-queue.routes';
import type { QueuedJobs } from '@porchlight/core/platform/job-queue.schemas';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { useAction } from '@/lib/use-action';

type QueuedJob = QueuedJobs['jobs'][number];

/** What the admin decides about a failed job: run it again from its first attempt, or give it up. */
export function AdminJobDecisions({ job }: { job: QueuedJob }) {
  const params = { jobId: job.id };
  const retry = useAction(() => callApi(retryQueuedJobRoute, { params }), {
    success: jobQueueMessages.retried,
    refresh: 'router',
  });
  const discard = useAction(() => callApi(discardQueuedJobRoute, { params }), {
    success: jobQueueMessages.discarded,
    refresh: 'router',
  });
  const confirmDiscard = () =>
    void openConfirmDialog({
      title: 'Discard job',
      children: (
        <Text size="sm">
          Discard {job.task}
          {job.key ? ` (${job.key})` : ''}? It will not run again.
        </Text>
      ),
      labels: { confirm: 'Discard', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () => discard.run(),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" loading={retry.busy} onClick={() => retry.run()}>
        Retry
      </Button>
      <Button size="xs" variant="default" loading={discard.busy} onClick={confirmDiscard}>
        Discard
      </Button>
    </Group>
  );
}
