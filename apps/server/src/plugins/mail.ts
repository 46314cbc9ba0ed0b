import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toSingleLine } from '@porchlight/core/platform/text.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxRow } from '../modules/platform/outbox.repository';

/** Delivers one queued e-mail or throws; the outbox worker retries what throws. */
export interface MailTransport {
  /** Recorded as the row's deliveredVia. */
  readonly name: string;
  deliver(message: OutboxRow): Promise<void>;
}

/** One header line; a line break in the value would start another header (e.g. Bcc:), so there is none. */
function header(name: string, value: string): string {
  return `${name}: ${toSingleLine(value)}`;
}

/** An e-mail as a plain RFC 5322 message, readable in any mail program. */
export function formatEmail(message: OutboxRow, from: string): string {
  const headers = [
    header('From', from),
    header('To', message.to),
    header('Subject', message.subject ?? ''),
    header('Date', message.createdAt.toUTCString()),
    header('Message-ID', `<${message.id}@porchlight>`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${message.body.replace(/\r?\n/g, '\r\n')}\r\n`;
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

declare module 'fastify' {
  interface FastifyInstance {
    mailTransport: MailTransport;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const from = `${app.config.SITE_NAME} <no-reply@${app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).hostname : 'localhost'}>`;
    app.decorate('mailTransport', createMailboxTransport(path.join(app.config.dataDir, 'mailbox'), from));
  },
  { name: 'mail', dependencies: ['config'] },
);
