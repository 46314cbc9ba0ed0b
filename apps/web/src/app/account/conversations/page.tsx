import { listConversationsRoute } from '@porchlight/core/chat/chat.routes';
import { getProfileRoute } from '@porchlight/core/providers/profile.routes';
import type { Metadata } from 'next';
import { CONVERSATIONS_PATH, conversationsHref } from '@/features/chat/conversations-href';
import { ConversationsView } from '@/features/chat/conversations-view';
import { companyOfAccountPage } from '@/features/identity/company-of-account-page';
import { NoCompanyYet } from '@/features/identity/no-company-yet';
import { callServerApi } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Conversations' };

/** The live chats of the provider the user owns or manages (`?company=` picks one when they have several). */
export default async function ConversationsPage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[] }>;
}) {
  const { company } = await searchParams;
  const { provider, companies } = await companyOfAccountPage(company, (vanityName) =>
    vanityName ? conversationsHref(vanityName) : CONVERSATIONS_PATH,
  );
  if (!provider) {
    return (
      <NoCompanyYet
        title="No conversations yet"
        text="Live chat is for companies on Porchlight: list your business to talk with your customers here."
      />
    );
  }
  const [initial, profile] = await Promise.all([
    callServerApi(listConversationsRoute, { query: { vanityName: provider.vanityName } }),
    callServerApi(getProfileRoute, { params: { vanityName: provider.vanityName } }),
  ]);
  return (
    <ConversationsView
      key={provider.vanityName}
      vanityName={provider.vanityName}
      providerName={provider.name}
      companies={companies}
      initial={initial}
      chatEnabled={profile.chatEnabled}
    />
  );
}
