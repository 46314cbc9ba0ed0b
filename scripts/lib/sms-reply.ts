import { randomUUID } from 'node:crypto';
import { smsWebhookKey, twilioSignature } from '../../apps/server/src/modules/messaging/twilio-signature';

/**
 * A client's text back to the built-in text folder's number, posted to a running server's
 * /api/v1/sms/inbound as Twilio would: signed with the folder's key (derived from the server's secret) for
 * the server's public address, which Twilio signs, and sent to `serverUrl`. For `npm run sms:reply` and the
 * e2e journeys.
 */
export function postSmsReply(reply: {
  serverUrl: string;
  publicUrl: string;
  authSecret: string;
  /** The client's number, E.164. */
  from: string;
  body: string;
}): Promise<Response> {
  const params = {
    From: reply.from,
    Body: reply.body,
    MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
  };
  const key = smsWebhookKey({ authSecret: reply.authSecret });
  const signature = twilioSignature(key, `${reply.publicUrl}/api/v1/sms/inbound`, params);
  return fetch(`${reply.serverUrl}/api/v1/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params),
  });
}
