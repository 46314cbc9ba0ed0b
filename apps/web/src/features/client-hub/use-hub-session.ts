'use client';

import { startHubSessionRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { hubLinkIds } from '@porchlight/core/client-hub/client-hub.rules';
import type { AvailableHubs, HubAccount } from '@porchlight/core/client-hub/client-hub.schemas';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { isAtProvider, loadLoginHubAccounts, openHubAccount } from './hub-accounts';
import { readHubTokens, storeHubTokens } from './hub-tokens';

export type HubSession =
  | { kind: 'loading' }
  /**
   * In the hub; `generation` changes when another account of this provider replaces the session.
   * `accounts`: the login's list read a moment ago to enter, as the new session would answer it.
   */
  | { kind: 'ready'; viaLink: boolean; generation: number; accounts?: AvailableHubs }
  /** A link that did not open: 404 invalid, 401/403 expired (a new one can be sent), else another error. */
  | { kind: 'link-error'; status: number; sessionId: string; clientHubId: string }
  /** Several of the login's client records here (Select Account); others' are listed with them. */
  | { kind: 'choose'; accounts: HubAccount[] }
  /** No hub here; the login's client records at other providers, if any. */
  | { kind: 'none'; noAccounts: boolean; elsewhere: HubAccount[] };

/** The login's list as the hub session opened for `account` answers it: the same address, that one current. */
function asEnteredAs(listed: AvailableHubs, account: HubAccount): AvailableHubs {
  return {
    ...listed,
    clientHubs: listed.clientHubs.map((each) => ({
      ...each,
      current: each.clientHubId === account.clientHubId && each.providerUri === account.providerUri,
    })),
  };
}

type LinkIds = { sessionId: string; clientHubId: string };
/** Kept for this page's life: React may run the first effect twice, after the address lost them. */
let linkOfThisPage: LinkIds | null | undefined;

/** The link's ids leave the address once used: a shared or bookmarked address must not carry them. */
function takeLinkIds(): LinkIds | null {
  if (linkOfThisPage !== undefined) return linkOfThisPage;
  const url = new URL(window.location.href);
  // Ids that are not uuids are ignored (spec 3 §5): the page opens as it does without a link.
  linkOfThisPage = hubLinkIds(url.searchParams);
  if (linkOfThisPage) {
    url.searchParams.delete('s');
    url.searchParams.delete('c');
    window.history.replaceState(window.history.state, '', url);
  }
  return linkOfThisPage;
}

/**
 * Who is in the hub: a secure link's ids exchanged for hub tokens, tokens kept from before, or a
 * logged-in account whose e-mail is a client's (one hub here: straight in; several: choose). `enter`
 * opens one of the caller's accounts, here or at another provider (`otherHubsAt`: hub-accounts.ts).
 */
export function useHubSession(vanityName: string, otherHubsAt: string) {
  const { user } = useCurrentUser();
  const [session, setSession] = useState<HubSession>({ kind: 'loading' });
  const loggedIn = user !== null;

  const enter = useCallback(
    async (account: HubAccount, viaSession: boolean, listed?: AvailableHubs) => {
      const where = await openHubAccount(vanityName, account, { viaSession, otherHubsAt });
      if (where === 'here')
        setSession((now) => ({
          kind: 'ready',
          viaLink: !loggedIn,
          generation: now.kind === 'ready' ? now.generation + 1 : 0,
          accounts: listed && asEnteredAs(listed, account),
        }));
      return where;
    },
    [vanityName, otherHubsAt, loggedIn],
  );

  useEffect(() => {
    let cancelled = false;
    const settle = (next: HubSession) => !cancelled && setSession(next);
    (async () => {
      const link = takeLinkIds();
      if (link) {
        try {
          const tokens = await callApi(startHubSessionRoute, { body: { ...link, vanityName } });
          storeHubTokens(vanityName, tokens);
          return settle({ kind: 'ready', viaLink: true, generation: 0 });
        } catch (error) {
          return settle({
            kind: 'link-error',
            status: error instanceof ApiError ? error.status : 0,
            ...link,
          });
        }
      }
      if (readHubTokens(vanityName)) return settle({ kind: 'ready', viaLink: !loggedIn, generation: 0 });
      if (!loggedIn) return settle({ kind: 'none', noAccounts: false, elsewhere: [] });
      try {
        const listed = await loadLoginHubAccounts(vanityName);
        const { clientHubs } = listed;
        const here = clientHubs.filter((account) => isAtProvider(account, vanityName));
        const [only] = here;
        if (here.length === 1 && only) return void (await enter(only, false, listed));
        return settle(
          here.length > 1
            ? { kind: 'choose', accounts: clientHubs }
            : { kind: 'none', noAccounts: true, elsewhere: clientHubs },
        );
      } catch {
        return settle({ kind: 'none', noAccounts: true, elsewhere: [] });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [vanityName, loggedIn, enter]);

  const end = useCallback(() => {
    linkOfThisPage = null;
    storeHubTokens(vanityName, null);
    setSession({ kind: 'none', noAccounts: false, elsewhere: [] });
  }, [vanityName]);

  return { session, enter, end, loggedIn };
}
