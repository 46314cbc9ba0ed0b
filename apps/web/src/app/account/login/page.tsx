import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { landingPathFor } from '@/features/identity/account-paths';
import { LoginView } from '@/features/identity/login-view';
import type { SearchParams } from '@/lib/return-to';
import { safeReturnTo } from '@/lib/safe-return-to';
import { getCurrentUser, getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Log in' };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = (await searchParams).returnTo;
  // Without a return address the user lands where they work (landingPathFor), known once logged in.
  const returnTo = requested ? safeReturnTo(requested) : null;
  const user = await getCurrentUser();
  if (user) redirect(returnTo ?? landingPathFor(user));
  return <LoginView returnTo={returnTo} siteName={getSiteName()} />;
}
