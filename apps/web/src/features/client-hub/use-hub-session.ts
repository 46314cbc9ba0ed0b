'use client';

import {
  listAvailableHubsRoute,
  startHubSessionRoute,
  switchHubRoute,
} from '@porchlight/core/client-hub/client-hub.routes';
import { hubLinkIds } from '@porchlight/core/client-hub/client-hub.rules';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { readHubTokens, storeHubTokens } from './hub-tokens';

export type HubAccount = {
  clientHubId: string;
  firstName: string;
  lastName: string | null;
  companyName: string | null;
};

export type HubSession =
  | { kind: 'loading' }
  | { kind: 'ready'; viaLink: boolean }
  /** A link that did not open: 404 invalid, 401/403 expired (a new one can be sent), else another error. */
  | { kind: 'link-error'; status: number; sessionId: string; clientHubId: string }
  | { kind: 'choose'; accounts: HubAccount[] }
  | { kind: 'none'; noAccounts: boolean };

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
 * logged-in account whose e-mail is a client's (one hub: straight in; several: choose).
 */
export function useHubSession(vanityName: string) {
  const { user } = useCurrentUser();
  const [session, setSession] = useState<HubSession>({ kind: 'loading' });
  const loggedIn = user !== null;

  const enter = useCallback(
    async (clientHubId: string) => {
      storeHubTokens(
        vanityName,
        await callApi(switchHubRoute, { params: { providerUri: vanityName, clientHubId } }),
      );
      setSession({ kind: 'ready', viaLink: false });
    },
    [vanityName],
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
          return settle({ kind: 'ready', viaLink: true });
        } catch (error) {
          return settle({
            kind: 'link-error',
            status: error instanceof ApiError ? error.status : 0,
            ...link,
          });
        }
      }
      if (readHubTokens(vanityName)) return settle({ kind: 'ready', viaLink: !loggedIn });
      if (!loggedIn) return settle({ kind: 'none', noAccounts: false });
      try {
        const { clientHubs } = await callApi(listAvailableHubsRoute, { params: { uri: vanityName } });
        const [only] = clientHubs;
        if (clientHubs.length === 1 && only) return await enter(only.clientHubId);
        return settle(
          clientHubs.length ? { kind: 'choose', accounts: clientHubs } : { kind: 'none', noAccounts: true },
        );
      } catch {
        return settle({ kind: 'none', noAccounts: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [vanityName, loggedIn, enter]);

  const end = useCallback(() => {
    linkOfThisPage = null;
    storeHubTokens(vanityName, null);
    setSession({ kind: 'none', noAccounts: false });
  }, [vanityName]);

  return { session, enter, end, loggedIn };
}
