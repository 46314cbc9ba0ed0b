import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toSingleLine } from '@porchlight/core/platform/text.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxRow } from '../modules/platform/outbox.repository';
import { createSmtpTransport } from './smtp-transport';

/** Delivers one queued e-mail or throws; the outbox worker retries what throws. */
export interface MailTransport {
  /** Recorded as the row's deliveredVia. */
  readonly name: string;
  deliver(message: OutboxRow): Promise<void>;
  close?(): Promise<void>;
}

/** One header line; a line break in the value would start another header (e.g. Bcc:), so there is none. */
function header(name: string, value: string): string {
  return `${name}: ${toSingleLine(value)}`;
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/**
 * An e-mail as a plain RFC 5322 message, readable in any mail program: text only, or
 * multipart/alternative with the HTML body after the text one.
 */
export function formatEmail(
  message: OutboxRow,
  from: string,
  boundary = randomBytes(12).toString('hex'),
): string {
  const headers = [
    header('From', from),
    header('To', message.to),
    header('Subject', message.subject ?? ''),
    header('Date', message.createdAt.toUTCString()),
    header('Message-ID', `<${message.id}@porchlight>`),
    'MIME-Version: 1.0',
  ];
  if (!message.html) {
    headers.push('Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit');
    return `${headers.join('\r\n')}\r\n\r\n${crlf(message.body)}\r\n`;
  }
  const separator = `=_porchlight_${boundary}`;
  headers.push(`Content-Type: multipart/alternative; boundary="${separator}"`);
  const part = (type: string, body: string) =>
    `--${separator}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${crlf(body)}\r\n`;
  return `${headers.join('\r\n')}\r\n\r\n${part('text/plain', message.body)}${part('text/html', message.html)}--${separator}--\r\n`;
}

/**
 * The built-in mail adapter (DESIGN "Adapters"): each e-mail becomes a `.eml` file in
 * DATA_DIR/mailbox, so a developer without SMTP can open what customers would have received.
 */
export function createMailboxTransport(mailboxDir: string, from: string): MailTransport {
  return {
    name: 'mailbox',
    async deliver(message) {
      await mkdir(mailboxDir, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(mailboxDir, `${stamp}-${message.id}.eml`), formatEmail(message, from), {
        flag: 'w',
      });
    },
  };
}

/** 'Porchlight <no-reply@example.com>' unless MAIL_FROM says otherwise. */
export function mailFrom(config: { SITE_NAME: string; PUBLIC_URL?: string; MAIL_FROM?: string }): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  return `${config.SITE_NAME} <no-reply@${host}>`;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailTransport: MailTransport;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const from = mailFrom(app.config);
    const transport = app.config.SMTP_URL
      ? createSmtpTransport(app.config.SMTP_URL, from)
      : createMailboxTransport(path.join(app.config.dataDir, 'mailbox'), from);
    app.decorate('mailTransport', transport);
    app.addHook('onClose', async () => transport.close?.());
  },
  { name: 'mail', dependencies: ['config'] },
);
