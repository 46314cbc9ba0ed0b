import type { Me } from '@porchlight/core/identity/auth.schemas';
import { MY_SCHEDULE_PATH } from '@/features/scheduling/my-schedule-href';

/** The account pages other features link to. */
export const MY_FRIENDS_PATH = '/account/my-friends';
export const ACCOUNT_PATH = '/account';

/**
 * Where a login without a return address lands: a technician (of every company they belong to) on My
 * schedule, where their work is; an owner or manager of one company on its profile, of several on My
 * account (which lists them), anyone else on the home page.
 */
export function landingPathFor(user: Pick<Me, 'providers'>): string {
  const [only, ...others] = user.providers;
  if (!only) return '/';
  if (user.providers.every((provider) => provider.role === 'technician')) return MY_SCHEDULE_PATH;
  return others.length === 0 ? `/company/${encodeURIComponent(only.vanityName)}` : ACCOUNT_PATH;
}
