'use client';

import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { listHubJobsRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { Job } from '@porchlight/core/service-manager/jobs.schemas';
import type { JOB_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { HubList } from './hub-list';

/** The client's jobs with this provider (spec 3 §2.4 "jobs"). */
export function HubJobs({ vanityName }: { vanityName: string }) {
  return (
    <HubList<typeof listHubJobsRoute, Job, (typeof JOB_SORT_FIELDS)[number]>
      vanityName={vanityName}
      label="Jobs"
      defaultSort="jobNumber"
      rowKey={(job) => job.jobNumber}
      empty={messages.noJobs}
      columns={[
        { label: '#', sortField: 'jobNumber', render: (job) => job.jobNumber },
        { label: 'Job', render: (job) => job.title },
        { label: 'Start', sortField: 'startDate', render: (job) => job.startDate ?? '—' },
        { label: 'Status', sortField: 'status', render: (job) => <StatusBadge status={job.status} /> },
        { label: 'Total', sortField: 'total', align: 'right', render: (job) => formatCents(job.total) },
      ]}
      route={listHubJobsRoute}
      request={(page) => ({ params: { uri: vanityName }, query: page })}
      rowsOf={(answer) => ({ rows: answer.jobs, totalRecords: answer.totalRecords })}
    />
  );
}
