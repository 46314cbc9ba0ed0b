import { authMessages } from '@porchlight/core/identity/auth.messages';
import { refreshSessionRoute } from '@porchlight/core/identity/auth.routes';
import type { EndpointCallArgs, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { type AnyRoute, type HttpMethod, routePath } from '@porchlight/core/platform/route';
import { ApiError, type FieldErrors, NETWORK_ERROR_MESSAGE } from './api-error';

/**
 * The one API client for browser code: same origin, cookies included, JSON in and out; every call
 * names a route of packages/core (*.routes.ts, zod-free), whose contract gives the call its types.
 */

export const API_BASE = '/api/v1';
export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * A bearer token (the Client Hub's): sent as Authorization, and a 401 is the caller's to handle,
   * since refreshing the site session would not cure it.
   */
  bearer?: string;
}

/** The Web Lock a tab holds while it rotates the refresh token; the browser frees it if the tab dies. */
const REFRESH_LOCK = 'pl-token-refresh';

let refreshInFlight: Promise<boolean> | null = null;
const sessionExpiredListeners = new Set<() => void>();

/** Subscribe to "the session is gone" (a 401 that a refresh could not cure). */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

async function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  options?: RequestOptions,
): Promise<Response> {
  const hasBody = body !== undefined;
  // A form (files) sets its own multipart content type, boundary included.
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody && !isForm) headers['content-type'] = 'application/json';
  if (options?.bearer) headers.authorization = `Bearer ${options.bearer}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
      signal: options?.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const body = isRecord(payload) ? payload : {};
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : response.status === 429
        ? authMessages.tooManyAttempts
        : response.statusText || `Request failed (${response.status})`;
  let fields: FieldErrors | undefined;
  if (isRecord(body.fields)) {
    fields = {};
    for (const [key, value] of Object.entries(body.fields))
      if (typeof value === 'string') fields[key] = value;
  }
  return new ApiError(response.status, message, fields);
}

async function postRefresh(): Promise<boolean> {
  try {
    const response = await send(refreshSessionRoute.method, routePath(refreshSessionRoute), undefined);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Refreshes under the cross-tab lock. When another tab holds it, that tab is rotating the token the
 * tabs share: this one waits until it lets go and then retries with the new cookies, refreshing nothing.
 */
async function runRefresh(): Promise<boolean> {
  // Web Locks exist in secure contexts only; elsewhere the tab refreshes on its own.
  const locks = globalThis.navigator?.locks;
  if (!locks) return postRefresh();
  const refreshed = await locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? postRefresh() : null,
  );
  if (refreshed !== null) return refreshed;
  await locks.request(REFRESH_LOCK, () => undefined);
  return true;
}

/**
 * Rotates the session cookies once. Concurrent callers in this tab share the one request;
 * other tabs wait for it (spec 1 §4), since a refresh token may be used only once.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Sends the call; a 401 is refreshed once and retried unless the call itself authenticates. */
async function request(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions | undefined,
  mayRefresh: boolean,
): Promise<unknown> {
  let response = await send(method, path, body, options);

  if (response.status === 401 && mayRefresh) {
    if (await refreshSession()) response = await send(method, path, body, options);
    if (response.status === 401) {
      for (const listener of sessionExpiredListeners) listener();
      throw new ApiError(401, authMessages.sessionExpired);
    }
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** A caller with `callApi`'s signature: `callApi` itself, or one that adds a credential (the Client Hub's token). */
export type ApiCall = <R extends ContractRoute>(
  route: R,
  ...args: EndpointCallArgs<EndpointOf<R>, RequestOptions>
) => Promise<EndpointResponse<EndpointOf<R>>>;

/** Calls an endpoint by its route: `params` fill the path, `query` and `body` are typed by its schemas, and so is the answer. */
export async function callApi<R extends ContractRoute>(
  route: R,
  ...[call, options]: EndpointCallArgs<EndpointOf<R>, RequestOptions>
): Promise<EndpointResponse<EndpointOf<R>>> {
  const path = routePath(route, call?.params, call?.query);
  const answer = await request(
    route.method,
    path,
    call?.body,
    options,
    !route.authenticates && !options?.bearer,
  );
  // The server validated the answer against the same contract's response schema.
  return answer as EndpointResponse<EndpointOf<R>>;
}

/**
 * Sends files to a multipart endpoint (its route's `multipart`), each as a `files` part; the session is
 * refreshed once on a 401, as for any call, and the answer is typed by the endpoint's contract.
 */
export async function sendFiles<R extends ContractRoute>(
  route: R,
  files: readonly File[],
  ...[call, options]: EndpointCallArgs<EndpointOf<R>, RequestOptions>
): Promise<EndpointResponse<EndpointOf<R>>> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const path = routePath(route, call?.params, call?.query);
  const answer = await request(route.method, path, form, options, !options?.bearer);
  return answer as EndpointResponse<EndpointOf<R>>;
}

/**
 * A file an endpoint answers with (a download) as a Blob: for calls a plain link cannot make, since a
 * link sends no Authorization header. Failures are ApiErrors like any call's; a 401 is the caller's.
 */
export async function fetchFile(
  route: AnyRoute,
  params: Readonly<Record<string, string | number>>,
  options: RequestOptions,
): Promise<Blob> {
  const response = await send(route.method, routePath(route, params), undefined, options);
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
