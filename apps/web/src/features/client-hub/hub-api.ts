import { refreshHubSessionRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { EndpointCallArgs, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import type { AnyRoute } from '@porchlight/core/platform/route';
import { type ApiCall, callApi, fetchFile, type RequestOptions } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { readHubTokens, storeHubTokens } from './hub-tokens';

let refreshing: Promise<boolean> | null = null;

/** A new access token from the refresh token; false (and no hub session) when the session has ended. */
function refreshHub(vanityName: string): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = readHubTokens(vanityName);
    if (!tokens) return false;
    try {
      const { clientHubAccessToken } = await callApi(refreshHubSessionRoute, undefined, {
        bearer: tokens.clientHubRefreshToken,
      });
      storeHubTokens(vanityName, { ...tokens, clientHubAccessToken });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) storeHubTokens(vanityName, null);
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Runs a call with the hub's access token; a 401 refreshes it once and runs the call again. */
async function withHubToken<T>(vanityName: string, call: (bearer: string) => Promise<T>): Promise<T> {
  const attempt = () => {
    const bearer = readHubTokens(vanityName)?.clientHubAccessToken;
    if (!bearer) throw new ApiError(401, 'No client hub session');
    return call(bearer);
  };
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !(await refreshHub(vanityName))) throw error;
    return attempt();
  }
}

/** A Client Hub call with the hub's access token; an expired one is refreshed once. */
export function callHub<R extends ContractRoute>(
  vanityName: string,
  route: R,
  ...[call, options]: EndpointCallArgs<EndpointOf<R>, RequestOptions>
): Promise<EndpointResponse<EndpointOf<R>>> {
  return withHubToken(vanityName, (bearer) => {
    const args = [call, { ...options, bearer }] as EndpointCallArgs<EndpointOf<R>, RequestOptions>;
    return callApi(route, ...args);
  });
}

/** `callHub` as a caller of this hub's routes (for the query cache: hub-queries.ts). */
export function hubCall(vanityName: string): ApiCall {
  return (route, ...args) => callHub(vanityName, route, ...args);
}

/** A file from the hub (a download or a thumbnail) with the hub's access token, refreshed once if expired. */
export function fetchHubFile(
  vanityName: string,
  route: AnyRoute,
  params: Readonly<Record<string, string | number>>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  return withHubToken(vanityName, (bearer) => fetchFile(route, params, { ...options, bearer }));
}
