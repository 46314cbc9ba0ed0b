import { getInsightsRoute } from '@porchlight/core/insights/insights.routes';
import type { Metadata } from 'next';
import { companyOfAccount } from '@/features/identity/company-of-account';
import { companyOfAccountPage } from '@/features/identity/company-of-account-page';
import { NoCompanyYet } from '@/features/identity/no-company-yet';
import { INSIGHTS_PATH, insightsHref } from '@/features/insights/insights-href';
import { InsightsView } from '@/features/insights/insights-view';
import { callServerApi } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Insights' };

/** How the company the user owns or manages is doing (`?company=` picks one when they have several). */
export default async function InsightsPage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[] }>;
}) {
  const { company } = await searchParams;
  const { user } = await companyOfAccountPage(company, (vanityName) =>
    vanityName ? insightsHref(vanityName) : INSIGHTS_PATH,
  );
  // Owners and managers only (the access layer says so too): a technician's company has none for them.
  const { provider } = companyOfAccount(
    { ...user, providers: user.providers.filter((entry) => entry.role !== 'technician') },
    typeof company === 'string' ? company : undefined,
  );
  if (!provider) {
    return (
      <NoCompanyYet
        title="No insights yet"
        text="Insights are for companies on Porchlight: list your business to see who finds and contacts you."
      />
    );
  }
  const initial = await callServerApi(getInsightsRoute, {
    query: { vanityName: provider.vanityName, range: '30d' },
  });
  return <InsightsView key={provider.vanityName} vanityName={provider.vanityName} initial={initial} />;
}
