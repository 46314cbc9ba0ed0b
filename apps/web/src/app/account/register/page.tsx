import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterView } from '@/features/identity/register-view';
import type { SearchParams } from '@/lib/return-to';
import { safeReturnTo } from '@/lib/safe-return-to';
import { getCurrentUser, getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Create an account' };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnTo(params.returnTo);
  if (await getCurrentUser()) redirect(returnTo);
  return <RegisterView returnTo={returnTo} promote={params.promote === '1'} siteName={getSiteName()} />;
}
