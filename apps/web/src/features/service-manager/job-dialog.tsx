'use client';

import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { jobRequestSchema } from '@porchlight/core/service-manager/jobs.schemas';
import { JOB_STATUSES, type JobStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { createJobRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { useClientOptions } from './use-client-options';

/** A new job for one of the clients: what, when (optional) and where it stands. */
export function JobDialog({
  vanityName,
  onClose,
  onSaved,
}: {
  vanityName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const clientOptions = useClientOptions(vanityName);
  const checkJob = schemaResolver(jobRequestSchema, { sync: true });
  const form = useForm({
    initialValues: { clientId: '', title: '', status: 'unscheduled' as JobStatus, startDate: '' },
    // An empty date field is no start date (null), as the request sends it.
    validate: (values) => checkJob({ ...values, startDate: values.startDate || null }),
  });
  const save = useAction(
    async (values: typeof form.values) => {
      await callApi(createJobRoute, {
        query: { vanityName },
        body: { ...values, startDate: values.startDate || null },
      });
      onSaved();
    },
    {
      success: serviceManagerMessages.jobSaved,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );
  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>New job</Text>} centered>
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        <Stack gap="sm">
          <NativeSelect label="Client" required data={clientOptions} {...form.getInputProps('clientId')} />
          <TextInput label="Job" required placeholder="Spring deep clean" {...form.getInputProps('title')} />
          <NativeSelect
            label="Status"
            data={JOB_STATUSES.map((status) => ({ value: status, label: status.replace('-', ' ') }))}
            {...form.getInputProps('status')}
          />
          <TextInput label="Start date" type="date" {...form.getInputProps('startDate')} />
        </Stack>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy}>
            Save job
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
