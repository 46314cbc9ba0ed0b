'use client';

import { Alert, Anchor, Breadcrumbs, Loader, Stack, Text } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { logoutHubRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { planPageMessages } from '@porchlight/core/plans/plans.messages';
import { IconHome } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { showSuccess } from '@/lib/alerts';
import { HubAccountList } from './hub-account-list';
import { callHub } from './hub-api';
import { HubEstimate, HubEstimates } from './hub-estimates';
import { HubInvoice } from './hub-invoice';
import { HubInvoices } from './hub-invoices';
import { HubJobs } from './hub-jobs';
import { HubLinkError } from './hub-link-error';
import { HubMyAccount } from './hub-my-account';
import { HubRequest, HubRequests } from './hub-requests';
import { HubSwitchAccount } from './hub-switch-account';
import { HubWallet } from './payments/hub-wallet';
import { useHubAvailable } from './use-hub-available';
import { HUB_TOP_ID, type HubSection, hubHash, useHubSection } from './use-hub-section';
import { useHubSession } from './use-hub-session';

const TITLES: Record<HubSection, string> = {
  'my-account': 'My Account',
  estimates: 'Estimates',
  'view-estimate': 'Estimate',
  invoices: 'Invoices',
  'view-invoice': 'Invoice',
  requests: 'Requests',
  'view-request': 'Request',
  jobs: 'Jobs',
  wallet: 'Wallet',
  // In the hub; before it (several accounts, none chosen) the screen is 'Select Account'.
  'switch-client-hub': 'Switch Account',
  logout: 'Logout',
};
const PARENTS: Partial<Record<HubSection, HubSection>> = {
  'view-estimate': 'estimates',
  'view-invoice': 'invoices',
  'view-request': 'requests',
};

/** The spinner shows only when loading takes longer than 2 s (spec 3 §2.4). */
function SlowSpinner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? <Loader aria-label="Loading" /> : null;
}

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
  const availability = useHubAvailable(vanityName, session.kind === 'ready');

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
        onOpen={(account) => enter(account, false)}
      />
    );

  if (availability === 'checking' && section !== 'logout') return <SlowSpinner />;
  if (availability === 'unavailable' && section !== 'logout')
    return (
      <Alert color="gray" variant="light" maw={640}>
        {planPageMessages.hubUnavailable(providerName)}
      </Alert>
    );

  const parent = PARENTS[section];
  const view = (() => {
    switch (section) {
      case 'estimates':
        return <HubEstimates vanityName={vanityName} go={go} />;
      case 'view-estimate':
        return number ? <HubEstimate vanityName={vanityName} number={number} /> : null;
      case 'invoices':
        return <HubInvoices vanityName={vanityName} go={go} />;
      case 'view-invoice':
        // Keyed by number: what a payment left on one invoice must not show on the next.
        return number ? <HubInvoice key={number} vanityName={vanityName} number={number} /> : null;
      case 'requests':
        return <HubRequests vanityName={vanityName} go={go} />;
      case 'view-request':
        return number ? <HubRequest vanityName={vanityName} number={number} /> : null;
      case 'jobs':
        return <HubJobs vanityName={vanityName} />;
      case 'wallet':
        return <HubWallet vanityName={vanityName} />;
      case 'switch-client-hub':
        return (
          <HubSwitchAccount
            vanityName={vanityName}
            onOpen={async (account) => {
              if ((await enter(account, true)) === 'here') go('my-account');
            }}
          />
        );
      case 'logout':
        return <SlowSpinner />;
      default:
        return <HubMyAccount vanityName={vanityName} viaLink={session.viaLink} go={go} />;
    }
  })();
  return (
    <Stack gap="md">
      <nav aria-label="Client Hub" id={HUB_TOP_ID} style={{ scrollMarginTop: 80 }}>
        <Breadcrumbs>
          <Anchor href={hubHash('my-account')} aria-label="My Account">
            <IconHome size={16} />
          </Anchor>
          {parent && <Anchor href={hubHash(parent)}>{TITLES[parent]}</Anchor>}
          <Text size="sm">{TITLES[section]}</Text>
        </Breadcrumbs>
      </nav>
      {/* Another account of this provider: every section reads again. */}
      <Fragment key={session.generation}>{view}</Fragment>
    </Stack>
  );
}
