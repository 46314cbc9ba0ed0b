import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountView } from '@/features/identity/account-view';
import { hasSession } from '@/lib/request-site';
import { withReturnTo } from '@/lib/return-to';

export const metadata: Metadata = { title: 'My account' };

/** One shell for every signed-in person (the page cache shares it); the browser fills in whose account. */
export default async function AccountPage() {
  if (!(await hasSession())) redirect(withReturnTo('/account/login', '/account'));
  return <AccountView />;
}
