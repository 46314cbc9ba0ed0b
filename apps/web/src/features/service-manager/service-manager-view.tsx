'use client';

import { Stack, Tabs } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { AccountPageHeader } from '@/features/identity/account-page-header';
import { lazyComponent } from '@/lib/lazy-component';
import { ClientsTab } from './clients-tab';
import { EstimatesTab } from './estimates-tab';
import { InvoicesTab } from './invoices-tab';
import { JobsTab } from './jobs-tab';
import { PaymentsTab } from './payments-tab';
import { type ServiceManagerTab, serviceManagerHref } from './service-manager-href';
import { TeamTab } from './team-tab';

const TAB_LABELS: Record<ServiceManagerTab, string> = {
  clients: 'Clients',
  estimates: 'Estimates',
  invoices: 'Invoices',
  jobs: 'Jobs',
  payments: 'Payments',
  schedule: 'Schedule',
  team: 'Team',
  messages: 'Automatic messages',
};

/** The calendar (its library and stylesheet) loads when the Schedule tab opens, for no one else. */
const ScheduleTab = lazyComponent(() =>
  import('@/features/scheduling/schedule-tab').then((module) => module.ScheduleTab),
);

/** The message settings and template editor load when their tab opens: owners' and managers' chunk only. */
const AutomaticMessagesTab = lazyComponent(() =>
  import('@/features/messaging/automatic-messages-tab').then((module) => module.AutomaticMessagesTab),
);

/**
 * The provider's Service Manager (issues 13, 14, 33): clients, estimates, invoices, jobs, payments, the
 * schedule, the team and the automatic messages (issue 35), a tab each.
 * Inside a QueryProvider (service-manager-page-view.tsx).
 */
export function ServiceManagerView({
  vanityName,
  providerName,
  companies,
  tab,
  isOwner,
}: {
  vanityName: string;
  providerName: string;
  companies: { vanityName: string; name: string }[];
  tab: ServiceManagerTab;
  /** Only the owner invites and removes team members. */
  isOwner: boolean;
}) {
  const router = useRouter();
  return (
    <Stack gap="md" maw={1100} mx="auto" px="md" py="xl">
      <AccountPageHeader
        title="Service Manager"
        subtitle={providerName}
        vanityName={vanityName}
        companies={companies}
        hrefOf={(company) => serviceManagerHref(company, tab)}
      />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && router.replace(serviceManagerHref(vanityName, next as ServiceManagerTab))}
      >
        <Tabs.List mb="md">
          {Object.entries(TAB_LABELS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="clients">
          <ClientsTab vanityName={vanityName} />
        </Tabs.Panel>
        <Tabs.Panel value="estimates">
          <EstimatesTab vanityName={vanityName} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <InvoicesTab vanityName={vanityName} />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobsTab vanityName={vanityName} />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <PaymentsTab vanityName={vanityName} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule">
          <ScheduleTab vanityName={vanityName} />
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamTab vanityName={vanityName} isOwner={isOwner} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <AutomaticMessagesTab vanityName={vanityName} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
