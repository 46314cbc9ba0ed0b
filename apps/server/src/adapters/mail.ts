import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './delivery';
import { mailMessageOf, type ReadStored } from './mail-message';
import { createSmtpTransport } from './smtp-transport';
import { bytesOf } from './storage/copy-media';
import type { MediaStorage } from './storage/media-storage';

async function readAll(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const media = await storage.read(key);
  return media && media !== 'unsatisfiable' ? bytesOf(media.body) : null;
}

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
export function createMailboxTransport(
  mailboxDir: string,
  from: string,
  readStored?: ReadStored,
): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'mailbox',
    async deliver(message) {
      const { message: eml } = await composer.sendMail(await mailMessageOf(message, from, readStored));
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
    // Files a mail carries (an estimate's PDF) wait in media storage under private keys.
    const readStored = (key: string) => readAll(app.storage, key);
    const transport = app.config.SMTP_URL
      ? createSmtpTransport(app.config.SMTP_URL, from, readStored)
      : createMailboxTransport(path.join(app.config.dataDir, 'mailbox'), from, readStored);
    app.decorate('mailTransport', transport);
    app.addHook('onClose', async () => transport.close?.());
  },
  { name: 'mail', dependencies: ['config', 'storage'] },
);
