import { describe, expect, it } from 'vitest';
import { loadConfig as loadFromEnv } from './config';

const loadConfig = (env: Record<string, string>) => loadFromEnv({ NODE_ENV: 'test', ...env });

describe('loadConfig', () => {
  it('takes an empty variable as unset (compose writes S3_BUCKET= for none)', () => {
    const config = loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', MEDIA_PUBLIC_URL: '', SMTP_URL: '' });
    expect([config.S3_BUCKET, config.S3_ENDPOINT, config.MEDIA_PUBLIC_URL, config.SMTP_URL]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(config.S3_REGION).toBe('us-east-1');
  });

  it('refuses a message clock forced on where e-mail would reach real people, but not under tests', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587', MESSAGE_TEST_CLOCK: 'true' };
    expect(() => loadFromEnv({ NODE_ENV: 'production', ...smtp })).toThrow(/MESSAGE_TEST_CLOCK: /);
    expect(loadConfig(smtp).MESSAGE_TEST_CLOCK).toBe(true);
    expect(
      loadFromEnv({ NODE_ENV: 'production', SMTP_URL: smtp.SMTP_URL }).MESSAGE_TEST_CLOCK,
    ).toBeUndefined();
  });

  it('reads an S3-compatible bucket and a CDN address', () => {
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/media',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/media',
    });
  });

  it('refuses half an S3 setup at start, not at the first upload', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it('takes Stripe with all three keys or none, and refuses a part at start', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig(keys)).toMatchObject(keys);
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/set all three or none/);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('reads a rate limit as N per its default window, or N/<window>', () => {
    const defaults = loadConfig({});
    expect(defaults.HUB_SESSION_RATE_LIMIT).toEqual({ max: 30, windowMs: 600_000 });
    expect(defaults.HUB_NEW_LINK_CLIENT_RATE_LIMIT).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(defaults.LOGIN_ACCOUNT_FAILURE_LIMIT).toEqual({ max: 10, windowMs: 900_000 });
    const set = loadConfig({ CHAT_MESSAGE_RATE_LIMIT: '100', HUB_SESSION_RATE_LIMIT: ' 5 / 30s ' });
    expect(set.CHAT_MESSAGE_RATE_LIMIT).toEqual({ max: 100, windowMs: 600_000 });
    expect(set.HUB_SESSION_RATE_LIMIT).toEqual({ max: 5, windowMs: 30_000 });
    for (const bad of ['0', 'ten', '5/10', '5/0s', '5/1d', '-1/1h'])
      expect(() => loadConfig({ HUB_SESSION_RATE_LIMIT: bad })).toThrow(/HUB_SESSION_RATE_LIMIT/);
  });
});
