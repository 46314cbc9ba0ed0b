'use client';

import { Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { updateTimeZoneRoute } from '@porchlight/core/providers/details.routes';
import { timeZoneMessages } from '@porchlight/core/providers/owner-tools.messages';
import {
  type TimeZoneRequest,
  timeZoneRequestSchema,
  US_TIME_ZONES,
} from '@porchlight/core/providers/time-zone.schemas';
import { useMemo } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

/** The US zones first, then every other zone this browser knows, by name. */
function zoneChoices(current: string) {
  const us = new Set<string>(US_TIME_ZONES.map((zone) => zone.value));
  const others = Intl.supportedValuesOf('timeZone').filter((zone) => !us.has(zone));
  // An alias the server kept (Intl lists canonical names only) stays choosable.
  if (!us.has(current) && !others.includes(current)) others.unshift(current);
  return [
    { group: 'United States', items: US_TIME_ZONES.map((zone) => ({ ...zone })) },
    {
      group: 'All time zones',
      items: others.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    },
  ];
}

/** What the clock says there now, so the owner can check the choice ('3:42 PM'). */
function timeNowIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(),
  );
}

/**
 * Time zone (issue 33): open hours and every time the team sees are wall times in it. It follows the
 * location until the owner chooses one here; a choice stays when the location moves.
 */
export function TimeZoneDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const form = useForm<TimeZoneRequest>({
    initialValues: { timeZone: details.timeZone },
    validate: schemaResolver(timeZoneRequestSchema, { sync: true }),
  });
  const choices = useMemo(() => zoneChoices(details.timeZone), [details.timeZone]);
  const save = useAction(
    async (values: TimeZoneRequest) => {
      await callApi(updateTimeZoneRoute, { query: { vanityName: details.vanityName }, body: values });
      onSaved();
    },
    {
      success: timeZoneMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: timeZoneMessages.errorTitle,
    },
  );

  return (
    <OwnerDialogFrame title="Time Zone" onClose={onClose}>
      <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Your open hours and every visit are shown in this time zone. It follows your location until you
            choose one.
          </Text>
          <Select
            label="Time zone"
            data={choices}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone by that name"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('timeZone')}
          />
          {form.values.timeZone && (
            <Text size="sm" c="dimmed" data-testid="time-zone-now">
              It is {timeNowIn(form.values.timeZone)} there now.
            </Text>
          )}
        </Stack>
        <DialogButtons onCancel={onClose} busy={save.busy} disabled={!form.isDirty()} />
      </form>
    </OwnerDialogFrame>
  );
}
