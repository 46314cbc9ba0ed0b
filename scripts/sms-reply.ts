// npm run sms:reply -- NUMBER TEXT: a client's reply to a text, for trying texts back without Twilio
// (e.g. `npm run sms:reply -- 5125550142 STOP`). Posts it to the running server's /api/v1/sms/inbound as
// Twilio would, signed with the built-in text folder's key (from AUTH_SECRET or DATA_DIR/secret, the same
// environment as the server): STOP, START and other replies then behave as from a phone, and Twilio's own
// answers to keywords appear in DATA_DIR/sms beside the texts.
import { toE164 } from '@porchlight/core/messaging/phone.rules';
import { loadConfig, publicUrlOf } from '../apps/server/src/config';
import { resolveAuthSecret } from '../apps/server/src/secret';
import { postSmsReply } from './lib/sms-reply';

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
// Signed for the public address, as Twilio signs; sent to this machine's server.
const response = await postSmsReply({
  serverUrl: `http://localhost:${config.PORT}`,
  publicUrl: publicUrlOf(config),
  authSecret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir),
  from: toE164(number),
  body: words.join(' '),
});
console.log(`${response.status} ${await response.text()}`);
if (!response.ok) process.exit(1);
