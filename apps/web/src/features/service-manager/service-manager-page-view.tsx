'use client';

import { Skeleton, Stack, Title } from '@mantine/core';
import type { MembershipRole } from '@porchlight/core/identity/auth.constants';
import { planPageMessages } from '@porchlight/core/plans/plans.messages';
import { companyOfAccount } from '@/features/identity/company-of-account';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { LoggedOutNotice } from '@/features/identity/logged-out-notice';
import { NoCompanyYet } from '@/features/identity/no-company-yet';
import { plansHref } from '@/features/plans/plans-href';
import { QueryProvider } from '@/lib/query-client';
import { ButtonLink } from '@/ui/button-link';
import { MessagePage } from '@/ui/message-page';
import { SERVICE_MANAGER_PATH, type ServiceManagerTab, serviceManagerHref } from './service-manager-href';
import { useServiceManagerLock } from './service-manager-lock';
import { ServiceManagerView } from './service-manager-view';

/** The page's title and the table's place, the same for everyone, until the browser knows whose it is. */
function ServiceManagerPlaceholder() {
  return (
    <Stack gap="md" maw={1100} mx="auto" px="md" py="xl" aria-busy>
      <Title order={1} size="h2">
        Service Manager
      </Title>
      <Skeleton height={22} width={220} />
      <Skeleton height={36} mt="md" />
      <Skeleton height={320} />
    </Stack>
  );
}

/** The company's Service Manager, or the way to the Plans page when its plan does not include it. */
function ServiceManagerOrLock({
  vanityName,
  providerName,
  role,
  companies,
  tab,
}: {
  vanityName: string;
  providerName: string;
  role: MembershipRole;
  companies: { vanityName: string; name: string }[];
  tab: ServiceManagerTab;
}) {
  const locked = useServiceManagerLock(vanityName);
  if (locked) {
    return (
      <MessagePage
        title={planPageMessages.serviceManagerLocked}
        text={locked}
        action={
          // Only the owner changes the plan; a manager reads why and asks them.
          role === 'owner' ? (
            <ButtonLink href={plansHref(vanityName)}>{planPageMessages.openPlans}</ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <ServiceManagerView
      vanityName={vanityName}
      providerName={providerName}
      companies={companies}
      tab={tab}
      isOwner={role === 'owner'}
    />
  );
}

/**
 * The Service Manager of a provider the user owns or manages (`company` picks one): the page is one
 * shell for every signed-in person (the page cache shares it), filled in here from auth/me.
 */
export function ServiceManagerPageView({ company, tab }: { company?: string; tab: ServiceManagerTab }) {
  const { user, known } = useCurrentUser();
  if (!known) return <ServiceManagerPlaceholder />;
  if (!user)
    return <LoggedOutNotice returnTo={company ? serviceManagerHref(company) : SERVICE_MANAGER_PATH} />;
  const { provider, companies } = companyOfAccount(user, company);
  if (!provider) {
    return (
      <NoCompanyYet
        title="No Service Manager yet"
        text="The Service Manager keeps the clients, estimates, invoices and jobs of a company on Porchlight: list your business first."
      />
    );
  }
  return (
    <QueryProvider key={provider.vanityName}>
      <ServiceManagerOrLock
        vanityName={provider.vanityName}
        providerName={provider.name}
        role={provider.role}
        companies={companies}
        tab={tab}
      />
    </QueryProvider>
  );
}
