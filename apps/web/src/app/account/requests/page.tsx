import { listInboxRoute } from '@porchlight/core/requests/requests.routes';
import type { Metadata } from 'next';
import { companyOfAccountPage } from '@/features/identity/company-of-account-page';
import { NoCompanyYet } from '@/features/identity/no-company-yet';
import { InboxView } from '@/features/requests/inbox/inbox-view';
import { REQUESTS_PATH, requestsHref } from '@/features/requests/inbox/requests-href';
import { callServerApi } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Requests' };

/** The requests of the provider the user owns or manages (`?company=` picks one when they have several). */
export default async function RequestsPage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[] }>;
}) {
  const { company } = await searchParams;
  const { provider, companies } = await companyOfAccountPage(company, (vanityName) =>
    vanityName ? requestsHref(vanityName) : REQUESTS_PATH,
  );
  if (!provider) {
    return (
      <NoCompanyYet
        title="No requests yet"
        text="Pricing requests are for companies on Porchlight: list your business and customers can ask you for prices."
      />
    );
  }
  const initial = await callServerApi(listInboxRoute, { query: { vanityName: provider.vanityName } });
  return (
    <InboxView
      key={provider.vanityName}
      vanityName={provider.vanityName}
      providerName={provider.name}
      companies={companies}
      initial={initial}
    />
  );
}
