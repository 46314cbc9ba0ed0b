'use client';

import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { getTeamRoute } from '@porchlight/core/providers/team.routes';
import {
  cancelVisitRoute,
  changeVisitStatusRoute,
  createVisitRoute,
  listJobVisitsRoute,
} from '@porchlight/core/scheduling/visits.routes';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { IconAlertTriangle, IconCalendarPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';

/** An arrival window the client is told ('8-10 AM'), or an exact time. */
const WINDOW_OPTIONS = [
  { value: '', label: 'Exact time' },
  { value: '60', label: '1-hour window' },
  { value: '120', label: '2-hour window' },
  { value: '180', label: '3-hour window' },
  { value: '240', label: '4-hour window' },
];

const NEXT_STEP: Partial<
  Record<Visit['status'], { status: 'on-my-way' | 'in-progress' | 'completed'; label: string }>
> = {
  scheduled: { status: 'on-my-way', label: 'On my way' },
  'on-my-way': { status: 'in-progress', label: 'Start' },
  'in-progress': { status: 'completed', label: 'Complete' },
};

/** The API's fields as this form names them. */
const FORM_FIELD_OF: Record<string, keyof VisitForm> = {
  start: 'startTime',
  end: 'endTime',
  arrivalWindowMinutes: 'window',
};

interface VisitForm {
  date: string;
  startTime: string;
  endTime: string;
  window: string;
  assigneeIds: string[];
  notes: string;
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

  const form = useForm<VisitForm>({
    initialValues: { date: '', startTime: '09:00', endTime: '11:00', window: '', assigneeIds: [], notes: '' },
  });
  const add = useAction(
    async (values: VisitForm) => {
      const timed = values.date !== '';
      await callApi(createVisitRoute, {
        params: { jobNumber },
        query: { vanityName },
        body: {
          start: timed ? `${values.date}T${values.startTime}` : null,
          end: timed ? `${values.date}T${values.endTime}` : null,
          arrivalWindowMinutes: timed && values.window ? Number(values.window) : null,
          assigneeIds: values.assigneeIds,
          notes: values.notes || null,
        },
      });
      form.reset();
      await changed();
    },
    {
      success: 'Visit added',
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return false;
        form.setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => [FORM_FIELD_OF[field] ?? field, message]),
          ),
        );
        return true;
      },
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );
  const step = useAction(
    async (visit: Visit, status: 'on-my-way' | 'in-progress' | 'completed') => {
      await callApi(changeVisitStatusRoute, {
        params: { visitId: visit.id },
        query: { vanityName },
        body: { version: visit.version, status },
      });
      await changed();
    },
    { errorTitle: serviceManagerMessages.errorTitle },
  );
  const cancel = useAction(
    async (visit: Visit) => {
      await callApi(cancelVisitRoute, {
        params: { visitId: visit.id },
        query: { vanityName },
        body: { version: visit.version },
      });
      await changed();
    },
    { success: 'Visit cancelled', errorTitle: serviceManagerMessages.errorTitle },
  );

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
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={700}>{visit.when ?? 'Not scheduled yet'}</Text>
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
              </Stack>
              <Group gap="xs" wrap="nowrap">
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
                {(visit.status === 'scheduled' || visit.status === 'on-my-way') && (
                  <Button size="xs" variant="default" loading={cancel.busy} onClick={() => cancel.run(visit)}>
                    Cancel visit
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}

        <form onSubmit={form.onSubmit((values) => add.run(values))} noValidate aria-label="Add a visit">
          <Stack gap="sm">
            <Text fw={700}>Add a visit</Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label="Date"
                type="date"
                description="Empty: schedule later"
                {...form.getInputProps('date')}
              />
              <TextInput label="Starts" type="time" {...form.getInputProps('startTime')} />
              <TextInput label="Ends" type="time" {...form.getInputProps('endTime')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect label="Arrival" data={WINDOW_OPTIONS} {...form.getInputProps('window')} />
              <Checkbox.Group label="Who goes" {...form.getInputProps('assigneeIds')}>
                <Group gap="sm" mt={6}>
                  {memberOptions.length === 0 && (
                    <Text size="sm" c="dimmed">
                      Invite your team in the Team tab.
                    </Text>
                  )}
                  {memberOptions.map((member) => (
                    <Checkbox key={member.value} value={member.value} label={member.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            </SimpleGrid>
            <Textarea label="Notes" autosize minRows={1} maxRows={4} {...form.getInputProps('notes')} />
            {timeZone && (
              <Text size="xs" c="dimmed">
                Times in {timeZone.replaceAll('_', ' ')}.
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconCalendarPlus size={16} />} loading={add.busy}>
                Add visit
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
