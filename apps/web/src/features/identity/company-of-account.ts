import type { Me } from '@porchlight/core/identity/auth.schemas';

/**
 * The company an account page is about (Requests, Conversations, Service Manager): the one `?company=`
 * names among those the user owns or manages, else their first; also every company, for the picker.
 */
export function companyOfAccount(user: Me, wanted: string | undefined) {
  const provider =
    user.providers.find((entry) => entry.vanityName.toLowerCase() === wanted?.toLowerCase()) ??
    user.providers[0];
  const companies = user.providers.map((entry) => ({ vanityName: entry.vanityName, name: entry.name }));
  return { provider, companies };
}
