'use client';

import { Alert, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateMessageSettingsRoute } from '@porchlight/core/messaging/message-settings.routes';
import type { MessageSettings } from '@porchlight/core/messaging/message-settings.schemas';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';

interface Values {
  quietStart: string;
  quietEnd: string;
  visitCancelCutoffHours: number | string;
  estimateValidDays: number | string;
}

/** The API's field names, where the form's differ. */
const FIELD_NAMES: Record<string, string> = {
  'quietHours.start': 'quietStart',
  'quietHours.end': 'quietEnd',
};

/** Quiet hours for texts, the visit cancel cutoff and how long estimates stay valid. */
export function MessageSettingsForm({
  vanityName,
  settings,
  onSaved,
}: {
  vanityName: string;
  settings: MessageSettings;
  onSaved: () => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      quietStart: settings.quietHours.start,
      quietEnd: settings.quietHours.end,
      visitCancelCutoffHours: settings.visitCancelCutoffHours,
      estimateValidDays: settings.estimateValidDays,
    },
  });
  const save = useAction(
    async (values: Values) => {
      setFormError(null);
      await callApi(updateMessageSettingsRoute, {
        query: { vanityName },
        body: {
          version: settings.version,
          quietHours: { start: values.quietStart, end: values.quietEnd },
          visitCancelCutoffHours: Number(values.visitCancelCutoffHours),
          estimateValidDays: Number(values.estimateValidDays),
        },
      });
      await onSaved();
      return 'Saved.';
    },
    {
      success: (message) => message,
      onError: (error) => {
        const renamed = {
          setErrors: (errors: Record<string, string>) =>
            form.setErrors(
              Object.fromEntries(
                Object.entries(errors).map(([key, value]) => [FIELD_NAMES[key] ?? key, value]),
              ),
            ),
          setFieldError: form.setFieldError as never,
        };
        setFormError(applyApiError(renamed, error));
        return true;
      },
    },
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Quiet hours and limits">
      <Title order={2} size="h4" mb="xs">
        Quiet hours and limits
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => save.run(values))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Texts wait until morning in the client's time zone; e-mail is never held.
          </Text>
          <Group grow align="flex-start">
            <TextInput label="No texts from" type="time" {...form.getInputProps('quietStart')} />
            <TextInput label="Until" type="time" {...form.getInputProps('quietEnd')} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label="Clients may cancel a visit up to (hours before)"
              min={0}
              max={168}
              allowDecimal={false}
              {...form.getInputProps('visitCancelCutoffHours')}
            />
            <NumberInput
              label="Estimates stay valid for (days, 0: always)"
              min={0}
              max={365}
              allowDecimal={false}
              {...form.getInputProps('estimateValidDays')}
            />
          </Group>
          {formError ? (
            <Alert color="red" variant="light">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
