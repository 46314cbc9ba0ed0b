'use client';

import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { getHubJobRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { HubJobVisit, HubVisitChanges } from '@porchlight/core/client-hub/client-hub.schemas';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { namesOf, whoIsComing } from './hub-jobs';
import { useHubRead } from './hub-queries';
import { HubVisitActions } from './hub-visit-actions';
import { hubHash } from './use-hub-section';

/** One visit: when (the arrival window said as one), who is coming or came, its status, what the client may do. */
function VisitRow({
  visit,
  upcoming,
  actions,
}: {
  visit: HubJobVisit;
  upcoming: boolean;
  actions?: (changes: HubVisitChanges) => ReactNode;
}) {
  const who = upcoming
    ? whoIsComing(visit.people)
    : visit.people.length > 0 && `With ${namesOf(visit.people)}`;
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="xs">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {visit.when}
        </Text>
        {visit.arrivalWindow && (
          <Text size="xs" c="dimmed">
            Arrival window
          </Text>
        )}
        {who && <Text size="xs">{who}</Text>}
        {visit.changes && actions?.(visit.changes)}
      </Stack>
      <Box style={{ flexShrink: 0 }}>
        <StatusBadge status={visit.status} />
      </Box>
    </Group>
  );
}

/** A recurring job has a year of visits ahead: the first few show, the rest on asking. */
const VISITS_SHOWN = 5;

function VisitList({
  title,
  visits,
  upcoming,
  actions,
}: {
  title: string;
  visits: HubJobVisit[];
  upcoming: boolean;
  actions?: (changes: HubVisitChanges) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? visits : visits.slice(0, VISITS_SHOWN);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noVisitsToCome}
        </Text>
      ) : (
        <Stack component="ul" aria-label={title} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((visit, index) => (
            // Visits carry no id for the client; their order is fixed by the answer.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered
            <VisitRow key={index} visit={visit} upcoming={upcoming} actions={actions} />
          ))}
        </Stack>
      )}
      {visits.length > VISITS_SHOWN && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer' : `Show all ${visits.length}`}
        </Button>
      )}
    </Stack>
  );
}

/** One of the client's jobs with its visits to come and gone by (the spec's view-job, issue 33 item 7). */
export function HubJob({ vanityName, number }: { vanityName: string; number: number }) {
  const queryClient = useQueryClient();
  const {
    data: job,
    failed,
    queryKey,
  } = useHubRead(vanityName, getHubJobRoute, {
    params: { uri: vanityName },
    query: { jobNumber: number },
  });
  // What the client's last change did ('Your visit is now Wed, Dec 2 · 1-3 PM.').
  const [said, setSaid] = useState<string | null>(null);
  const actions = (changes: HubVisitChanges) => (
    <HubVisitActions
      vanityName={vanityName}
      jobNumber={number}
      changes={changes}
      onChanged={(changed, words) => {
        queryClient.setQueryData(queryKey, changed);
        setSaid(words);
      }}
    />
  );
  const back = (
    <Anchor href={hubHash('jobs')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to Jobs
      </Group>
    </Anchor>
  );
  if (failed)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{failed}</Text>
        {back}
      </Stack>
    );
  if (!job) return null;
  const scheduled = job.upcoming.length > 0 || job.past.length > 0;
  return (
    <Stack gap="sm" align="stretch">
      <div>{back}</div>
      {said && (
        <Alert color="green" role="status" withCloseButton onClose={() => setSaid(null)}>
          {said}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={2} size="h3">
                {job.title}
              </Title>
              <Text size="sm" c="dimmed">
                Job #{job.jobNumber}
                {job.total > 0 && ` · Total ${formatCents(job.total)}`}
              </Text>
            </div>
            <Box style={{ flexShrink: 0 }}>
              <StatusBadge status={job.status} />
            </Box>
          </Group>
          {scheduled ? (
            <>
              <VisitList title="Upcoming visits" visits={job.upcoming} upcoming actions={actions} />
              {job.past.length > 0 && (
                <>
                  {/* A plain rule: Mantine's Divider would add its stylesheet to every page. */}
                  <Box
                    component="hr"
                    m={0}
                    style={{ border: 0, borderTop: '1px solid var(--mantine-color-default-border)' }}
                  />
                  <VisitList title="Past visits" visits={job.past} upcoming={false} />
                </>
              )}
            </>
          ) : (
            <Text c="dimmed">{messages.jobNotScheduled}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
