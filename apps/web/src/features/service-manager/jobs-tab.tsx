'use client';

import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { jobStatusChoices } from '@porchlight/core/scheduling/job-status.rules';
import type { Job } from '@porchlight/core/service-manager/jobs.schemas';
import type { JOB_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { listJobsRoute, updateJobRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { lazyComponent } from '@/lib/lazy-component';
import { useAction } from '@/lib/use-action';
import { clientName } from './client-name';
import { JobDialog } from './job-dialog';
import type { PageState } from './page-state';
import { type Column, PagedTable } from './paged-table';
import { usePagedQuery } from './use-paged-query';

type SortField = (typeof JOB_SORT_FIELDS)[number];

/** The visits dialog's code loads when a job's visits are first opened. */
const JobVisitsDialog = lazyComponent(() =>
  import('@/features/scheduling/job-visits-dialog').then((m) => m.JobVisitsDialog),
);

/** The provider's jobs (spec 3 §4 "Job status"), each status changed in its row. */
export function JobsTab({ vanityName }: { vanityName: string }) {
  const [creating, setCreating] = useState(false);
  const [visitsOf, setVisitsOf] = useState<Job | null>(null);
  const list = usePagedQuery({
    route: listJobsRoute,
    request: (page: PageState<SortField>) => ({ query: { vanityName, ...page } }),
    rowsOf: (answer) => ({ rows: answer.jobs, totalRecords: answer.totalRecords }),
    defaultSort: 'jobNumber',
  });
  const setStatus = useAction(
    async (job: Job, status: Job['status']) => {
      await callApi(updateJobRoute, {
        params: { jobNumber: job.jobNumber },
        query: { vanityName },
        body: { status },
      });
      await list.refresh();
    },
    { success: serviceManagerMessages.jobSaved, errorTitle: serviceManagerMessages.errorTitle },
  );

  const columns: Column<Job, SortField>[] = [
    { label: '#', sortField: 'jobNumber', render: (job) => job.jobNumber },
    { label: 'Job', render: (job) => job.title },
    { label: 'Client', render: (job) => clientName(job.client) },
    { label: 'Start', sortField: 'startDate', render: (job) => job.startDate ?? '—' },
    {
      label: 'Status',
      sortField: 'status',
      render: (job) => (
        <NativeSelect
          size="xs"
          aria-label={`Status of job ${job.jobNumber}`}
          value={job.status}
          data={jobStatusChoices(job)}
          disabled={setStatus.busy}
          onChange={(event) => setStatus.run(job, event.currentTarget.value as Job['status'])}
        />
      ),
    },
    { label: 'Total', sortField: 'total', align: 'right', render: (job) => formatCents(job.total) },
    {
      label: 'Visits',
      render: (job) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalendarEvent size={14} />}
          aria-label={`Visits of job ${job.jobNumber}`}
          onClick={() => setVisitsOf(job)}
        >
          Visits
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New job
        </Button>
      </Group>
      <PagedTable
        label="Jobs"
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(job) => job.jobNumber}
        totalRecords={list.data?.totalRecords ?? 0}
        page={list.page}
        loading={list.loading}
        empty={list.failed ? serviceManagerMessages.pageLoadFailed : serviceManagerMessages.noJobs}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
      {visitsOf && (
        <JobVisitsDialog
          vanityName={vanityName}
          jobNumber={visitsOf.jobNumber}
          jobTitle={visitsOf.title}
          onClose={() => setVisitsOf(null)}
          onChanged={() => void list.refresh()}
        />
      )}
      {creating && (
        <JobDialog
          vanityName={vanityName}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void list.refresh();
          }}
        />
      )}
    </Stack>
  );
}
