import { getMeRoute } from '@porchlight/core/identity/auth.routes';
import type { Me } from '@porchlight/core/identity/auth.schemas';
import type { EndpointCallArgs, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { routePath } from '@porchlight/core/platform/route';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { CUSTOM_DOMAIN_HEADER } from './request-site';

/**
 * Server components call the API over loopback with the caller's cookies; the host process
 * (apps/server) has already refreshed an expired access token before Next sees the request.
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

function internalBaseUrl(): string {
  const base = process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${base.replace(/\/$/, '')}/api/v1`;
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
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) requestHeaders['x-forwarded-for'] = forwardedFor;
  // On a provider's custom domain the API must know it too (uriPrefix '', no owner editing).
  const customDomain = incoming.get(CUSTOM_DOMAIN_HEADER);
  if (customDomain) requestHeaders['x-forwarded-host'] = customDomain;
  const body = call?.body;
  if (body !== undefined) requestHeaders['content-type'] = 'application/json';

  const response = await fetch(`${internalBaseUrl()}${routePath(route, call?.params, call?.query)}`, {
    method: route.method,
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  if (!response.ok) {
    let message = response.statusText;
    try {
      const payload = (await response.json()) as { message?: unknown };
      if (typeof payload.message === 'string') message = payload.message;
    } catch {
      // Not JSON: keep the status text.
    }
    throw new ServerApiError(response.status, message);
  }
  // The server validated the answer against the same contract's response schema.
  return (response.status === 204 ? undefined : await response.json()) as EndpointResponse<EndpointOf<R>>;
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
    if (!(error instanceof ServerApiError)) console.error('auth/me over loopback failed', error);
    return null;
  }
});
