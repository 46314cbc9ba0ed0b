import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; README "Configuration" lists the same. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Where the embedded database cluster and uploaded media live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server (postgres://…) instead of the embedded one. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  SITE_NAME: z.string().default('Porchlight'),
  /** The public address of the main site, for canonical links and e-mails. */
  PUBLIC_URL: z.url().optional(),
  /** Signs access tokens. Default: a random secret kept in DATA_DIR/secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Login attempts per minute per client address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Seed the demo providers and accounts on start (idempotent). */
  SEED_DEMO: booleanFromEnv.default(true),
  /** Serve the web app through Next (off for API-only test servers). */
  SERVE_WEB: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; mediaDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, 'media') };
}
