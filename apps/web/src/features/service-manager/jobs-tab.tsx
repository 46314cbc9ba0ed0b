'use client';

import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import type { Job } from '@porchlight/core/service-manager/jobs.schemas';
import {
  type JOB_SORT_FIELDS,
  JOB_STATUSES,
} from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { listJobsRoute, updateJobRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { clientName } from './client-name';
import { JobDialog } from './job-dialog';
import type { PageState } from './page-state';
import { type Column, PagedTable } from './paged-table';
import { usePagedQuery } from './use-paged-query';

type SortField = (typeof JOB_SORT_FIELDS)[number];

const STATUS_OPTIONS = JOB_STATUSES.map((status) => ({ value: status, label: status.replace('-', ' ') }));

/** The provider's jobs (spec 3 §4 "Job status"), each status changed in its row. */
export function JobsTab({ vanityName }: { vanityName: string }) {
  const [creating, setCreating] = useState(false);
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
          data={STATUS_OPTIONS}
          disabled={setStatus.busy}
          onChange={(event) => setStatus.run(job, event.currentTarget.value as Job['status'])}
        />
      ),
    },
    { label: 'Total', sortField: 'total', align: 'right', render: (job) => formatCents(job.total) },
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
