import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-processor';

/**
 * Stripe's webhook signature scheme, which the built-in processor uses too: the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, accepted within 5 minutes.
 */
const TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export function signWebhook(body: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/** Throws WebhookSignatureError unless `header` signs `body` with `secret`, recently. */
export function verifyWebhook(
  body: Buffer,
  header: string | undefined,
  secret: string,
  now = new Date(),
): void {
  const parts = new Map<string, string[]>();
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.split('=', 2);
    if (name && value) parts.set(name.trim(), [...(parts.get(name.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) throw new WebhookSignatureError('No timestamp in the signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
    throw new WebhookSignatureError('The signature is too old');
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The signature does not match');
}
