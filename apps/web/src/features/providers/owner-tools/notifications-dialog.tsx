'use client';

import { ActionIcon, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CONTACT_PREFERENCE_DISPLAY_NAMES,
  CONTACT_PREFERENCE_TYPES,
  CONTACT_PREFERENCES_MAX,
  type ContactPreferenceMethod,
  type ContactPreferenceType,
  contactPreferencesRequestSchema,
} from '@porchlight/core/providers/contact-preferences.schemas';
import {
  getContactPreferencesRoute,
  updateContactPreferencesRoute,
} from '@porchlight/core/providers/details.routes';
import { contactPreferenceMessages } from '@porchlight/core/providers/owner-tools.messages';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { WeeklyMailSwitch } from '@/features/insights/weekly-mail-switch';
import { showError } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { apiQuery } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { clearBrandNewProfile } from './brand-new-profile';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

interface PreferenceRow {
  type: ContactPreferenceType;
  method: ContactPreferenceMethod;
  value: string;
}

const METHOD_LABELS: Record<ContactPreferenceMethod, string> = { email: 'Email', sms: 'Text message' };

/**
 * Contact notification preferences (spec 2 §2.13, §3, §5): where new requests reach the company, for
 * all of them or per kind (pricing and availability, Contact Us), by e-mail or text message.
 */
export function NotificationsDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const preferences = useQuery({
    ...apiQuery(getContactPreferencesRoute, { query: { vanityName: details.vanityName } }),
    // The form starts from what is saved now: read afresh at each opening, never from an older one.
    gcTime: 0,
  });
  const failed = preferences.isError;
  useEffect(() => {
    if (!failed) return;
    showError(contactPreferenceMessages.loadFailed);
    onClose();
  }, [failed, onClose]);
  const saved = preferences.data?.contactPrefs;
  // None yet: start with the profile's own address, the usual choice.
  const loaded: PreferenceRow[] | null = !saved
    ? null
    : saved.length
      ? saved
      : [{ type: 'all', method: 'email', value: details.email ?? '' }];

  return (
    <OwnerDialogFrame title="Customer Notifications" onClose={onClose} size="lg">
      {loaded ? (
        <PreferencesForm initial={loaded} details={details} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      )}
    </OwnerDialogFrame>
  );
}

function PreferencesForm({
  initial,
  details,
  onClose,
  onSaved,
}: OwnerDialogProps & { initial: PreferenceRow[] }) {
  const form = useForm({
    initialValues: { contactPrefs: initial },
    validate: schemaResolver(contactPreferencesRequestSchema, { sync: true }),
  });
  const save = useAction(
    async (values: { contactPrefs: PreferenceRow[] }) => {
      await callApi(updateContactPreferencesRoute, {
        query: { vanityName: details.vanityName },
        body: values,
      });
      clearBrandNewProfile();
      onSaved();
    },
    {
      success: contactPreferenceMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
      errorMessage: contactPreferenceMessages.saveFailed,
    },
  );
  const rows = form.values.contactPrefs;

  return (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          New pricing requests and Contact Us messages reach you here.
        </Text>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <Group key={index} gap="xs" align="flex-start" wrap="wrap" data-testid="contact-preference">
            <NativeSelect
              aria-label="Which requests"
              w={190}
              data={CONTACT_PREFERENCE_TYPES.map((type) => ({
                value: type,
                label: CONTACT_PREFERENCE_DISPLAY_NAMES[type],
              }))}
              {...form.getInputProps(`contactPrefs.${index}.type`)}
            />
            <NativeSelect
              aria-label="How"
              w={140}
              data={Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }))}
              {...form.getInputProps(`contactPrefs.${index}.method`)}
            />
            <TextInput
              aria-label={row.method === 'sms' ? 'Mobile number' : 'Email address'}
              placeholder={row.method === 'sms' ? '(555) 555-5555' : 'you@example.com'}
              style={{ flex: 1, minWidth: 180 }}
              {...form.getInputProps(`contactPrefs.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label="Remove"
              onClick={() => form.removeListItem('contactPrefs', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {typeof form.errors.contactPrefs === 'string' && (
          <Text size="sm" c="red">
            {form.errors.contactPrefs}
          </Text>
        )}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= CONTACT_PREFERENCES_MAX}
          onClick={() => form.insertListItem('contactPrefs', { type: 'all', method: 'email', value: '' })}
          w="fit-content"
        >
          Add another
        </Button>
        <WeeklyMailSwitch vanityName={details.vanityName} />
      </Stack>
      <DialogButtons onCancel={onClose} busy={save.busy} />
    </form>
  );
}
