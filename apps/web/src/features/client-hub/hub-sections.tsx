'use client';

import { Alert, Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import type { HubAccount } from '@porchlight/core/client-hub/client-hub.schemas';
import { planPageMessages } from '@porchlight/core/plans/plans.messages';
import { IconHome } from '@tabler/icons-react';
import { HubEstimate, HubEstimates } from './hub-estimates';
import { HubInvoice } from './hub-invoice';
import { HubInvoices } from './hub-invoices';
import { HubJob } from './hub-job';
import { HubJobs } from './hub-jobs';
import { HubMyAccount } from './hub-my-account';
import { HubReceipts } from './hub-receipts';
import { HubRequest, HubRequests } from './hub-requests';
import { SlowSpinner } from './hub-slow-spinner';
import { HubSwitchAccount } from './hub-switch-account';
import { HubWallet } from './payments/hub-wallet';
import { useHubAvailable } from './use-hub-available';
import { HUB_TOP_ID, type HubSection, hubHash } from './use-hub-section';

const TITLES: Record<HubSection, string> = {
  'my-account': 'My Account',
  estimates: 'Estimates',
  'view-estimate': 'Estimate',
  invoices: 'Invoices',
  'view-invoice': 'Invoice',
  requests: 'Requests',
  'view-request': 'Request',
  jobs: 'Jobs',
  'view-job': 'Job',
  wallet: 'Wallet',
  payments: 'Payments',
  // In the hub; before it (several accounts, none chosen) the screen is 'Select Account'.
  'switch-client-hub': 'Switch Account',
  logout: 'Logout',
};
const PARENTS: Partial<Record<HubSection, HubSection>> = {
  'view-estimate': 'estimates',
  'view-invoice': 'invoices',
  'view-request': 'requests',
  'view-job': 'jobs',
};

/** The open hub: the section in the address, once the provider's hub is known to be open. */
export function HubSections({
  vanityName,
  providerName,
  viaLink,
  section,
  number,
  go,
  onSwitch,
}: {
  vanityName: string;
  providerName: string;
  viaLink: boolean;
  section: HubSection;
  number: number | null;
  go: (section: HubSection, number?: number) => void;
  onSwitch: (account: HubAccount) => Promise<unknown>;
}) {
  const availability = useHubAvailable(vanityName);
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
        return <HubJobs vanityName={vanityName} go={go} />;
      case 'view-job':
        return number ? <HubJob vanityName={vanityName} number={number} /> : null;
      case 'wallet':
        return <HubWallet vanityName={vanityName} />;
      case 'payments':
        return <HubReceipts vanityName={vanityName} />;
      case 'switch-client-hub':
        return <HubSwitchAccount vanityName={vanityName} onOpen={onSwitch} />;
      case 'logout':
        return <SlowSpinner />;
      default:
        return <HubMyAccount vanityName={vanityName} viaLink={viaLink} go={go} />;
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
      {view}
    </Stack>
  );
}
