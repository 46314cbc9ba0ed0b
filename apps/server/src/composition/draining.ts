import { Socket } from 'node:net';
import { readinessMessages } from '@porchlight/core/platform/health.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../modules/platform/app-error';

const IDLE_CHECK_MS = 100;

/**
 * A graceful stop: once the process is closing, requests that arrive over a socket get 503 'Shutting down'
 * (the load balancer sends them elsewhere; /api/v1/ready says so too), while requests in flight finish.
 * The server components of a page still rendering call the API in this process, without a socket, and
 * are answered (Fastify's own return503OnClosing is off in app.ts because it would refuse them too).
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let closeIdle: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      draining = true;
      // A keep-alive connection whose last request finished during the drain would hold the close open
      // until its timeout: close each as soon as it is idle.
      closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(closeIdle));
    app.addHook('onRequest', async (request) => {
      if (draining && request.raw.socket instanceof Socket) {
        throw new AppError('serviceUnavailable', readinessMessages.shuttingDown);
      }
    });
  },
  { name: 'draining' },
);
