'use client';

import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SeriesInvoicing } from '@porchlight/core/scheduling/scheduling.constants';
import { createSeriesRoute } from '@porchlight/core/scheduling/series.routes';
import { createVisitRoute } from '@porchlight/core/scheduling/visits.routes';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { IconCalendarPlus } from '@tabler/icons-react';
import { showSuccess } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useAction } from '@/lib/use-action';
import {
  endsOf,
  minutesBetween,
  REPEAT_CHOICES,
  type RepeatChoice,
  repeatLabel,
  repeatOf,
} from './repeat-choice';
import { WhoGoes } from './who-goes';

/** An arrival window the client is told ('8-10 AM'), or an exact time. */
const WINDOW_OPTIONS = [
  { value: '', label: 'Exact time' },
  { value: '60', label: '1-hour window' },
  { value: '120', label: '2-hour window' },
  { value: '180', label: '3-hour window' },
  { value: '240', label: '4-hour window' },
];

interface VisitForm {
  date: string;
  startTime: string;
  endTime: string;
  window: string;
  assigneeIds: string[];
  notes: string;
  repeat: RepeatChoice;
  endsKind: 'count' | 'until';
  count: number;
  until: string;
  invoicing: SeriesInvoicing;
}

/** How a series is invoiced (issue 33 item 4): the Drafts the job queue makes. */
const INVOICING_OPTIONS: { value: SeriesInvoicing; label: string }[] = [
  { value: 'none', label: 'When I make them' },
  { value: 'per-visit', label: 'A draft for each visit done' },
  { value: 'monthly', label: 'A monthly draft of the visits done' },
];

/** The API's fields as this form names them. */
const FORM_FIELD_OF: Record<string, keyof VisitForm> = {
  start: 'startTime',
  end: 'endTime',
  arrivalWindowMinutes: 'window',
  durationMinutes: 'endTime',
  'ends.until': 'until',
  'ends.count': 'count',
  ends: 'count',
};

/**
 * Add a visit to a job (issue 33 items 2 and 4): a date and wall times in the company's zone (the
 * server reads them there), an arrival window, who goes, notes; or the first of visits that repeat
 * weekly, every 2 or 4 weeks or monthly, for a number of visits or until a date.
 */
export function AddVisitForm({
  vanityName,
  jobNumber,
  members,
  timeZone,
  onAdded,
}: {
  vanityName: string;
  jobNumber: number;
  members: { value: string; label: string }[];
  timeZone: string | undefined;
  onAdded: () => Promise<void>;
}) {
  const form = useForm<VisitForm>({
    initialValues: {
      date: '',
      startTime: '09:00',
      endTime: '11:00',
      window: '',
      assigneeIds: [],
      notes: '',
      repeat: 'never',
      endsKind: 'count',
      count: 12,
      until: '',
      invoicing: 'none',
    },
  });
  const repeats = form.values.date !== '' && form.values.repeat !== 'never';

  const add = useAction(
    async (values: VisitForm) => {
      const timed = values.date !== '';
      const arrivalWindowMinutes = timed && values.window ? Number(values.window) : null;
      const query = { vanityName };
      const params = { jobNumber };
      if (timed && values.repeat !== 'never') {
        const made = await callApi(createSeriesRoute, {
          params,
          query,
          body: {
            start: `${values.date}T${values.startTime}`,
            durationMinutes: minutesBetween(values.startTime, values.endTime),
            repeat: repeatOf(values.repeat, values.date),
            ends: endsOf({ kind: values.endsKind, count: values.count, until: values.until }),
            arrivalWindowMinutes,
            assigneeIds: values.assigneeIds,
            invoicing: values.invoicing,
          },
        });
        const notes = [
          ...made.shifted.map((each) => `${each.when}: moved an hour later (the clocks skip that time).`),
          ...made.clashes.map((each) => `${each.when}: someone chosen is busy then and was left off.`),
        ];
        showSuccess([`${made.visitCount} visits made.`, ...notes].join(' '));
      } else {
        await callApi(createVisitRoute, {
          params,
          query,
          body: {
            start: timed ? `${values.date}T${values.startTime}` : null,
            end: timed ? `${values.date}T${values.endTime}` : null,
            arrivalWindowMinutes,
            assigneeIds: values.assigneeIds,
            notes: values.notes || null,
          },
        });
        showSuccess('Visit added');
      }
      form.reset();
      await onAdded();
    },
    {
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

  return (
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
          <NativeSelect
            label="Repeats"
            disabled={form.values.date === ''}
            data={REPEAT_CHOICES.map((choice) => ({
              value: choice.value,
              label: repeatLabel(choice.value, form.values.date),
            }))}
            {...form.getInputProps('repeat')}
          />
        </SimpleGrid>
        {repeats && (
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              aria-label="Ends"
              data={[
                { value: 'count', label: 'After' },
                { value: 'until', label: 'On a date' },
              ]}
              {...form.getInputProps('endsKind')}
            />
            {form.values.endsKind === 'count' ? (
              <NumberInput label="Visits" min={1} max={520} w={110} {...form.getInputProps('count')} />
            ) : (
              <TextInput label="Last date" type="date" {...form.getInputProps('until')} />
            )}
            <NativeSelect label="Invoices" data={INVOICING_OPTIONS} {...form.getInputProps('invoicing')} />
          </Group>
        )}
        <WhoGoes members={members} {...form.getInputProps('assigneeIds')} />
        {!repeats && (
          <Textarea label="Notes" autosize minRows={1} maxRows={4} {...form.getInputProps('notes')} />
        )}
        {timeZone && (
          <Text size="xs" c="dimmed">
            Times in {timeZone.replaceAll('_', ' ')}.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconCalendarPlus size={16} />} loading={add.busy}>
            {repeats ? 'Add repeating visits' : 'Add visit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
