'use client';

import { listAvailableHubsRoute, switchHubRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { HubAccount } from '@porchlight/core/client-hub/client-hub.schemas';
import { callApi } from '@/lib/api-client';
import { callHub } from './hub-api';
import { storeHubTokens } from './hub-tokens';

/**
 * The caller's client records (spec 3 §2.4 Select and Switch Account), here and at other providers:
 * asked with this hub's session when there is one (the address it proved), else with the login.
 */

export const isAtProvider = (account: HubAccount, vanityName: string) =>
  account.providerUri.toLowerCase() === vanityName.toLowerCase();

/** Asked with the login, before there is a hub session (the hub's own: hub-queries.ts `useHubAccounts`). */
export function loadLoginHubAccounts(vanityName: string) {
  return callApi(listAvailableHubsRoute, { params: { uri: vanityName } });
}

export interface OpenAccountOptions {
  viaSession: boolean;
  /** Where other providers' hubs are: '' on the main site, its address on a custom domain. */
  otherHubsAt: string;
}

/**
 * Opens one of them: this provider's here (its tokens replace this hub's: 'here'), another's on its
 * own hub page ('left'). From a custom domain another hub is on the main site, where this browser's
 * tokens cannot go: it opens there as any hub does (a login or a link).
 */
export async function openHubAccount(
  vanityName: string,
  account: HubAccount,
  options: OpenAccountOptions,
): Promise<'here' | 'left'> {
  const here = isAtProvider(account, vanityName);
  const elsewhere = `${options.otherHubsAt}/company/${encodeURIComponent(account.providerUri)}/client-hub#my-account`;
  if (!here && options.otherHubsAt) {
    window.location.assign(elsewhere);
    return 'left';
  }
  const call = { params: { providerUri: account.providerUri, clientHubId: account.clientHubId } };
  const tokens = options.viaSession
    ? await callHub(vanityName, switchHubRoute, call)
    : await callApi(switchHubRoute, call);
  storeHubTokens(account.providerUri, tokens);
  if (here) return 'here';
  window.location.assign(elsewhere);
  return 'left';
}
