'use client';

import { Badge, Box, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { getTeamRoute } from '@porchlight/core/providers/team.routes';
import { schedulingMessages } from '@porchlight/core/scheduling/scheduling.messages';
import { skipVisitRoute } from '@porchlight/core/scheduling/series.routes';
import {
  cancelVisitRoute,
  changeVisitStatusRoute,
  listJobVisitsRoute,
} from '@porchlight/core/scheduling/visits.routes';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { AddVisitForm } from './add-visit-form';
import { OnMyWayNotice } from './on-my-way-notice';
import { VisitPhotos } from './visit-photos';
import { NEXT_STEP } from './visit-steps';

/** Cancel or skip a visit: one call with the version read, then the lists read again. */
function useDropVisit(
  route: typeof cancelVisitRoute | typeof skipVisitRoute,
  vanityName: string,
  changed: () => Promise<void>,
  success: string,
) {
  return useAction(
    async (visit: Visit) => {
      await callApi(route, {
        params: { visitId: visit.id },
        query: { vanityName },
        body: { version: visit.version },
      });
      await changed();
    },
    { success, errorTitle: serviceManagerMessages.errorTitle },
  );
}

/**
 * A job's visits (issue 33 item 2): when (in the company's time zone), who goes, what to do, and the
 * steps of the day. Times are typed as wall times; the server reads them in the company's zone.
 */
export function JobVisitsDialog({
  vanityName,
  jobNumber,
  jobTitle,
  onClose,
  onChanged,
}: {
  vanityName: string;
  jobNumber: number;
  jobTitle: string;
  onClose: () => void;
  /** The job's status follows its visits: the jobs list reads again. */
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const visitsQuery = apiQuery(listJobVisitsRoute, { params: { jobNumber }, query: { vanityName } });
  const visits = useQuery(visitsQuery);
  const team = useQuery(apiQuery(getTeamRoute, { query: { vanityName } }));
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(listJobVisitsRoute) });
    onChanged();
  };

  // The visits whose On my way should not tell the client ("Tell the client" unticked).
  const [untold, setUntold] = useState<ReadonlySet<string>>(new Set());
  const tellOf = (visitId: string) => (tell: boolean) =>
    setUntold((before) => {
      const after = new Set(before);
      if (tell) after.delete(visitId);
      else after.add(visitId);
      return after;
    });
  const step = useAction(
    async (visit: Visit, status: 'on-my-way' | 'in-progress' | 'completed', createInvoice?: boolean) => {
      const done = await callApi(changeVisitStatusRoute, {
        params: { visitId: visit.id },
        query: { vanityName },
        body: {
          version: visit.version,
          status,
          createInvoice: createInvoice === true,
          notifyClient: !untold.has(visit.id),
        },
      });
      await changed();
      return done.invoiceNumber;
    },
    {
      // Completing with the invoice says which Draft it made (the Invoices tab has it).
      success: (invoiceNumber) => (invoiceNumber === null ? '' : `Invoice #${invoiceNumber} made as a draft`),
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );
  const cancel = useDropVisit(cancelVisitRoute, vanityName, changed, 'Visit cancelled');
  // A date of a repeating visit the client does not need: it stays on the list as skipped.
  const skip = useDropVisit(skipVisitRoute, vanityName, changed, 'Visit skipped');

  const memberOptions = (team.data?.members ?? []).map((member) => ({
    value: member.userId,
    label: `${member.firstName} ${member.lastName}`.trim(),
  }));
  const list = visits.data?.visits ?? [];
  const timeZone = list[0]?.timeZone;

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={800}>
          Visits · #{jobNumber} {jobTitle}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {visits.isError && <Text c="red">{serviceManagerMessages.pageLoadFailed}</Text>}
        {visits.data && list.length === 0 && <Text c="dimmed">No visits yet: add the first one below.</Text>}
        {list.map((visit) => (
          <Paper key={visit.id} withBorder radius="md" p="sm" data-testid="visit">
            {/* On a phone the buttons go under the visit rather than squeezing its text. */}
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2}>
                <Text fw={700}>{visit.when ?? schedulingMessages.notScheduledYet}</Text>
                <Text size="sm" c="dimmed">
                  {visit.assignees.length > 0
                    ? visit.assignees.map((person) => person.firstName).join(', ')
                    : 'Nobody assigned'}
                </Text>
                {visit.notes && <Text size="sm">{visit.notes}</Text>}
                <Group gap={6}>
                  <Badge variant="light">{visit.status.replace(/-/g, ' ')}</Badge>
                  {visit.outsideOpenHours && (
                    <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
                      Outside open hours
                    </Badge>
                  )}
                </Group>
                <OnMyWayNotice visit={visit} tell={!untold.has(visit.id)} onTellChange={tellOf(visit.id)} />
              </Stack>
              <Group gap="xs">
                {visit.start && NEXT_STEP[visit.status] && (
                  <Button
                    size="xs"
                    loading={step.busy}
                    onClick={() => {
                      const next = NEXT_STEP[visit.status];
                      if (next) step.run(visit, next.status);
                    }}
                  >
                    {NEXT_STEP[visit.status]?.label}
                  </Button>
                )}
                {visit.status === 'in-progress' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={step.busy}
                    onClick={() => step.run(visit, 'completed', true)}
                  >
                    Complete and invoice
                  </Button>
                )}
                {visit.seriesId && visit.status === 'scheduled' && (
                  <Button size="xs" variant="default" loading={skip.busy} onClick={() => skip.run(visit)}>
                    Skip
                  </Button>
                )}
                {(visit.status === 'scheduled' || visit.status === 'on-my-way') && (
                  <Button size="xs" variant="default" loading={cancel.busy} onClick={() => cancel.run(visit)}>
                    Cancel visit
                  </Button>
                )}
              </Group>
            </Group>
            {visit.photos.length > 0 && (
              <Box mt="xs">
                <VisitPhotos visit={visit} vanityName={vanityName} editable={false} />
              </Box>
            )}
          </Paper>
        ))}

        <AddVisitForm
          vanityName={vanityName}
          jobNumber={jobNumber}
          members={memberOptions}
          timeZone={timeZone}
          onAdded={changed}
        />
      </Stack>
    </Modal>
  );
}
