'use client';

import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconBriefcase,
  IconFileDollar,
  IconFileText,
  IconInbox,
  IconLogout,
  IconReceipt,
  IconSwitchHorizontal,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HubMessagePreferences } from './hub-message-preferences';
import { useHubAccounts, useHubDetails } from './hub-queries';
import type { HubSection } from './use-hub-section';

/**
 * Account info and tiles (spec 3 §2.4 "my-account"); Switch Account when the client has more than one
 * hub account (here or with other providers); Logout only for a link's session.
 */
export function HubMyAccount({
  vanityName,
  viaLink,
  go,
}: {
  vanityName: string;
  viaLink: boolean;
  go: (section: HubSection) => void;
}) {
  const { data: details, failed } = useHubDetails(vanityName);
  const accounts = useHubAccounts(vanityName);
  if (failed) return <Text>{failed}</Text>;
  if (!details) return null;
  const tile = (section: HubSection, label: string, icon: ReactNode) => (
    <UnstyledButton key={section} onClick={() => go(section)} aria-label={label}>
      <Paper withBorder radius="md" p="lg" h="100%">
        <Stack gap={6} align="center">
          {icon}
          <Text fw={700}>{label}</Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          Welcome, {name}
        </Title>
        <Text c="dimmed" size="sm">
          {[details.emailAddress, details.mobilePhoneNumber].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {!details.provider.disableRequestForms && tile('requests', 'Requests', <IconInbox size={28} />)}
        {tile('estimates', 'Estimates', <IconFileText size={28} />)}
        {tile('invoices', 'Invoices', <IconFileDollar size={28} />)}
        {tile('jobs', 'Jobs', <IconBriefcase size={28} />)}
        {tile('wallet', 'Wallet', <IconWallet size={28} />)}
        {tile('payments', 'Payments', <IconReceipt size={28} />)}
        {(accounts.data?.totalClients ?? 0) > 1 &&
          tile('switch-client-hub', 'Switch Account', <IconSwitchHorizontal size={28} />)}
        {viaLink && tile('logout', 'Logout Client Hub', <IconLogout size={28} />)}
      </SimpleGrid>
      <HubMessagePreferences vanityName={vanityName} providerName={details.provider.name} />
    </Stack>
  );
}
