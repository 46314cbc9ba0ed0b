import type { AnyEndpoint } from '@porchlight/core/platform/contract';
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
import { requireUser } from '../identity/principal';

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
}

async function requireLogin(request: FastifyRequest): Promise<void> {
  requireUser(request.principal);
}

/** Registers the endpoint's route: method, path and schemas from the contract, the handler from the module. */
export function addEndpointRoute<E extends AnyEndpoint>(
  app: ZodFastifyInstance,
  endpoint: E,
  { tags, bodyLimit, config }: EndpointRouteOptions,
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
    // Account routes need a login before anything else is looked at, so a visitor learns nothing from validation.
    ...(endpoint.access.kind === 'user' ? { preValidation: requireLogin } : {}),
    // The handler was type-checked against EndpointSchema<E>; Fastify's own generics cannot follow E.
    handler: handler as RouteHandlerMethod,
  });
}
