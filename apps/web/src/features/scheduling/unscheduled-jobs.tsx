'use client';

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Job } from '@porchlight/core/service-manager/jobs.schemas';
import { IconGripVertical } from '@tabler/icons-react';
import { clientName } from '@/features/service-manager/client-name';

/** What a dragged job carries onto the calendar: its number. */
export const JOB_DRAG_TYPE = 'application/x-porchlight-job';

/**
 * Jobs waiting for a time (status unscheduled), beside the calendar: drag one onto a time (mouse), or
 * Schedule opens the same dialog as moving a visit (keyboard, touch).
 */
export function UnscheduledJobs({
  jobs,
  draggable,
  onSchedule,
}: {
  jobs: Job[] | undefined;
  draggable: boolean;
  onSchedule: (job: Job) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="unscheduled-jobs-title">
      <Title order={2} size="h4" id="unscheduled-jobs-title">
        Unscheduled
      </Title>
      {jobs?.length === 0 && (
        <Text size="sm" c="dimmed">
          Every job has a time.
        </Text>
      )}
      {jobs?.map((job) => (
        <Paper
          key={job.jobNumber}
          withBorder
          radius="md"
          p="xs"
          draggable={draggable}
          onDragStart={(event) => {
            event.dataTransfer.setData(JOB_DRAG_TYPE, String(job.jobNumber));
            event.dataTransfer.effectAllowed = 'copy';
          }}
          style={draggable ? { cursor: 'grab' } : undefined}
          data-testid="unscheduled-job"
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            {draggable && <IconGripVertical size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />}
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={700} truncate>
                #{job.jobNumber} {job.title}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {clientName(job.client)}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                w="fit-content"
                aria-label={`Schedule job ${job.jobNumber}`}
                onClick={() => onSchedule(job)}
              >
                Schedule
              </Button>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
