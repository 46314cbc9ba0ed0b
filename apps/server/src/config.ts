import path from 'node:path';
import { messageClockDecision } from '@porchlight/core/messaging/message-clock.rules';
import { DEFAULT_MAP_TILE_URL } from '@porchlight/core/providers/profile.constants';
import { z } from 'zod';

/**
 * Which peers may set X-Forwarded-For/-Host (client address for rate limits, Host for custom
 * domains): 'true'/'false', a hop count, or addresses and CIDRs (with proxy-addr's names such as
 * 'loopback'), comma-separated.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .min(1)
  .transform((value): boolean | string | TrustHops => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return trustHops(Number(value));
    return value;
  });

type TrustHops = (address: string, hop: number) => boolean;
/** A hop count: the nearest `hops` proxies are trusted, whatever their address. */
const trustHops =
  (hops: number): TrustHops =>
  (_address, hop) =>
    hop < hops;

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * A rate limit: `N` (per `window`) or `N/<window>` such as `30/10m`, `3/1h` or `2/3s`, so a test can
 * shorten a window through the same variable production reads.
 */
const rateLimitFromEnv = (max: number, window: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\s*\/\s*\d+\s*[smh])?$/, 'use N or N/<window>, e.g. 30/10m, 3/1h, 5/30s')
    .default(`${max}/${window}`)
    .transform((value, context) => {
      const [count = '', per = window] = value.split('/').map((part) => part.trim());
      const match = /^(\d+)\s*([smh])$/.exec(per);
      const limit = {
        max: Number(count),
        windowMs: Number(match?.[1]) * WINDOW_UNITS_MS[(match?.[2] ?? 's') as keyof typeof WINDOW_UNITS_MS],
      };
      if (!(limit.max >= 1 && limit.windowMs >= 1000)) {
        context.addIssue({ code: 'custom', message: 'needs at least 1 per window of at least 1s' });
        return z.NEVER;
      }
      return limit;
    });

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; README "Configuration" lists the same. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Proxies whose X-Forwarded-* headers count; only this machine's by default. */
  TRUST_PROXY: trustProxyFromEnv.default('loopback'),
  /** Where the embedded database cluster and uploaded media live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server (postgres://…) instead of the embedded one. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /**
   * PostgreSQL streaming replicas (postgres://…, comma-separated) that visitors' search, suggestions,
   * profile pages and sitemaps read from; every write and every signed-in read stays on the primary.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().startsWith('postgres')))
    .default([]),
  /** A replica further behind the primary than this is not read from until it catches up. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).default(10),
  SITE_NAME: z.string().default('Porchlight'),
  /** The public address of the main site, for canonical links and e-mails. */
  PUBLIC_URL: z.url().optional(),
  /** Signs access tokens. Default: a random secret kept in DATA_DIR/secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Login attempts per minute per client address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** The demo providers and accounts: npm start seeds them first (demo-seed.ts, idempotent); the server ignores it. */
  SEED_DEMO: booleanFromEnv.default(true),
  /** Serve the web app through Next (off for API-only test servers). */
  SERVE_WEB: booleanFromEnv.default(true),
  /** How often each process's outbox worker looks for due e-mails when no event woke it. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /** Run the job queue's jobs in this process (series extension, series invoices); false for processes that only serve. */
  RUN_JOBS: booleanFromEnv.default(true),
  /** Jobs one process runs at once (on a small database pool of the queue's own). */
  JOB_QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** How often the job queue looks for jobs falling due (a new job due now wakes it at once). */
  JOB_QUEUE_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** A process whose job runner has not beaten for this long is dead: another unlocks its running jobs. */
  JOB_RUNNER_DEAD_AFTER_MS: z.coerce.number().int().min(100).default(120_000),
  /**
   * The test message clock (owners move automatic messages' time forward): on by default only while mail
   * and texts stay on this machine; true with SMTP_URL or Twilio is refused unless NODE_ENV=test.
   */
  MESSAGE_TEST_CLOCK: booleanFromEnv.optional(),
  /** How long an anonymous visitor's profile or search page is served from memory at most (0: off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Memory for cached pages per process, in megabytes of HTML. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  /** Deliver e-mail through this SMTP server (smtp://user:pass@host:587, smtps://…); the .eml mailbox otherwise. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The From address of our e-mail; no-reply@ the PUBLIC_URL host by default. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where people are told to write for help, and where custom-domain requests go. */
  SUPPORT_EMAIL: z.email().optional(),
  /** Twilio's REST API for text messages (all three set); text files in DATA_DIR/sms otherwise. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** Verification codes (claim, e-mail change) one client address may ask for per 10 minutes. */
  VERIFICATION_CODE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Client Hub link sessions (POST client-hub/auth/session) per client address. */
  HUB_SESSION_RATE_LIMIT: rateLimitFromEnv(30, '10m'),
  /** send-new-link calls per client address. */
  HUB_NEW_LINK_RATE_LIMIT: rateLimitFromEnv(10, '1h'),
  /** New links e-mailed to one Client Hub client through send-new-link, whoever asks. */
  HUB_NEW_LINK_CLIENT_RATE_LIMIT: rateLimitFromEnv(3, '1h'),
  /** New chat conversations an anonymous visitor's address may start. */
  CHAT_CONVERSATION_RATE_LIMIT: rateLimitFromEnv(10, '1h'),
  /** Chat messages anonymous visitors may send from one address (HTTP and socket). */
  CHAT_MESSAGE_RATE_LIMIT: rateLimitFromEnv(60, '10m'),
  /** Failed logins with one e-mail address, from any address, before logins with it pause. */
  LOGIN_ACCOUNT_FAILURE_LIMIT: rateLimitFromEnv(10, '15m'),
  /** The first pause after those failures; each further one doubles, up to 15 minutes. */
  LOGIN_ACCOUNT_LOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Google Places for business search and Google reviews; the built-in places adapter otherwise. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_API_URL: z.url().default('https://maps.googleapis.com/maps/api'),
  /** Map tiles of the profile pages (Leaflet URL template with {z}/{x}/{y}); OpenStreetMap by default. */
  MAP_TILE_URL: z.string().min(1).default(DEFAULT_MAP_TILE_URL),
  /** An OpenAI-compatible API for AI banners, logos and about texts; the built-in drawings otherwise. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  OPENAI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** The built-in payment processor: how long a test bank debit stays processing before it settles. */
  BUILTIN_BANK_SETTLE_SECONDS: z.coerce.number().min(0).default(20),
  /** Media in this S3-compatible bucket instead of DATA_DIR/media. */
  S3_BUCKET: z.string().min(1).optional(),
  /** The service's address (MinIO, Cloudflare R2, Backblaze B2 …); AWS S3 without it. */
  S3_ENDPOINT: z.url().optional(),
  /** The bucket's region ('auto' on R2). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers fetch media (a CDN, a public bucket); the app's own /media/ otherwise. */
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Stripe (Connect, PaymentIntents) for online payments (all three set); the built-in test processor otherwise. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The `whsec_…` of the platform's own endpoint (billing events), when it is not the Connect endpoint's. */
  STRIPE_BILLING_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: where a local double of Stripe's API listens; Stripe's own API without it. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
});

/** Settings that only make sense together; a half-configured bucket or processor fails at start, not on first use. */
function checkTogether(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID))
    problems.push('  S3_BUCKET: needed with S3_ENDPOINT or S3 keys');
  const stripeKeys = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY, config.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean))
    problems.push(
      '  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three or none',
    );
  if (config.STRIPE_BILLING_WEBHOOK_SECRET && !stripeKeys.every(Boolean))
    problems.push(
      '  STRIPE_BILLING_WEBHOOK_SECRET: needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  const clock = messageClockDecisionOf(config);
  if ('refused' in clock) problems.push(`  ${clock.refused}`);
  return problems;
}

/** Whether the test message clock moves on this server (docs/plans/reminders.md §5.6). */
export function messageClockDecisionOf(config: z.infer<typeof configSchema>) {
  return messageClockDecision({
    setting: config.MESSAGE_TEST_CLOCK,
    builtinMail: !config.SMTP_URL,
    builtinSms: !(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM_NUMBER),
    nodeEnv: config.NODE_ENV,
  });
}

export type Config = z.infer<typeof configSchema> & { dataDir: string; mediaDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset: compose files and .env templates write `S3_BUCKET=` for "none".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const together = checkTogether(parsed.data);
  if (together.length > 0) throw new Error(`Invalid configuration:\n${together.join('\n')}`);
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, 'media') };
}

/** The main site's address without a trailing slash: PUBLIC_URL, or this machine's port. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
}
