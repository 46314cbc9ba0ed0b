import { getMeRoute } from '@porchlight/core/identity/auth.routes';
import type { Me } from '@porchlight/core/identity/auth.schemas';
import type { EndpointCallArgs, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { IN_PROCESS_API, type InProcessApi } from '@porchlight/core/platform/in-process-api';
import { routePath } from '@porchlight/core/platform/route';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

/**
 * Server components call the API in this process (the server's own routes, no socket) with the caller's
 * cookies; the host process (apps/server) has already refreshed an expired access token before Next sees
 * the request.
 */

const ACCESS_COOKIE = 'pl_access';
const REFRESH_COOKIE = 'pl_refresh';

export class ServerApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ServerApiError';
    this.status = status;
  }
}

/** Installed by the server that hosts Next (apps/server/src/composition/next.ts). */
function inProcessApi(): InProcessApi {
  const api: InProcessApi | undefined = Reflect.get(globalThis, IN_PROCESS_API);
  if (!api) throw new Error('No in-process API: the web app renders only inside apps/server');
  return api;
}

/** Names what the page being rendered shows, so its cached copy goes when one of them changes. */
export function tagPage(tags: readonly string[]): void {
  inProcessApi().tagPage(tags);
}

export function getSiteName(): string {
  return process.env.SITE_NAME ?? 'Porchlight';
}

/** Calls an endpoint by its route for this request; the answer is typed by the route's contract. */
export async function callServerApi<R extends ContractRoute>(
  route: R,
  ...[call]: EndpointCallArgs<EndpointOf<R>, never>
): Promise<EndpointResponse<EndpointOf<R>>> {
  const incoming = await headers();
  const requestHeaders: Record<string, string> = { accept: 'application/json' };
  const cookie = incoming.get('cookie');
  if (cookie) requestHeaders.cookie = cookie;
  // Who asked and on which host (a provider's custom domain, say) the server takes from the page's own request.
  const body = call?.body;
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';

  const response = await inProcessApi().call({
    method: route.method,
    path: routePath(route, call?.params, call?.query),
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) {
    let message = 'Request failed';
    try {
      const payload = JSON.parse(response.body) as { message?: unknown };
      if (typeof payload.message === 'string') message = payload.message;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ServerApiError(response.status, message);
  }
  // The server validated the answer against the same contract's response schema.
  return (
    response.status === 204 || response.body === '' ? undefined : JSON.parse(response.body)
  ) as EndpointResponse<EndpointOf<R>>;
}

async function hasSessionCookie(): Promise<boolean> {
  const jar = await cookies();
  return jar.has(ACCESS_COOKIE) || jar.has(REFRESH_COOKIE);
}

/** The logged-in user for this request, or null; fetched once per request however many components ask. */
export const getCurrentUser = cache(async (): Promise<Me | null> => {
  if (!(await hasSessionCookie())) return null;
  try {
    return await callServerApi(getMeRoute);
  } catch (error) {
    if (!(error instanceof ServerApiError)) console.error('auth/me in process failed', error);
    return null;
  }
});
