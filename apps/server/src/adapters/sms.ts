import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toE164 } from '@porchlight/core/messaging/phone.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type OutboxTransport, PermanentDeliveryError } from './delivery';

/**
 * Text messages (DESIGN "Adapters"). Built-in: each message becomes a `.txt` file in DATA_DIR/sms,
 * like the mailbox; with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER, Twilio's REST
 * API (plain fetch, no SDK). Rows carry 10-digit US numbers; Twilio wants E.164.
 */

export function createSmsFolderTransport(folder: string): OutboxTransport {
  return {
    name: 'sms-folder',
    async deliver(message) {
      await mkdir(folder, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[:.]/g, '-');
      const text = `To: ${toE164(message.to)}\nDate: ${message.createdAt.toUTCString()}\n\n${message.body}\n`;
      await writeFile(path.join(folder, `${stamp}-${message.id}.txt`), text, { flag: 'w' });
    },
  };
}

/**
 * What the carrier itself answers a keyword (STOP, START, HELP): Twilio sends its own replies, so nothing
 * of ours; the built-in folder writes them beside the texts, "From: Twilio (automatic reply)", so a
 * developer sees what a client would get (not "To: …" first: they are not texts Porchlight sent).
 */
export interface SmsKeywordReplies {
  reply(toE164: string, body: string): Promise<void>;
}

export function createSmsFolderReplies(folder: string): SmsKeywordReplies {
  return {
    async reply(toE164, body) {
      await mkdir(folder, { recursive: true });
      const now = new Date();
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      const text = `From: Twilio (automatic reply)\nTo: ${toE164}\nDate: ${now.toUTCString()}\n\n${body}\n`;
      await writeFile(path.join(folder, `${stamp}-reply-${randomUUID()}.txt`), text, { flag: 'wx' });
    },
  };
}

const twilioRepliesItself: SmsKeywordReplies = { reply: async () => {} };

/** Twilio's codes no retry can fix: 21610 the recipient replied STOP, 21211 not a valid number, 21614 not a mobile. */
const PERMANENT_TWILIO_ERRORS = new Set<number | null>([21610, 21211, 21614]);

function twilioErrorCode(body: string): number | null {
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

export function createTwilioTransport(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
  /** Where Twilio reports each text's delivery (our /sms/status), when the server has a public address. */
  statusCallback?: string;
  fetch?: typeof fetch;
}): OutboxTransport {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async deliver(message) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          To: toE164(message.to),
          From: options.from,
          Body: message.body,
          ...(options.statusCallback ? { StatusCallback: options.statusCallback } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        const error = `Twilio answered ${response.status} ${detail.slice(0, 200)}`.trim();
        throw PERMANENT_TWILIO_ERRORS.has(twilioErrorCode(detail))
          ? new PermanentDeliveryError(error)
          : new Error(error);
      }
      const sent = (await response.json().catch(() => null)) as { sid?: unknown } | null;
      return typeof sent?.sid === 'string' ? { externalId: sent.sid } : undefined;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    smsTransport: OutboxTransport;
    smsKeywordReplies: SmsKeywordReplies;
  }
}

export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_API_URL } = app.config;
    const keyed = TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM_NUMBER;
    app.decorate(
      'smsTransport',
      keyed
        ? createTwilioTransport({
            accountSid: TWILIO_ACCOUNT_SID,
            authToken: TWILIO_AUTH_TOKEN,
            from: TWILIO_FROM_NUMBER,
            apiUrl: TWILIO_API_URL,
            ...(app.config.PUBLIC_URL
              ? { statusCallback: `${app.config.PUBLIC_URL.replace(/\/$/, '')}/api/v1/sms/status` }
              : {}),
          })
        : createSmsFolderTransport(path.join(app.config.dataDir, 'sms')),
    );
    app.decorate(
      'smsKeywordReplies',
      keyed ? twilioRepliesItself : createSmsFolderReplies(path.join(app.config.dataDir, 'sms')),
    );
  },
  { name: 'sms', dependencies: ['config'] },
);
