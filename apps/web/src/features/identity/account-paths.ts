import type { Me } from '@porchlight/core/identity/auth.schemas';

/** The account pages other features link to. */
export const MY_FRIENDS_PATH = '/account/my-friends';
export const ACCOUNT_PATH = '/account';

/**
 * Where a login without a return address lands: an owner or manager of one company on its profile,
 * of several on My account (which lists them), anyone else on the home page.
 */
export function landingPathFor(user: Pick<Me, 'providers'>): string {
  const [only, ...others] = user.providers;
  if (!only) return '/';
  return others.length === 0 ? `/company/${encodeURIComponent(only.vanityName)}` : ACCOUNT_PATH;
}
