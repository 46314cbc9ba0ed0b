import type { Me } from '@porchlight/core/identity/auth.schemas';
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

export async function serverApi<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const incoming = await headers();
  const requestHeaders: Record<string, string> = { accept: 'application/json' };
  const cookie = incoming.get('cookie');
  if (cookie) requestHeaders.cookie = cookie;
  const forwardedFor = incoming.get('x-forwarded-for');
  if (forwardedFor) requestHeaders['x-forwarded-for'] = forwardedFor;
  // On a provider's custom domain the API must know it too (uriPrefix '', no owner editing).
  const customDomain = incoming.get(CUSTOM_DOMAIN_HEADER);
  if (customDomain) requestHeaders['x-forwarded-host'] = customDomain;
  if (init?.body !== undefined) requestHeaders['content-type'] = 'application/json';

  const response = await fetch(`${internalBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`, {
    method: init?.method ?? 'GET',
    headers: requestHeaders,
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
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
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function hasSessionCookie(): Promise<boolean> {
  const jar = await cookies();
  return jar.has(ACCESS_COOKIE) || jar.has(REFRESH_COOKIE);
}

/** The logged-in user for this request, or null; fetched once per request however many components ask. */
export const getCurrentUser = cache(async (): Promise<Me | null> => {
  if (!(await hasSessionCookie())) return null;
  try {
    return await serverApi<Me>('/auth/me');
  } catch (error) {
    if (!(error instanceof ServerApiError)) console.error('auth/me over loopback failed', error);
    return null;
  }
});
