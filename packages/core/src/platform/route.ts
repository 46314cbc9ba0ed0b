import type { ProviderAction } from '../identity/access.rules';

/**
 * An endpoint's route: method, path, who may call it and how it is called. Zod-free, so browser code
 * can call an endpoint without loading its schemas; the contract (contract.ts) adds those to the route.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** ':vanityName' and ':reviewNumber' of '/provider/profile/reviews/:vanityName/:reviewNumber'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Who may call an endpoint: its row in the access table. `provider` endpoints name the action of
 * PROVIDER_ACCESS and where the provider's vanity name is (a path param or a query key); the
 * permission tests are generated from these rows and the route list.
 */
export type EndpointAccess =
  /** Anyone, about nobody's data in particular (search, health, public place details). */
  | { kind: 'public' }
  /** Starts, renews or ends the caller's own session. */
  | { kind: 'session' }
  /** A logged-in account, about its own data. */
  | { kind: 'user' }
  /** A site administrator (spec 2 §6 "Platform admin"). */
  | { kind: 'admin' }
  | { kind: 'provider'; action: ProviderAction; provider: { in: 'params' | 'query' | 'body'; name: string } };

/** An owner call: acts on the provider named by `?vanityName=`. */
export function ownerCallAccess(action: ProviderAction): EndpointAccess {
  return { kind: 'provider', action, provider: { in: 'query', name: 'vanityName' } };
}

/** A call about the provider whose vanity name is the path parameter `param`. */
export function providerPathAccess(action: ProviderAction, param: string): EndpointAccess {
  return { kind: 'provider', action, provider: { in: 'params', name: param } };
}

/** A call naming its provider in the JSON body (spec 2 claim: `{uri}`, `{providerId}`). */
export function providerBodyAccess(action: ProviderAction, field: string): EndpointAccess {
  return { kind: 'provider', action, provider: { in: 'body', name: field } };
}

export interface Route<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  /** Fastify style and relative to /api/v1: '/network/profile/reviews/:vanityName'. */
  readonly path: Path;
  /** Required: an endpoint without a row in the access table does not compile. */
  readonly access: EndpointAccess;
  /** The body is multipart/form-data (file uploads): no body schema, the route reads the parts. */
  readonly multipart: boolean;
  /** The call itself authenticates (login): its 401 means wrong credentials, not an expired session. */
  readonly authenticates: boolean;
}

export type AnyRoute = Route<HttpMethod, string>;

export function defineRoute<const Method extends HttpMethod, const Path extends string>(definition: {
  method: Method;
  path: Path;
  access: EndpointAccess;
  multipart?: boolean;
  authenticates?: boolean;
}): Route<Method, Path> {
  return {
    method: definition.method,
    path: definition.path,
    access: definition.access,
    multipart: definition.multipart ?? false,
    authenticates: definition.authenticates ?? false,
  };
}

export type RouteParams<R extends AnyRoute> = { [Name in PathParamNames<R['path']>]: string | number };

/** A query value: undefined or null leaves the key out, an array repeats it. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The route's path (relative to /api/v1) with its `:params` filled in and encoded and its query
 * appended; undefined and null query values are left out.
 */
export function routePath(
  route: AnyRoute,
  params?: Readonly<Partial<Record<string, string | number>>>,
  query?: object,
): string {
  const values = params ?? {};
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
