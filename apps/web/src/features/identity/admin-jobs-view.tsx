'use client';

import {
  Anchor,
  Group,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import type { FailedDeliveries, QueuedJobs } from '@porchlight/core/platform/job-queue.schemas';
import { Link } from '@/ui/link';
import { AdminFailedDeliveries } from './admin-failed-deliveries';
import { AdminJobDecisions } from './admin-job-decisions';
import { ADMIN_JOBS_PATH } from './admin-paths';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export type AdminJobsTab = 'pending' | 'failed' | 'deliveries';

/**
 * Admin: the job queue (`GET admin/jobs`): jobs waiting for their time or a retry, soonest first, and jobs
 * out of attempts with their last error, each to retry or discard; beside them the outbox's failed
 * deliveries, each to retry. Times in UTC, as the server's logs write them.
 */
export function AdminJobsView(
  props: { state: 'pending' | 'failed'; page: QueuedJobs } | { state: 'deliveries'; page: FailedDeliveries },
) {
  const { state } = props;
  const tab = (name: AdminJobsTab, label: string) => (
    <Anchor
      component={Link}
      href={`${ADMIN_JOBS_PATH}?state=${name}`}
      fw={state === name ? 700 : 400}
      aria-current={state === name ? 'page' : undefined}
    >
      {label}
    </Anchor>
  );
  return (
    <Stack maw={1100} mx="auto" px="md" py="xl" gap="md">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Job queue
      </Title>
      <Group gap="lg" component="nav" aria-label="Jobs">
        {tab('pending', 'Pending')}
        {tab('failed', 'Failed')}
        {tab('deliveries', 'Failed deliveries')}
      </Group>
      {props.state === 'deliveries' ? (
        <>
          <Text c="dimmed" size="sm">
            {countOf(props.page.totalRecords, props.page.deliveries.length, 'delivery', 'deliveries')}. Times
            in UTC.
          </Text>
          <AdminFailedDeliveries page={props.page} when={(iso) => when.format(new Date(iso))} />
        </>
      ) : (
        <QueuedJobsTable state={props.state} page={props.page} />
      )}
    </Stack>
  );
}

const countOf = (total: number, shown: number, one: string, many: string) =>
  `${total === 1 ? `1 ${one}` : `${total} ${many}`}${total > shown ? ` (the first ${shown} shown)` : ''}`;

function QueuedJobsTable({ state, page }: { state: 'pending' | 'failed'; page: QueuedJobs }) {
  return (
    <>
      <Text c="dimmed" size="sm">
        {countOf(page.totalRecords, page.jobs.length, 'job', 'jobs')}. Times in UTC.
      </Text>
      {page.jobs.length > 0 && (
        <TableScrollContainer minWidth={720}>
          <Table striped>
            <TableThead>
              <TableTr>
                <TableTh>Task</TableTh>
                <TableTh>Key</TableTh>
                <TableTh>Runs at</TableTh>
                <TableTh>Attempts</TableTh>
                <TableTh>Last error</TableTh>
                {state === 'failed' && <TableTh>Decide</TableTh>}
              </TableTr>
            </TableThead>
            <TableTbody>
              {page.jobs.map((job) => (
                <TableTr key={job.id}>
                  <TableTd>{job.task}</TableTd>
                  <TableTd style={{ wordBreak: 'break-all' }}>{job.key ?? '—'}</TableTd>
                  <TableTd>
                    {when.format(new Date(job.runAt))}
                    {job.lockedBy ? ' (running)' : ''}
                  </TableTd>
                  <TableTd>
                    {job.attempts} of {job.maxAttempts}
                  </TableTd>
                  <TableTd>{job.lastError ?? '—'}</TableTd>
                  {state === 'failed' && (
                    <TableTd>
                      <AdminJobDecisions job={job} />
                    </TableTd>
                  )}
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </>
  );
}
