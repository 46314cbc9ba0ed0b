import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contactPreferences, outbox } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../test/codes';
import { seedLoggedInUser } from '../../test/people';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Real delivery: e-mail through a real SMTP server started here, text messages through a Twilio-shaped API. */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];

let twilio: Server;
const OPTED_OUT_AT_TWILIO = '+15125550666';
let twilioUrl: string;
const texts: { url: string; authorization: string; form: URLSearchParams }[] = [];

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  twilio = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    texts.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', form });
    if (form.get('To') === OPTED_OUT_AT_TWILIO)
      return void response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"code":21610,"message":"Attempt to send to unsubscribed recipient","status":400}');
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  twilioUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

describe('SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Porchlight <no-reply@porchlight.test>',
      OUTBOX_POLL_MS: '600000',
    });
  });
  afterAll(() => t.close());

  it('delivers a claim code through the SMTP server, with text and HTML bodies naming the provider', async () => {
    const provider = await seedProvider(t.database.db, {
      name: 'Smtp Sprinklers',
      unclaimed: true,
      email: 'owner@sprinklers.example',
    });
    const { cookie } = await seedLoggedInUser(t.app, t.database.db);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/profile/claim',
      payload: { uri: provider.vanityName },
      headers: { cookie },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.outboxWorker.drain();
    await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThan(0);
    const mail = received.find((message) => message.to.includes('owner@sprinklers.example'))!;
    expect(mail.from).toBe('no-reply@porchlight.test');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toContain('Smtp Sprinklers');
    expect(mail.raw).toContain(await latestCode(t.database.db, 'owner@sprinklers.example', 'claim-code'));
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'owner@sprinklers.example'));
    expect(row).toMatchObject({ status: 'delivered', deliveredVia: 'smtp' });
  });
});

async function contactUs(t: TestApp, vanityName: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/request/${vanityName}`,
    payload: {
      firstName: 'Robin',
      lastName: 'Texter',
      preferredContactMethod: 'phone',
      mobilePhoneNumber: '5125550123',
      inputForm: [{ label: 'Description', type: 'textarea', value: 'Please text me back.' }],
      type: 'cu',
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('text messages', () => {
  it('go through Twilio when keyed', async () => {
    const t = await createTestApp({
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM_NUMBER: '+15125550000',
      TWILIO_API_URL: twilioUrl,
      OUTBOX_POLL_MS: '600000',
      PUBLIC_URL: 'https://porchlight.example',
    });
    try {
      const provider = await seedProvider(t.database.db, { name: 'Twilio Tree Care' });
      await t.database.db
        .insert(contactPreferences)
        .values({ providerId: provider.id, type: 'cu', method: 'sms', value: '5125550188' });
      await contactUs(t, provider.vanityName);
      await t.app.outboxWorker.drain();
      expect(texts).toHaveLength(1);
      const [text] = texts;
      expect(text?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(text?.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
      expect(text?.form.get('To')).toBe('+15125550188');
      expect(text?.form.get('From')).toBe('+15125550000');
      expect(text?.form.get('Body')).toContain('Twilio Tree Care');
      // Twilio reports the text's delivery to us, and its sid finds the row again.
      expect(text?.form.get('StatusCallback')).toBe('https://porchlight.example/api/v1/sms/status');
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, '5125550188'));
      expect(row).toMatchObject({
        channel: 'sms',
        status: 'delivered',
        deliveredVia: 'twilio',
        externalId: 'SM1',
      });

      // A number that replied STOP to Twilio itself: failed at once, never tried again.
      await t.database.db
        .insert(outbox)
        .values({ channel: 'sms', to: OPTED_OUT_AT_TWILIO.slice(2), subject: null, body: 'Hi' });
      await t.app.outboxWorker.drain();
      const [refused] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, OPTED_OUT_AT_TWILIO.slice(2)));
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused?.lastError).toContain('21610');
    } finally {
      await t.close();
    }
  });

  it('are written to DATA_DIR/sms without Twilio', async () => {
    const t = await createTestApp({ OUTBOX_POLL_MS: '600000' });
    try {
      const provider = await seedProvider(t.database.db, { name: 'Folder Fence Co' });
      await t.database.db
        .insert(contactPreferences)
        .values({ providerId: provider.id, type: 'all', method: 'sms', value: '5125550199' });
      await contactUs(t, provider.vanityName);
      await t.app.outboxWorker.drain();
      const folder = path.join(t.app.config.dataDir, 'sms');
      const [file] = await readdir(folder);
      const text = await readFile(path.join(folder, file!), 'utf8');
      expect(text).toContain('To: +15125550199');
      expect(text).toContain('Folder Fence Co: new Contact Us request #1 from Robin Texter');
    } finally {
      await t.close();
    }
  });
});
