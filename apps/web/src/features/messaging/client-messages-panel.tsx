'use client';

import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { consentSourceWords } from '@porchlight/core/messaging/client-message-words';
import {
  getClientMessagePreferencesRoute,
  listClientMessagesRoute,
  setTextConsentRoute,
  switchAutomaticMessagesRoute,
} from '@porchlight/core/messaging/client-messaging.routes';
import type { ClientMessagePreferences } from '@porchlight/core/messaging/client-messaging.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { ClientMessageLog } from './client-message-log';
import { MessagePreferenceFields, messageTimeFormat } from './message-preference-fields';

function consentRecorded(consent: NonNullable<ClientMessagePreferences['consent']>, timeZone: string) {
  const on = messageTimeFormat(timeZone).format(new Date(consent.at));
  return `Recorded ${consentSourceWords(consent.via, consent.byName)} on ${on}.`;
}

/**
 * A client's Messages tab in the Service Manager (issue 35, docs/plans/reminders.md §8): their consent to
 * texts (the exact words, who recorded it and when), the switch that stops every automatic message to
 * them, and the log of what they got. Owners' and managers' chunk only: loaded when the tab opens.
 */
export function ClientMessagesPanel({
  vanityName,
  clientId,
  firstName,
}: {
  vanityName: string;
  clientId: string;
  firstName: string;
}) {
  const queryClient = useQueryClient();
  const request = { params: { clientId }, query: { vanityName } };
  const preferences = useQuery(apiQuery(getClientMessagePreferencesRoute, request));
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey(getClientMessagePreferencesRoute) }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey(listClientMessagesRoute) }),
    ]);

  const consent = useAction(
    async (consented: boolean) => {
      await callApi(setTextConsentRoute, { ...request, body: { consented } });
      await reload();
      return consented;
    },
    { success: (consented) => (consented ? 'Consent recorded.' : 'Consent withdrawn.') },
  );
  const automatic = useAction(
    async (on: boolean) => {
      await callApi(switchAutomaticMessagesRoute, { ...request, body: { on } });
      await reload();
      return on;
    },
    {
      success: (on) =>
        on ? `Automatic messages to ${firstName} are on.` : `No automatic messages go to ${firstName}.`,
    },
  );

  if (preferences.error)
    return (
      <Alert color="red" variant="light">
        {preferences.error.message}
      </Alert>
    );
  if (!preferences.data) return <Skeleton h={240} radius="md" />;
  const { data } = preferences;

  return (
    <Stack gap="md">
      <MessagePreferenceFields
        preferences={data}
        consent={consent}
        automatic={automatic}
        words={{
          consentNote: data.consent
            ? consentRecorded(data.consent, data.timeZone)
            : `Tick only when ${firstName} agreed: texts go only with recorded consent.`,
          noPhone: `Add a mobile number under Details to send ${firstName} texts.`,
          optedOut: 'This number replied STOP: no texts go to it until it texts START.',
          switchNote: `Turn on to send ${firstName} no confirmations, reminders or follow-ups. What you send yourself still goes.`,
        }}
      />
      <Stack gap="xs" component="section" aria-label="Message log">
        <Title order={3} size="h5">
          Messages
        </Title>
        <ClientMessageLog vanityName={vanityName} clientId={clientId} timeZone={data.timeZone} />
      </Stack>
    </Stack>
  );
}
