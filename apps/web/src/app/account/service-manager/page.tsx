import { planPageMessages } from '@porchlight/core/plans/plans.messages';
import type { Metadata } from 'next';
import { companyOfAccountPage } from '@/features/identity/company-of-account-page';
import { plansHref } from '@/features/plans/plans-href';
import {
  SERVICE_MANAGER_PATH,
  SERVICE_MANAGER_TABS,
  type ServiceManagerTab,
  serviceManagerHref,
} from '@/features/service-manager/service-manager-href';
import { serviceManagerLock } from '@/features/service-manager/service-manager-lock';
import { ServiceManagerView } from '@/features/service-manager/service-manager-view';
import { ButtonLink } from '@/ui/button-link';
import { MessagePage } from '@/ui/message-page';

export const metadata: Metadata = { title: 'Service Manager' };

const isTab = (value: unknown): value is ServiceManagerTab =>
  typeof value === 'string' && (SERVICE_MANAGER_TABS as readonly string[]).includes(value);

/** The Service Manager of a provider the user owns or manages (`?company=` picks one, `?tab=` the list). */
export default async function ServiceManagerPage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[]; tab?: string | string[] }>;
}) {
  const { company, tab } = await searchParams;
  const { provider, companies } = await companyOfAccountPage(company, (vanityName) =>
    vanityName ? serviceManagerHref(vanityName) : SERVICE_MANAGER_PATH,
  );
  if (!provider) {
    return (
      <MessagePage
        title="No Service Manager yet"
        text="The Service Manager keeps the clients, estimates, invoices and jobs of a company on Porchlight: list your business first."
        action={<a href="/business/new">List your business for free</a>}
      />
    );
  }
  const locked = await serviceManagerLock(provider.vanityName);
  if (locked) {
    return (
      <MessagePage
        title={planPageMessages.serviceManagerLocked}
        text={locked}
        action={
          // Only the owner changes the plan; a manager reads why and asks them.
          provider.role === 'owner' ? (
            <ButtonLink href={plansHref(provider.vanityName)}>{planPageMessages.openPlans}</ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <ServiceManagerView
      key={provider.vanityName}
      vanityName={provider.vanityName}
      providerName={provider.name}
      companies={companies}
      tab={isTab(tab) ? tab : 'clients'}
    />
  );
}
