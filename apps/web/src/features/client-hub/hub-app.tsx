'use client';

import { Stack, Text } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { logoutHubRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { AvailableHubs } from '@porchlight/core/client-hub/client-hub.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { showSuccess } from '@/lib/alerts';
import { QueryProvider } from '@/lib/query-client';
import { HubAccountList } from './hub-account-list';
import { callHub } from './hub-api';
import { HubLinkError } from './hub-link-error';
import { hubAccountsQuery } from './hub-queries';
import { HubSections } from './hub-sections';
import { SlowSpinner } from './hub-slow-spinner';
import { useHubSection } from './use-hub-section';
import { useHubSession } from './use-hub-session';

/** The Switch Account list the login read to enter: the hub's first read of it (hub-queries.ts). */
const primeAccounts = (vanityName: string, accounts: AvailableHubs | undefined) => (client: QueryClient) => {
  if (accounts) client.setQueryData(hubAccountsQuery(vanityName).queryKey, accounts);
};

/**
 * The Client Hub (spec 3 §2.4): a secure link or a matching account opens it; its sections follow the
 * URL hash. Without a session the page's own explanation (`signedOut`) shows.
 */
export function HubApp({
  vanityName,
  providerName,
  otherHubsAt,
  signedOut,
}: {
  vanityName: string;
  providerName: string;
  /** Where other providers' hubs are: '' on the main site, its address on a custom domain. */
  otherHubsAt: string;
  signedOut: ReactNode;
}) {
  const { session, enter, end, loggedIn } = useHubSession(vanityName, otherHubsAt);
  const { section, number, go } = useHubSection();

  useEffect(() => {
    if (section !== 'logout' || session.kind !== 'ready') return;
    void callHub(vanityName, logoutHubRoute, { body: {} })
      .catch(() => undefined)
      .finally(() => {
        end();
        showSuccess(messages.loggedOut);
        window.location.hash = '';
      });
  }, [section, session.kind, vanityName, end]);

  if (session.kind === 'loading') return <SlowSpinner />;
  if (session.kind === 'link-error')
    return (
      <HubLinkError
        status={session.status}
        vanityName={vanityName}
        providerName={providerName}
        sessionId={session.sessionId}
        clientHubId={session.clientHubId}
      />
    );
  if (session.kind === 'none')
    return (
      <Stack gap="md">
        {session.noAccounts && loggedIn && <Text>{messages.noAccounts(providerName)}</Text>}
        {session.elsewhere.length > 0 && (
          <HubAccountList
            title={messages.accountsElsewhere}
            accounts={session.elsewhere}
            action="Open"
            onOpen={(account) => enter(account, false)}
          />
        )}
        {signedOut}
      </Stack>
    );
  if (session.kind === 'choose')
    return (
      <HubAccountList
        title="Select Account"
        accounts={session.accounts}
        action="Select"
        onOpen={(account) =>
          enter(account, false, { totalClients: session.accounts.length, clientHubs: session.accounts })
        }
      />
    );

  return (
    // One query cache per hub session: another account of this provider reads every section anew.
    <QueryProvider key={session.generation} prime={primeAccounts(vanityName, session.accounts)}>
      <HubSections
        vanityName={vanityName}
        providerName={providerName}
        viaLink={session.viaLink}
        section={section}
        number={number}
        go={go}
        onSwitch={async (account) => {
          if ((await enter(account, true)) === 'here') go('my-account');
        }}
      />
    </QueryProvider>
  );
}
