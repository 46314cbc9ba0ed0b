'use client';

import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useAction } from '@/lib/use-action';
import { WhoGoes } from './who-goes';

export interface VisitTimes {
  /** YYYY-MM-DD in the company's zone. */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  assigneeIds: string[];
  /** A visit of a series: this one only, or this one and the later ones still to do. */
  scope?: 'this' | 'following';
}

const SCOPES = [
  { value: 'this', label: 'This visit' },
  { value: 'following', label: 'This and following' },
];

/** The API's fields as this form names them. */
const FORM_FIELD_OF: Record<string, keyof VisitTimes> = { start: 'startTime', end: 'endTime' };

/**
 * When and who, typed (issue 33 item 5): the keyboard's and the phone's way to move a visit (the
 * calendar's drag is the mouse's), and to put a waiting job on the calendar. A refusal (someone
 * busy, changed by someone else, a time the clocks skip) stays in the dialog in the server's words.
 */
export function VisitTimeDialog({
  title,
  submitLabel,
  initial,
  withScope = false,
  members,
  timeZone,
  onSave,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: VisitTimes;
  /** Offer 'this visit' or 'this and following' (a visit of a series). */
  withScope?: boolean;
  members: { value: string; label: string }[];
  timeZone: string | undefined;
  /** Throws the server's refusal; the dialog shows it. */
  onSave: (values: VisitTimes) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<VisitTimes>({ initialValues: { ...initial, scope: 'this' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useAction(
    async (values: VisitTimes) => {
      setRefusal(null);
      await onSave(values);
      onClose();
    },
    {
      onError: (error) => {
        if (!(error instanceof ApiError) || error.isNetworkError) return false;
        if (error.fields && Object.keys(error.fields).length > 0)
          form.setErrors(
            Object.fromEntries(
              Object.entries(error.fields).map(([field, message]) => [
                FORM_FIELD_OF[field] ?? field,
                message,
              ]),
            ),
          );
        else setRefusal(error.message);
        return true;
      },
    },
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={800}>{title}</Text>}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        <Stack gap="sm">
          {refusal && (
            <Alert color="red" icon={<IconAlertTriangle size={16} />} role="alert">
              {refusal}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
            <TextInput label="Starts" type="time" required {...form.getInputProps('startTime')} />
            <TextInput label="Ends" type="time" required {...form.getInputProps('endTime')} />
          </SimpleGrid>
          <WhoGoes members={members} {...form.getInputProps('assigneeIds')} />
          {withScope && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="visit-scope-label">
                Change
              </Text>
              <SegmentedControl
                aria-labelledby="visit-scope-label"
                data={SCOPES}
                {...form.getInputProps('scope')}
              />
            </Stack>
          )}
          {timeZone && (
            <Text size="xs" c="dimmed">
              Times in {timeZone.replaceAll('_', ' ')}.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
