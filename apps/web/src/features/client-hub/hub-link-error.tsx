'use client';

import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { sendNewHubLinkRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { lazySchema } from '@/lib/lazy-schema';
import { useSchemaForm } from '@/lib/use-schema-form';

/** The address's checks and words of the server's own schema (spec 3 §8), not the browser's. */
const newLinkEmailSchema = lazySchema(() =>
  import('@porchlight/core/client-hub/client-hub.schemas').then((module) =>
    module.sendNewLinkSchema.pick({ email: true }),
  ),
);

/** A secure link that did not open (spec 3 §2.4 unauthenticated states 2-4). */
export function HubLinkError({
  status,
  vanityName,
  providerName,
  sessionId,
  clientHubId,
}: {
  status: number;
  vanityName: string;
  providerName: string;
  sessionId: string;
  clientHubId: string;
}) {
  const form = useSchemaForm({ initialValues: { email: '' }, schema: newLinkEmailSchema });
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (status === 404) return <Alert color="red">{messages.invalidLink(providerName)}</Alert>;
  if (status !== 401 && status !== 403) return <Alert color="red">{messages.otherError(providerName)}</Alert>;

  const send = async (email: string) => {
    setBusy(true);
    try {
      await callApi(sendNewHubLinkRoute, {
        params: { providerUri: vanityName },
        body: { email, sessionId, clientHubId },
      });
      setSent(true);
    } catch (caught) {
      // 401: not the client's address; the box is cleared for another try (spec 3 §8).
      if (caught instanceof ApiError && caught.status === 401) form.setFieldValue('email', '');
      form.setFieldError(
        'email',
        caught instanceof ApiError ? caught.message : messages.otherError(providerName),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" maw={520}>
      <Alert color="yellow" title={messages.linkExpired}>
        {sent
          ? messages.newLinkSentNotice
          : 'Enter the e-mail address this link was sent to and we will send a new one.'}
      </Alert>
      {!sent && (
        <form onSubmit={form.onSubmit(({ email }) => void send(email))} onFocus={form.onFocus} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              flex={1}
              type="email"
              aria-label="Email address"
              placeholder="you@example.com"
              {...form.inputProps('email')}
            />
            <Button type="submit" loading={busy}>
              Send Link
            </Button>
          </Group>
        </form>
      )}
      {sent && <Text size="sm">{messages.newLinkSent}</Text>}
    </Stack>
  );
}
