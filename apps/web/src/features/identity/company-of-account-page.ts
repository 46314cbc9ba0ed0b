import { redirect } from 'next/navigation';
import { withReturnTo } from '@/lib/return-to';
import { getCurrentUser } from '@/lib/server-api';
import { companyOfAccount } from './company-of-account';

/** companyOfAccount on the server, for the account pages it renders; visitors log in first and come back. */
export async function companyOfAccountPage(
  company: string | string[] | undefined,
  /** The page's address, for a company or none. */
  href: (vanityName?: string) => string,
) {
  const wanted = typeof company === 'string' ? company : undefined;
  const user = await getCurrentUser();
  if (!user) redirect(withReturnTo('/account/login', href(wanted)));
  return { user, ...companyOfAccount(user, wanted) };
}
