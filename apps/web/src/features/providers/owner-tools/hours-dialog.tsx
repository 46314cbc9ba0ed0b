'use client';

import { Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { updateHoursRoute } from '@porchlight/core/providers/details.routes';
import { DAY_LONG_NAMES, OPEN_24_HOURS } from '@porchlight/core/providers/hours.rules';
import {
  DAY_PERIODS,
  formToHours,
  type HoursForm,
  hoursFormSchema,
  hoursToForm,
} from '@porchlight/core/providers/hours.schemas';
import { hoursMessages } from '@porchlight/core/providers/owner-tools.messages';
import { HOURS_DAYS, type HoursDayKey } from '@porchlight/core/providers/profile.schemas';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';
import classes from './owner-tools.module.css';

/**
 * Edit Open Hours (spec 2 §2.8, §5 "Hours"): "Show Hours on Profile" reveals the days; an open day is
 * open 24 hours or from a start to an end time (1-12, optional minutes, AM/PM). New hours start at
 * 8 AM - 5 PM with the weekend closed. Closing with unsaved changes reloads the page, as the spec says.
 */
const useHoursForm = (initialValues: HoursForm) =>
  useForm<HoursForm>({ initialValues, validate: schemaResolver(hoursFormSchema, { sync: true }) });
type HoursFormApi = ReturnType<typeof useHoursForm>;

export function HoursDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const form = useHoursForm(hoursToForm(details.hours));
  const save = useAction(
    async (values: HoursForm) => {
      await callApi(updateHoursRoute, {
        query: { vanityName: details.vanityName },
        body: formToHours(values),
      });
      onSaved();
    },
    {
      success: hoursMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: hoursMessages.errorTitle,
    },
  );
  const close = () => (form.isDirty() ? window.location.reload() : onClose());

  return (
    <OwnerDialogFrame title="Edit Open Hours" onClose={close} size="lg">
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        <Stack gap="sm">
          <Switch label="Show Hours on Profile" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          {form.values.enabled && (
            <Text size="sm" c="dimmed">
              Times in {details.timeZone.replaceAll('_', ' ')} (Company details → Time zone).
            </Text>
          )}
          {form.values.enabled && HOURS_DAYS.map((day) => <DayRow key={day} day={day} form={form} />)}
        </Stack>
        <DialogButtons onCancel={close} busy={save.busy} disabled={!form.isDirty()} />
      </form>
    </OwnerDialogFrame>
  );
}

function DayRow({ day, form }: { day: HoursDayKey; form: HoursFormApi }) {
  const name = DAY_LONG_NAMES[day];
  const value = form.values.days[day];
  const path = `days.${day}` as const;
  return (
    <div className={classes.dayRow} data-testid={`hours-${day}`}>
      <Group justify="space-between" gap="xs">
        <Switch label={name} fw={600} {...form.getInputProps(`${path}.open`, { type: 'checkbox' })} />
        {value.open && (
          <Switch
            size="xs"
            label={OPEN_24_HOURS}
            aria-label={`${name}: ${OPEN_24_HOURS}`}
            {...form.getInputProps(`${path}.allDay`, { type: 'checkbox' })}
          />
        )}
        {!value.open && (
          <Text size="sm" c="dimmed">
            Closed
          </Text>
        )}
      </Group>
      {value.open && !value.allDay && (
        <Group gap="xs" align="flex-start" mt={6} wrap="nowrap">
          <TimeField
            label={`${name} opens`}
            form={form}
            field={`${path}.start`}
            period={`${path}.startPeriod`}
          />
          <Text mt={6}>to</Text>
          <TimeField
            label={`${name} closes`}
            form={form}
            field={`${path}.end`}
            period={`${path}.endPeriod`}
          />
        </Group>
      )}
      {value.open && !value.allDay && (form.errors[`${path}.start`] ?? form.errors[`${path}.end`]) && (
        <Text size="xs" c="red" mt={4} role="alert">
          {form.errors[`${path}.start`] ?? form.errors[`${path}.end`]}
        </Text>
      )}
    </div>
  );
}

function TimeField({
  label,
  form,
  field,
  period,
}: {
  label: string;
  form: HoursFormApi;
  field: string;
  period: string;
}) {
  return (
    <Group gap={4} align="flex-start" wrap="nowrap" className={classes.timeField}>
      <TextInput
        aria-label={label}
        placeholder="9:00"
        maxLength={5}
        w={64}
        {...form.getInputProps(field)}
        // The day's message shows once under the row, not squeezed under the box.
        error={Boolean(form.errors[field])}
      />
      <NativeSelect
        aria-label={`${label}, AM or PM`}
        data={[...DAY_PERIODS]}
        w={70}
        {...form.getInputProps(period)}
      />
    </Group>
  );
}
