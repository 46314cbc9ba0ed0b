import { AsyncLocalStorage } from 'node:async_hooks';
import type { InProcessApi } from '@porchlight/core/platform/in-process-api';
import type { FastifyInstance } from 'fastify';
import lightMyRequest from 'light-my-request';

/** What a page render knows of its own request: who asked, and what the page's data says it shows. */
export interface PageRender {
  /** The visitor's address and the host the page was asked on (a provider's custom domain, say). */
  ip: string;
  host: string;
  tags: Set<string>;
}

/** The page render a server component's call belongs to (set around Next's handler in composition/next.ts). */
export const pageRenders = new AsyncLocalStorage<PageRender>();

/**
 * Server components' API calls, answered by the server's own routes without a socket (light-my-request,
 * as Fastify's inject, but also while the server drains: a page still rendering then gets its data).
 */
export function createInProcessApi(app: FastifyInstance): InProcessApi {
  return {
    async call({ method, path, headers, body }) {
      const render = pageRenders.getStore();
      const response = await lightMyRequest(app.routing, {
        method: method as 'GET',
        url: `/api/v1${path}`,
        // As the page was asked: the same visitor (rate limits, logs) on the same host (custom domains).
        headers: { ...headers, host: render?.host ?? 'localhost' },
        payload: body,
        remoteAddress: render?.ip ?? '127.0.0.1',
      });
      return { status: response.statusCode, body: response.body };
    },
    tagPage(tags) {
      const render = pageRenders.getStore();
      for (const tag of tags) render?.tags.add(tag);
    },
  };
}
