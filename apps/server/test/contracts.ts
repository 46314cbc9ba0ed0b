import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '@porchlight/core/platform/contract';
import type { FastifyInstance } from 'fastify';
import { type MultipartFile, multipart } from './multipart';

const coreSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/core/src');

/** Every endpoint of every *.contracts.ts in packages/core, by "METHOD /path", with its export's name. */
export async function loadContracts(): Promise<Map<string, { name: string; endpoint: AnyEndpoint }>> {
  const contracts = new Map<string, { name: string; endpoint: AnyEndpoint }>();
  for (const domain of readdirSync(coreSource)) {
    const folder = path.join(coreSource, domain);
    const files = readdirSync(folder).filter((file) => file.endsWith('.contracts.ts'));
    for (const file of files) {
      const module: Record<string, AnyEndpoint> = await import(path.join(folder, file));
      for (const [name, endpoint] of Object.entries(module)) {
        contracts.set(`${endpoint.method} ${endpoint.path}`, { name, endpoint });
      }
    }
  }
  return contracts;
}

/** One call of an endpoint: its path params, query, body (or a picture upload) and extra headers. */
export interface EndpointSample {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Send `upload` as the multipart files instead of a body. */
  files?: boolean;
  headers?: Record<string, string>;
}

/** Calls the endpoint through the app as a browser would, with the caller's cookie and host if any. */
export function callEndpoint(
  app: FastifyInstance,
  endpoint: AnyEndpoint,
  sample: EndpointSample,
  caller: { cookie?: string; host?: string; upload?: MultipartFile } = {},
) {
  const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(sample.params?.[name])),
  );
  const query = new URLSearchParams(sample.query).toString();
  const upload = sample.files && caller.upload ? multipart([caller.upload]) : undefined;
  return app.inject({
    method: endpoint.method,
    url: `/api/v1${url}${query ? `?${query}` : ''}`,
    payload: upload?.payload ?? (sample.body as never),
    headers: {
      ...upload?.headers,
      ...sample.headers,
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(caller.host ? { host: caller.host } : {}),
    },
  });
}
