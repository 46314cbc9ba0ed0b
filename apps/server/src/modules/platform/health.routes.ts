import { checkHealthEndpoint, checkReadyEndpoint } from '@porchlight/core/platform/health.contracts';
import { readinessMessages } from '@porchlight/core/platform/health.schemas';
import { migrationsCurrent } from '@porchlight/db/migrate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { addEndpointRoute } from './endpoint-route';

/** A load balancer asks every few seconds: a database that does not answer within this is "not ready". */
const READY_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  // GET /api/v1/health: liveness only, so a database outage does not get every process restarted.
  addEndpointRoute(app, checkHealthEndpoint, { tags }, async () => ({ status: 'ok' as const }));

  // GET /api/v1/ready: what a load balancer routes by. While the process shuts down, the draining plugin
  // answers 503 'Shutting down' before this runs.
  addEndpointRoute(app, checkReadyEndpoint, { tags }, async (request) => {
    let current: boolean;
    try {
      current = await within(migrationsCurrent(app.db), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: database');
      throw new AppError('serviceUnavailable', readinessMessages.databaseUnreachable);
    }
    if (!current) throw new AppError('serviceUnavailable', readinessMessages.migrationsPending);
    // Replicas are reported, never a reason to refuse traffic: without them reads go to the primary.
    return { status: 'ready' as const, replicas: app.readReplicas.report() };
  });
};
