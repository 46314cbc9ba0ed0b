import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key texts' webhooks are signed with: Twilio's auth token, or for the built-in text folder a key
 * derived from the server's secret (so a test or the e-2-e journey can post a signed STOP).
 */
export function smsWebhookKey(config: { twilioAuthToken?: string; authSecret: string }): string {
  return (
    config.twilioAuthToken ?? createHmac('sha256', config.authSecret).update('sms-inbound').digest('hex')
  );
}

/**
 * Twilio's webhook signature (docs/plans/reminders.md §2): HMAC-SHA1, base64, of the full URL Twilio
 * called followed by each form parameter's name and value, sorted by name, keyed with the auth token.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` (X-Twilio-Signature) signs this call; compared in constant time. */
export function isTwilioSigned(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
