'use client';

import { Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changeEmailRoute, verifyEmailRoute } from '@porchlight/core/providers/details.routes';
import {
  emailChangeRequestSchema,
  emailVerifyRequestSchema,
} from '@porchlight/core/providers/details.schemas';
import { emailMessages } from '@porchlight/core/providers/owner-tools.messages';
import { VERIFICATION_CODE_LENGTH } from '@porchlight/core/providers/verification.constants';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { useAction } from '@/lib/use-action';
import { DialogButtons, OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

/**
 * Edit Email Address (spec 2 §2.6, §4 "Email edit"): a new address gets a 6-character code, which
 * the second step asks for; clearing the address needs no code.
 */
export function EmailDialog({ details, onClose, onSaved }: OwnerDialogProps) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  return (
    <OwnerDialogFrame title="Edit Email Address" onClose={onClose}>
      {codeSentTo === null ? (
        <EmailStep details={details} onClose={onClose} onSaved={onSaved} onCodeSent={setCodeSentTo} />
      ) : (
        <CodeStep vanityName={details.vanityName} sentTo={codeSentTo} onClose={onClose} onSaved={onSaved} />
      )}
    </OwnerDialogFrame>
  );
}

function EmailStep({
  details,
  onClose,
  onSaved,
  onCodeSent,
}: OwnerDialogProps & { onCodeSent: (email: string) => void }) {
  const form = useForm({
    initialValues: { email: details.email ?? '' },
    validate: schemaResolver(emailChangeRequestSchema, { sync: true }),
  });
  const save = useAction(
    async (values: { email: string }) => {
      const answer = await callApi(changeEmailRoute, {
        query: { vanityName: details.vanityName },
        body: { email: values.email },
      });
      if (answer.codeSent) onCodeSent(values.email.trim());
      else onSaved();
      return answer;
    },
    {
      // Only clearing finishes here; a new address finishes with its code.
      success: (answer) => (answer.codeSent ? '' : emailMessages.cleared),
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: emailMessages.errorTitle,
    },
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.run(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Customers write to this address from your Contact page. Leave it empty to remove it.
        </Text>
        <TextInput label="Email address" type="email" autoComplete="email" {...form.getInputProps('email')} />
      </Stack>
      <DialogButtons onCancel={onClose} busy={save.busy} disabled={!form.isDirty()} submitLabel="Next" />
    </form>
  );
}

function CodeStep({
  vanityName,
  sentTo,
  onClose,
  onSaved,
}: {
  vanityName: string;
  sentTo: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(emailVerifyRequestSchema, { sync: true }),
  });
  const verify = useAction(
    async (values: { code: string }) => {
      await callApi(verifyEmailRoute, { query: { vanityName }, body: values });
      onSaved();
    },
    {
      success: emailMessages.verified,
      onError: (error) => applyApiError(form, error, { 404: 'code', 410: 'code', 400: 'code' }) === null,
      errorTitle: emailMessages.errorTitle,
    },
  );
  return (
    <form onSubmit={form.onSubmit((values) => verify.run(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          We sent a {VERIFICATION_CODE_LENGTH}-character code to <b>{sentTo}</b>. Enter it to use this
          address.
        </Text>
        <TextInput
          label="Verification code"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          data-autofocus
          {...form.getInputProps('code')}
        />
      </Stack>
      <DialogButtons onCancel={onClose} busy={verify.busy} submitLabel="Verify" />
    </form>
  );
}
