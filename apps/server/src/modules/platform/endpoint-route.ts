import { needsLogin } from '@porchlight/core/identity/access.rules';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import type { AnyEndpoint } from '@porchlight/core/platform/contract';
import { findControlCharacter, textMessages } from '@porchlight/core/platform/text.rules';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin, requireUser } from '../identity/principal';
import { AppError } from './app-error';
import { answeringFor } from './read-freshness';
import { isFromOwnSite } from './same-origin';

type ZodFastifyInstance = Parameters<FastifyPluginAsyncZod>[0];

/** The Fastify schema of an endpoint: its zod schemas, the response under each success status. */
export type EndpointSchema<E extends AnyEndpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['response'] extends z.ZodType ? { [Status in E['status'][number]]: E['response'] } : undefined;
};

/** A route handler whose request.params, query, body and answer are typed by the endpoint's schemas. */
export type EndpointHandler<E extends AnyEndpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

/** What a route adds to its contract: documentation tags and route options such as limits. */
export interface EndpointRouteOptions {
  tags: string[];
  bodyLimit?: number;
  config?: FastifyContextConfig;
  /**
   * Refuse calls not made by our own pages (Sec-Fetch-Site, a JSON body or our Origin): for changes
   * that cannot require a JSON body, such as logout or a GET the spec names.
   */
  sameOriginOnly?: boolean;
}

async function requireOwnSite(request: FastifyRequest): Promise<void> {
  if (!isFromOwnSite(request)) throw new AppError('forbidden', authMessages.notFromThisSite);
}

async function requireLogin(request: FastifyRequest): Promise<void> {
  requireUser(request.principal);
}

async function requireAdminLogin(request: FastifyRequest): Promise<void> {
  requireAdmin(request.principal);
}

/** A provider action only signed-in callers may do: an account or a hub session, never a visitor (401). */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (request.principal.kind === 'anonymous') throw new AppError('unauthorized', authMessages.notLoggedIn);
}

/** The login check a route's access needs before its input is validated, if any. */
function loginCheck(access: AnyEndpoint['access']) {
  if (access.kind === 'user') return [requireLogin];
  if (access.kind === 'admin') return [requireAdminLogin];
  if (access.kind === 'provider' && needsLogin(access.action)) return [requireSignedIn];
  return [];
}

/** The text rule on every string a route receives, before its schemas: PostgreSQL cannot store NUL. */
async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findControlCharacter(part);
    if (path === null) continue;
    const message = textMessages.controlCharacter;
    throw new AppError('badRequest', message, { [path || '_']: message });
  }
}

/** Registers the endpoint's route: method, path and schemas from the contract, the handler from the module. */
export function addEndpointRoute<E extends AnyEndpoint>(
  app: ZodFastifyInstance,
  endpoint: E,
  { tags, bodyLimit, config, sameOriginOnly }: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const schema: FastifySchema & Record<string, unknown> = { tags };
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.multipart) schema.consumes = ['multipart/form-data'];
  if (endpoint.response)
    schema.response = Object.fromEntries(endpoint.status.map((status) => [status, endpoint.response]));
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    ...(config === undefined ? {} : { config }),
    // Routes that need a signed-in caller (account, admin, and provider actions a visitor may never do)
    // decide the login before anything else is looked at, so a visitor learns nothing from validation.
    // preValidation runs after parsing and before the schemas: onRequest → preParsing → preValidation.
    preValidation: [
      ...loginCheck(endpoint.access),
      ...(sameOriginOnly ? [requireOwnSite] : []),
      refuseControlCharacters,
    ],
    // The handler was type-checked against EndpointSchema<E>; Fastify's own generics cannot follow E. It runs
    // with its caller's freshness: only a visitor's reads may come from a replica (read-freshness.ts).
    handler(request, reply) {
      return answeringFor(request.principal, () =>
        (handler as RouteHandlerMethod).call(this, request, reply),
      );
    },
  });
}
