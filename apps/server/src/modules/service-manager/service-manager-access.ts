import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';

/** Every Service Manager method starts here: the provider named by ?vanityName=, for its owner and managers. */
export function serviceManagerProvider(access: Access) {
  return async (principal: Principal, vanityName: string) =>
    (await access.requireProviderAccess(principal, { vanityName }, 'useServiceManager')).provider;
}

/** The server's date, YYYY-MM-DD (UTC), for a document dated "today". */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
