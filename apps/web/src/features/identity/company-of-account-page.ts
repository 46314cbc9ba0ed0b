import { redirect } from 'next/navigation';
import { withReturnTo } from '@/lib/return-to';
import { getCurrentUser } from '@/lib/server-api';

/**
 * The company an account page is about (Requests, Conversations, Service Manager): the one `?company=`
 * names among those the user owns or manages, else their first; visitors log in first and come back.
 */
export async function companyOfAccountPage(
  company: string | string[] | undefined,
  /** The page's address, for a company or none. */
  href: (vanityName?: string) => string,
) {
  const wanted = typeof company === 'string' ? company : undefined;
  const user = await getCurrentUser();
  if (!user) redirect(withReturnTo('/account/login', href(wanted)));
  const provider =
    user.providers.find((entry) => entry.vanityName.toLowerCase() === wanted?.toLowerCase()) ??
    user.providers[0];
  const companies = user.providers.map((entry) => ({ vanityName: entry.vanityName, name: entry.name }));
  return { user, provider, companies };
}
