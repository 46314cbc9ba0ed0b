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
import type { QueuedJobs } from '@porchlight/core/platform/job-queue.schemas';
import { Link } from '@/ui/link';
import { AdminJobDecisions } from './admin-job-decisions';
import { ADMIN_JOBS_PATH } from './admin-paths';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Admin: the job queue (`GET admin/jobs`): jobs waiting for their time or a retry, soonest first, and jobs
 * out of attempts with their last error, each to retry or discard. Times in UTC, as the server's logs write them.
 */
export function AdminJobsView({ state, page }: { state: 'pending' | 'failed'; page: QueuedJobs }) {
  const tab = (name: 'pending' | 'failed', label: string) => (
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
      </Group>
      <Text c="dimmed" size="sm">
        {page.totalRecords === 1 ? '1 job' : `${page.totalRecords} jobs`}
        {page.totalRecords > page.jobs.length ? ` (the first ${page.jobs.length} shown)` : ''}. Times in UTC.
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
    </Stack>
  );
}
