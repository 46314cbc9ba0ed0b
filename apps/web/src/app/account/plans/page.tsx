import { planMessages, planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import { getPlanRoute } from '@porchlight/core/plans/plans.routes';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import type { Metadata } from 'next';
import { companyOfAccountPage } from '@/features/identity/company-of-account-page';
import { plansHref } from '@/features/plans/plans-href';
import { PlansView } from '@/features/plans/plans-view';
import { safeReturnTo } from '@/lib/safe-return-to';
import { callServerApi, ServerApiError } from '@/lib/server-api';
import { MessagePage } from '@/ui/message-page';

export const metadata: Metadata = { title: words.title };

/**
 * The Plans page of a company the user owns (`?company=` picks one; issue 21); `?returnTo=` is where
 * the owner goes back to once a change is paid for (checked here: this site's paths only).
 */
export default async function PlansPage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[]; returnTo?: string | string[] }>;
}) {
  const { company, returnTo: askedReturnTo } = await searchParams;
  const returnTo = safeReturnTo(askedReturnTo, '') || null;
  const { user } = await companyOfAccountPage(company, (vanityName) =>
    plansHref(vanityName, returnTo ?? undefined),
  );
  const wanted = typeof company === 'string' ? company.toLowerCase() : undefined;
  const owned = user.providers.filter((entry) => entry.role === 'owner');
  const provider =
    user.providers.find((entry) => entry.vanityName.toLowerCase() === wanted) ??
    owned[0] ??
    user.providers[0];
  if (!provider)
    return (
      <MessagePage
        title={words.noCompanyTitle}
        text={words.noCompanyText}
        action={<a href="/business/new">{words.listBusiness}</a>}
      />
    );
  if (provider.role !== 'owner')
    return <MessagePage title={words.notOwnerTitle} text={`${planMessages.ownerOnly}.`} />;

  let view: PlanView;
  try {
    view = await callServerApi(getPlanRoute, { query: { vanityName: provider.vanityName } });
  } catch (error) {
    if (!(error instanceof ServerApiError)) throw error;
    return <MessagePage title={words.title} text={error.status >= 500 ? words.loadFailed : error.message} />;
  }
  return (
    <PlansView
      key={provider.vanityName}
      vanityName={provider.vanityName}
      providerName={provider.name}
      companies={owned.map((entry) => ({ vanityName: entry.vanityName, name: entry.name }))}
      initialView={view}
      returnTo={returnTo}
    />
  );
}
