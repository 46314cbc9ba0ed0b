import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginView } from '@/features/identity/login-view';
import { type SearchParams, safeReturnTo } from '@/lib/return-to';
import { getCurrentUser, getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Log in' };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const returnTo = safeReturnTo((await searchParams).returnTo);
  if (await getCurrentUser()) redirect(returnTo);
  return <LoginView returnTo={returnTo} siteName={getSiteName()} />;
}
