'use client';

import { Button, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { listHubJobsRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { HubJob, HubVisit } from '@porchlight/core/client-hub/client-hub.schemas';
import type { JOB_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { HubList } from './hub-list';
import type { HubSection } from './use-hub-section';

/** 'Luis', 'Luis and Mei', 'Ana, Luis and Mei'. */
export const namesOf = (people: readonly string[]) =>
  people.length === 1 ? people[0] : `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`;

/** 'Luis is coming', 'Luis and Mei are coming': who the company sends. */
export function whoIsComing(people: readonly string[]): string | null {
  if (people.length === 0) return null;
  return `${namesOf(people)} ${people.length === 1 ? 'is' : 'are'} coming`;
}

/** The job's next visit still to come, else its last one done; nothing before the first is planned. */
function JobVisits({ job }: { job: HubJob }) {
  const visit: HubVisit | null = job.nextVisit ?? job.lastVisit;
  if (!visit) return <Text c="dimmed">{messages.jobNotScheduled}</Text>;
  const coming = job.nextVisit ? whoIsComing(job.nextVisit.people) : null;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {job.nextVisit ? 'Next: ' : 'Last: '}
        {visit.when}
      </Text>
      {coming && (
        <Text size="xs" c="dimmed">
          {coming}
        </Text>
      )}
      {job.upcomingVisits > 1 && (
        <Text size="xs" c="dimmed">
          {job.upcomingVisits - 1} more to come
        </Text>
      )}
    </Stack>
  );
}

/** The client's jobs with this provider (spec 3 §2.4 "jobs"), with their visits (issue 33); a number opens it. */
export function HubJobs({
  vanityName,
  go,
}: {
  vanityName: string;
  go: (section: HubSection, number?: number) => void;
}) {
  return (
    <HubList<typeof listHubJobsRoute, HubJob, (typeof JOB_SORT_FIELDS)[number]>
      vanityName={vanityName}
      label="Jobs"
      defaultSort="jobNumber"
      rowKey={(job) => job.jobNumber}
      empty={messages.noJobs}
      columns={[
        {
          label: '#',
          sortField: 'jobNumber',
          render: (job) => (
            <Button variant="subtle" size="compact-sm" px={4} onClick={() => go('view-job', job.jobNumber)}>
              Job #{job.jobNumber}
            </Button>
          ),
        },
        { label: 'Job', render: (job) => job.title },
        { label: 'Start', sortField: 'startDate', render: (job) => job.startDate ?? '—' },
        { label: 'Visits', render: (job) => <JobVisits job={job} /> },
        { label: 'Status', sortField: 'status', render: (job) => <StatusBadge status={job.status} /> },
        { label: 'Total', sortField: 'total', align: 'right', render: (job) => formatCents(job.total) },
      ]}
      route={listHubJobsRoute}
      request={(page) => ({ params: { uri: vanityName }, query: page })}
      rowsOf={(answer) => ({ rows: answer.jobs, totalRecords: answer.totalRecords })}
    />
  );
}
