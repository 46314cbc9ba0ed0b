'use client';

import { Alert, Checkbox, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { ClientMessagePreferences } from '@porchlight/core/messaging/client-messaging.schemas';
import type { Action } from '@/lib/use-action';

/** "Nov 28, 2026, 9:14 AM" on the company's clock: the log's and the consent's times. */
export const messageTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** What the fields say, in the reader's voice (a member about the client, or the client in the hub). */
export interface PreferenceWords {
  /** Under the consent checkbox: when and how it was recorded, or what ticking means. */
  consentNote: string;
  /** Instead of the checkbox when there is no mobile number. */
  noPhone: string;
  optedOut: string;
  switchNote: string;
}

/**
 * A client's message preferences for one company (docs/plans/reminders.md §8), the same controls in the
 * client's Messages tab and in the Client Hub: consent to texts with the exact words agreed to, the STOP
 * note, and the "No automatic messages" switch. While a change is saved the control shows it; the answer
 * read again then stands.
 */
export function MessagePreferenceFields({
  preferences,
  words,
  consent,
  automatic,
}: {
  preferences: ClientMessagePreferences;
  words: PreferenceWords;
  consent: Action<[boolean]>;
  automatic: Action<[boolean]>;
}) {
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Text messages">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Text messages
          </Title>
          {preferences.phone ? (
            <Checkbox
              label={preferences.wording}
              checked={consent.pending ? consent.pending[0] : preferences.consent !== null}
              disabled={consent.busy}
              onChange={(event) => consent.run(event.currentTarget.checked)}
              description={words.consentNote}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {words.noPhone}
            </Text>
          )}
          {preferences.optedOut ? (
            <Alert color="yellow" variant="light">
              {words.optedOut}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Switch
          label="No automatic messages"
          description={words.switchNote}
          checked={automatic.pending ? !automatic.pending[0] : !preferences.automaticMessages}
          disabled={automatic.busy}
          onChange={(event) => automatic.run(!event.currentTarget.checked)}
        />
      </Paper>
    </>
  );
}
