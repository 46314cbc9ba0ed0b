'use client';

import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { hubConsentSourceWords } from '@porchlight/core/messaging/client-message-words';
import type { HubMessagePreferencesChange } from '@porchlight/core/messaging/client-messaging.schemas';
import {
  changeHubMessagePreferencesRoute,
  getHubMessagePreferencesRoute,
} from '@porchlight/core/messaging/hub-message-preferences.routes';
import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import { useQueryClient } from '@tanstack/react-query';
import { MessagePreferenceFields, messageTimeFormat } from '@/features/messaging/message-preference-fields';
import { useAction } from '@/lib/use-action';
import { callHub } from './hub-api';
import { useHubRead } from './hub-queries';

/**
 * The client's own message preferences for this company, on My Account (issue 35 slice 7,
 * docs/plans/reminders.md §8): agree to texts in their own words (recorded as theirs, with when) or
 * withdraw, and turn automatic messages off — the same controls the company's Messages tab shows.
 */
export function HubMessagePreferences({
  vanityName,
  providerName,
}: {
  vanityName: string;
  providerName: string;
}) {
  const queryClient = useQueryClient();
  const params = { uri: vanityName };
  const { data, failed, queryKey } = useHubRead(vanityName, getHubMessagePreferencesRoute, { params });
  const save = async (body: HubMessagePreferencesChange) => {
    const answer = await callHub(vanityName, changeHubMessagePreferencesRoute, { params, body });
    queryClient.setQueryData(queryKey, answer);
  };
  const consent = useAction(
    async (textConsent: boolean) => {
      await save({ textConsent });
      return textConsent;
    },
    { success: (agreed) => (agreed ? 'You agreed to texts.' : 'No more texts will come.') },
  );
  const automatic = useAction(
    async (automaticMessages: boolean) => {
      await save({ automaticMessages });
      return automaticMessages;
    },
    {
      success: (on) =>
        on ? 'Automatic messages are on.' : `${providerName} sends you no automatic messages now.`,
    },
  );

  const heading = (
    <Title order={3} size="h4">
      Messages from {providerName}
    </Title>
  );
  if (failed)
    return (
      <Stack gap="xs" component="section" aria-label="Message preferences">
        {heading}
        <Text>{failed}</Text>
      </Stack>
    );
  if (!data) return <Skeleton h={200} radius="md" />;
  const recorded = data.consent
    ? `${hubConsentSourceWords(data.consent.via, providerName)} on ${messageTimeFormat(data.timeZone).format(new Date(data.consent.at))}.`
    : 'Tick to get reminders before visits and notices about estimates and invoices by text.';
  return (
    <Stack gap="md" component="section" aria-label="Message preferences">
      {heading}
      <MessagePreferenceFields
        preferences={data}
        consent={consent}
        automatic={automatic}
        words={{
          consentNote: recorded,
          noPhone: messagingMessages.hubConsentNeedsMobile(providerName),
          optedOut: 'Your number replied STOP: no texts come until you text START back.',
          switchNote: `Turn on to get no confirmations, reminders or follow-ups from ${providerName}; what they send you themselves still comes.`,
        }}
      />
    </Stack>
  );
}
