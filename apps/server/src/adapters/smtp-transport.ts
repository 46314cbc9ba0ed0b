import nodemailer from 'nodemailer';
import type { MailTransport } from './mail';
import { mailMessageOf, type ReadStored } from './mail-message';

/**
 * E-mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587): nodemailer
 * with a small connection pool; a refusal throws, so the outbox worker retries with backoff.
 */
export function createSmtpTransport(url: string, from: string, readStored?: ReadStored): MailTransport {
  const transporter = nodemailer.createTransport(url, { pool: true, maxConnections: 2 } as never);
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail(await mailMessageOf(message, from, readStored));
    },
    async close() {
      transporter.close();
    },
  };
}
