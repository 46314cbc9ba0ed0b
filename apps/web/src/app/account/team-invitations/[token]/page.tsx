import { getTeamInvitationRoute } from '@porchlight/core/providers/team.routes';
import type { Metadata } from 'next';
import { TeamInvitationView } from '@/features/providers/team-invitation-view';
import { callServerApi, ServerApiError } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Team invitation', robots: { index: false } };

/** An e-mailed invitation to a company's team (issue 33): whose team, as what, and Accept. */
export default async function TeamInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const invitation = await callServerApi(getTeamInvitationRoute, { params: { token } });
    return <TeamInvitationView token={token} invitation={invitation} />;
  } catch (error) {
    if (!(error instanceof ServerApiError) || error.status >= 500) throw error;
    return <TeamInvitationView token={token} invitation={null} problem={error.message} />;
  }
}
