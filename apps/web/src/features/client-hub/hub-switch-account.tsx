'use client';

import { Stack, Text } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import type { HubAccount } from '@porchlight/core/client-hub/client-hub.schemas';
import { HubAccountList } from './hub-account-list';
import { useHubAccounts } from './hub-queries';

/** #switch-client-hub in the hub (spec 3 §2.4): every account of the address this session proved. */
export function HubSwitchAccount({
  vanityName,
  onOpen,
}: {
  vanityName: string;
  onOpen: (account: HubAccount) => Promise<unknown>;
}) {
  const { data, failed } = useHubAccounts(vanityName);
  if (failed) return <Text>{messages.availableHubsFailed}</Text>;
  if (!data) return null;
  return (
    <Stack gap="sm">
      <HubAccountList title="Switch Account" accounts={data.clientHubs} action="Switch" onOpen={onOpen} />
      {data.totalClients <= 1 && <Text c="dimmed">{messages.onlyAccount}</Text>}
    </Stack>
  );
}
