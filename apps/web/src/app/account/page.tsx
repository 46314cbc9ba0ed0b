import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountView } from '@/features/identity/account-view';
import { withReturnTo } from '@/lib/return-to';
import { getCurrentUser } from '@/lib/server-api';

export const metadata: Metadata = { title: 'My account' };

export default async function AccountPage() {
  if (!(await getCurrentUser())) redirect(withReturnTo('/account/login', '/account'));
  return <AccountView />;
}
