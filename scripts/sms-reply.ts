// npm run sms:reply -- NUMBER TEXT: a client's reply to a text, for trying texts back without Twilio
// (e.g. `npm run sms:reply -- 5125550142 STOP`). Posts it to the running server's /api/v1/sms/inbound as
// Twilio would, signed with the built-in text folder's key (from AUTH_SECRET or DATA_DIR/secret, the same
// environment as the server): STOP, START and other replies then behave as from a phone, and Twilio's own
// answers to keywords appear in DATA_DIR/sms beside the texts.
import { randomUUID } from 'node:crypto';
import { toE164 } from '@porchlight/core/messaging/phone.rules';
import { loadConfig, publicUrlOf } from '../apps/server/src/config';
import { smsWebhookKey } from '../apps/server/src/modules/messaging/sms-webhooks.service';
import { twilioSignature } from '../apps/server/src/modules/messaging/twilio-signature';
import { resolveAuthSecret } from '../apps/server/src/secret';

const [number, ...words] = process.argv.slice(2);
if (!number || words.length === 0) {
  console.log('Usage: npm run sms:reply -- NUMBER TEXT   (e.g. 5125550142 STOP)');
  process.exit(2);
}
const config = loadConfig();
if (config.TWILIO_AUTH_TOKEN) {
  console.log('Twilio is configured: reply from a real phone instead.');
  process.exit(2);
}
const key = smsWebhookKey({ authSecret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir) });
const params = {
  From: toE164(number),
  Body: words.join(' '),
  MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
};
// Signed for the public address, as Twilio signs; sent to this machine's server.
const signature = twilioSignature(key, `${publicUrlOf(config)}/api/v1/sms/inbound`, params);
const response = await fetch(`http://localhost:${config.PORT}/api/v1/sms/inbound`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  body: new URLSearchParams(params),
});
console.log(`${response.status} ${await response.text()}`);
if (!response.ok) process.exit(1);
