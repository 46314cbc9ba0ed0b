import type { z } from 'zod';
import type { ProviderAction } from '../identity/access.rules';

/**
 * An endpoint's contract: method, path and schemas written once, registered by the server's routes
 * and called by the web's typed client, so a path or a response shape is never spelled twice.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** Statuses that carry the response body; an endpoint without a body answers 204. */
export type SuccessStatus = 200 | 201;

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
  | { kind: 'provider'; action: ProviderAction; provider: { in: 'params' | 'query'; name: string } };

/** An owner call: acts on the provider named by `?vanityName=`. */
export function ownerCallAccess(action: ProviderAction): EndpointAccess {
  return { kind: 'provider', action, provider: { in: 'query', name: 'vanityName' } };
}

/** A call about the provider whose vanity name is the path parameter `param`. */
export function providerPathAccess(action: ProviderAction, param: string): EndpointAccess {
  return { kind: 'provider', action, provider: { in: 'params', name: param } };
}

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | null = z.ZodType | null,
  Status extends SuccessStatus = SuccessStatus,
> {
  readonly method: Method;
  /** Fastify style and relative to /api/v1: '/network/profile/reviews/:vanityName'. */
  readonly path: Path;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** The success answer's schema; null for 204 No Content. */
  readonly response: Response;
  /** The statuses the response is sent with (200 unless said otherwise). */
  readonly status: readonly Status[];
  /** The body is multipart/form-data (file uploads): no body schema, the route reads the parts. */
  readonly multipart: boolean;
  /** The call itself authenticates (login): its 401 means wrong credentials, not an expired session. */
  readonly authenticates: boolean;
  readonly summary: string | undefined;
  readonly description: string | undefined;
  readonly access: EndpointAccess;
}

// biome-ignore lint/suspicious/noExplicitAny: any endpoint at all, whatever its schemas.
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any, any, SuccessStatus>;

/** The params schema must name every `:param` of the path. */
type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : z.ZodType<{ [Name in PathParamNames<Path>]: unknown }>;

export type EndpointDefinition<
  Method extends HttpMethod,
  Path extends string,
  Params extends ParamsFor<Path>,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType | null,
  Status extends SuccessStatus,
> = {
  method: Method;
  path: Path;
  query?: Query;
  body?: Body;
  response: Response;
  status?: Status | readonly Status[];
  multipart?: boolean;
  authenticates?: boolean;
  summary?: string;
  description?: string;
  /** Required: an endpoint without a row in the access table does not compile. */
  access: EndpointAccess;
} & ([PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: Params });

export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends ParamsFor<Path> = ParamsFor<Path>,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | null = null,
  const Status extends SuccessStatus = 200,
>(
  definition: EndpointDefinition<Method, Path, Params, Query, Body, Response, Status>,
): Endpoint<Method, Path, Params, Query, Body, Response, Status> {
  const status = definition.status ?? 200;
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    response: definition.response,
    status: (typeof status === 'number' ? [status] : status) as readonly Status[],
    multipart: definition.multipart ?? false,
    authenticates: definition.authenticates ?? false,
    summary: definition.summary,
    description: definition.description,
    access: definition.access,
  };
}

type IsEmpty<T> = [keyof T] extends [never] ? true : false;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

export type EndpointParams<E extends AnyEndpoint> = { [Name in PathParamNames<E['path']>]: string | number };
export type EndpointQuery<E extends AnyEndpoint> = InputOf<E['query']>;
export type EndpointBody<E extends AnyEndpoint> = InputOf<E['body']>;
/** What the endpoint answers; undefined for 204 No Content. */
export type EndpointResponse<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** The parts of a call: params when the path has any, query when it takes one, body when it has one. */
export type EndpointRequest<E extends AnyEndpoint> = (IsEmpty<EndpointParams<E>> extends true
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  (E['query'] extends z.ZodType
    ? object extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: EndpointBody<E> } : { body?: undefined });

/** A client's arguments for an endpoint: the request may be left out when nothing in it is required. */
export type EndpointCallArgs<E extends AnyEndpoint, Options> =
  object extends EndpointRequest<E>
    ? [request?: EndpointRequest<E>, options?: Options]
    : [request: EndpointRequest<E>, options?: Options];

/** A query value: undefined or null leaves the key out, an array repeats it. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The endpoint's path (relative to /api/v1) with its `:params` filled in and encoded and its query
 * appended; undefined and null query values are left out.
 */
export function endpointPath<E extends AnyEndpoint>(
  endpoint: E,
  params?: EndpointParams<E>,
  query?: EndpointQuery<E>,
): string {
  const values: Partial<Record<string, string | number>> = params ?? {};
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
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
