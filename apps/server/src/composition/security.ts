import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { throttlingMessages } from '@porchlight/core/platform/throttling.messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postgresRateLimitStore } from '../modules/platform/rate-limit-store';

/** How often each process drops the counters of ended windows. */
const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

/** Largest single upload the specs allow (photos, 20,000,000 bytes); routes check their own limits. */
const MAX_UPLOAD_BYTES = 26_214_400;

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    // Pages get a per-response nonce policy from composition/next.ts (content-security-policy.ts); JSON needs none.
    await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
    // Counters live in PostgreSQL, shared by every process (README "Running several processes").
    await app.register(fastifyRateLimit, {
      global: false,
      store: postgresRateLimitStore(app.repositories.rateLimits),
      // The plugin sends Retry-After; the words name the same wait (a minute, or the window's minutes left).
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: throttlingMessages.tooManyAttempts(Math.ceil(context.ttl / 1000)),
      }),
    });
    const sweep = setInterval(() => {
      const { rateLimits, loginThrottles } = app.repositories;
      for (const table of [rateLimits, loginThrottles])
        table.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep rate limits'));
    }, RATE_LIMIT_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
  },
  { name: 'security', dependencies: ['repositories'] },
);
