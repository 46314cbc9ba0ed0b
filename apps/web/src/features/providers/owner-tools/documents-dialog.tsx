'use client';

import { Group, Loader, Radio, RadioGroup, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  getDocumentSettingsRoute,
  updateDocumentSettingsRoute,
} from '@porchlight/core/providers/details.routes';
import {
  type DocumentSettingsRequestInput,
  type DocumentSettingsResponse,
  documentSettingsRequestSchema,
  LICENSE_NUMBER_MAX_LENGTH,
} from '@porchlight/core/providers/details.schemas';
import { documentSettingsMessages } from '@porchlight/core/providers/owner-tools.messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showError } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { apiQuery } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

/**
 * Estimates and invoices (ours, issue 36): the license number and the logo printed at the top of the
 * company's estimate, invoice and receipt PDFs, and whether clients sign to approve an estimate.
 */
export function DocumentsDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const settings = useQuery({
    ...apiQuery(getDocumentSettingsRoute, { query: { vanityName: details.vanityName } }),
    gcTime: 0,
  });
  const failed = settings.isError;
  useEffect(() => {
    if (!failed) return;
    showError(documentSettingsMessages.loadFailed);
    onClose();
  }, [failed, onClose]);

  return (
    <OwnerDialogFrame title="Estimates and Invoices" onClose={onClose}>
      {settings.data ? (
        <DocumentsForm initial={settings.data} details={details} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      )}
    </OwnerDialogFrame>
  );
}

type LogoChoice = 'profilePicture' | 'none';

function DocumentsForm({
  initial,
  details,
  onClose,
  onSaved,
}: OwnerDialogProps & { initial: DocumentSettingsResponse }) {
  const form = useForm({
    initialValues: {
      licenseNumber: initial.licenseNumber ?? '',
      logo: (initial.logoOnDocuments ? 'profilePicture' : 'none') as LogoChoice,
      estimatesRequireSignature: initial.estimatesRequireSignature,
    },
    validate: (values) => schemaResolver(documentSettingsRequestSchema, { sync: true })(requestOf(values)),
  });
  const save = useAction(
    async (values: typeof form.values) => {
      await callApi(updateDocumentSettingsRoute, {
        query: { vanityName: details.vanityName },
        body: requestOf(values),
      });
      onSaved();
    },
    {
      success: documentSettingsMessages.updated,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: documentSettingsMessages.errorTitle,
    },
  );

  return (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Printed at the top of the estimates, invoices and receipts your clients download and receive by
          e-mail, with your company name, address and contact details.
        </Text>
        <TextInput
          label="License number"
          description="Leave empty if your trade needs none."
          placeholder="TACLA12345C"
          maxLength={LICENSE_NUMBER_MAX_LENGTH}
          {...form.getInputProps('licenseNumber')}
        />
        <RadioGroup label="Logo" {...form.getInputProps('logo')}>
          <Stack gap="xs" mt="xs">
            <Radio value="profilePicture" label="My profile picture" />
            <Radio value="none" label="No logo" />
          </Stack>
        </RadioGroup>
        {!initial.hasProfilePicture && form.values.logo === 'profilePicture' && (
          <Text size="xs" c="dimmed">
            Your profile has no picture yet: add one on your profile and it appears on your documents.
          </Text>
        )}
        <Switch
          label="Ask clients to sign when they approve an estimate"
          description="They type their name or draw their signature in the client hub; the signed PDF shows it with the time and where it was signed from."
          {...form.getInputProps('estimatesRequireSignature', { type: 'checkbox' })}
        />
      </Stack>
      <DialogButtons onCancel={onClose} busy={save.busy} disabled={!form.isDirty()} />
    </form>
  );
}

function requestOf(values: {
  licenseNumber: string;
  logo: LogoChoice;
  estimatesRequireSignature: boolean;
}): DocumentSettingsRequestInput {
  return {
    licenseNumber: values.licenseNumber,
    logoOnDocuments: values.logo === 'profilePicture',
    estimatesRequireSignature: values.estimatesRequireSignature,
  };
}
