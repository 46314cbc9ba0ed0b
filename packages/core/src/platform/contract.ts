import { z } from 'zod';
import type { AnyRoute, HttpMethod, PathParamNames, Route, RouteParams } from './route';

/**
 * An endpoint's contract: its route (route.ts: method, path, access) and its schemas, written once,
 * registered by the server's routes; the web's typed clients call the route and take their types from
 * here (endpoints.ts), so a path or a response shape is never spelled twice.
 */

/** Statuses that carry the response body; an endpoint without a body answers 204. */
export type SuccessStatus = 200 | 201;

/** The JSON body of a POST that takes no options: a JSON body keeps cross-site forms from sending it. */
export const noOptionsSchema = z.object({});

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | null = z.ZodType | null,
  Status extends SuccessStatus = SuccessStatus,
> extends Route<Method, Path> {
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** The success answer's schema; null for 204 No Content. */
  readonly response: Response;
  /** The statuses the response is sent with (200 unless said otherwise). */
  readonly status: readonly Status[];
  readonly summary: string | undefined;
  readonly description: string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: any endpoint at all, whatever its schemas.
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any, any, SuccessStatus>;

/** The params schema must name every `:param` of the path. */
type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : z.ZodType<{ [Name in PathParamNames<Path>]: unknown }>;

export type EndpointSchemas<
  Path extends string,
  Params extends ParamsFor<Path>,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType | null,
  Status extends SuccessStatus,
> = {
  query?: Query;
  body?: Body;
  response: Response;
  status?: Status | readonly Status[];
  summary?: string;
  description?: string;
} & ([PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: Params });

/** The route with its schemas: what the server registers and validates against. */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends ParamsFor<Path> = ParamsFor<Path>,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | null = null,
  const Status extends SuccessStatus = 200,
>(
  route: Route<Method, Path>,
  schemas: EndpointSchemas<Path, Params, Query, Body, Response, Status>,
): Endpoint<Method, Path, Params, Query, Body, Response, Status> {
  const status = schemas.status ?? 200;
  return {
    ...route,
    params: schemas.params as Params,
    query: schemas.query as Query,
    body: schemas.body as Body,
    response: schemas.response,
    status: (typeof status === 'number' ? [status] : status) as readonly Status[],
    summary: schemas.summary,
    description: schemas.description,
  };
}

type IsEmpty<T> = [keyof T] extends [never] ? true : false;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

export type EndpointParams<E extends AnyRoute> = RouteParams<E>;
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
