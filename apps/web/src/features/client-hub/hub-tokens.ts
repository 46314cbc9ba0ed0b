import type { HubTokens } from '@porchlight/core/client-hub/client-hub.schemas';

/** The Client Hub's tokens, per provider, in this browser (separate from the site's login cookies). */
const key = (vanityName: string) => `pl-hub:${vanityName.toLowerCase()}`;

export function readHubTokens(vanityName: string): HubTokens | null {
  try {
    const stored = window.localStorage.getItem(key(vanityName));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (
      parsed &&
      typeof parsed === 'object' &&
      'clientHubAccessToken' in parsed &&
      'clientHubRefreshToken' in parsed &&
      typeof parsed.clientHubAccessToken === 'string' &&
      typeof parsed.clientHubRefreshToken === 'string'
    )
      return {
        clientHubAccessToken: parsed.clientHubAccessToken,
        clientHubRefreshToken: parsed.clientHubRefreshToken,
      };
  } catch {
    // Storage unavailable or spoiled: no hub session.
  }
  return null;
}

export function storeHubTokens(vanityName: string, tokens: HubTokens | null): void {
  try {
    if (tokens) window.localStorage.setItem(key(vanityName), JSON.stringify(tokens));
    else window.localStorage.removeItem(key(vanityName));
  } catch {
    // Private mode: the hub works for this page only.
  }
}

/** The hub's access token, for a call the server should take as this hub client's own. */
export function hubBearer(vanityName: string): string | undefined {
  return readHubTokens(vanityName)?.clientHubAccessToken;
}
