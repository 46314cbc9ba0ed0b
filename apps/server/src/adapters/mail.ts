import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './delivery';
import { mailMessageOf } from './mail-message';
import { createSmtpTransport } from './smtp-transport';

/** Delivers one queued e-mail or throws; the outbox worker retries what throws. */
export interface MailTransport {
  /** Recorded as the row's deliveredVia. */
  readonly name: string;
  deliver(message: OutboxRow): Promise<void>;
  close?(): Promise<void>;
}

/**
 * The built-in mail adapter (DESIGN "Adapters"): each e-mail becomes a `.eml` file in
 * DATA_DIR/mailbox, so a developer without SMTP can open what customers would have received.
 * nodemailer's stream transport composes the message, as its SMTP transport would send it.
 */
export function createMailboxTransport(mailboxDir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'mailbox',
    async deliver(message) {
      const { message: eml } = await composer.sendMail(mailMessageOf(message, from));
      await mkdir(mailboxDir, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(mailboxDir, `${stamp}-${message.id}.eml`), eml, { flag: 'w' });
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
