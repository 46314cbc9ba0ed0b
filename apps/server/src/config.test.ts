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
});
