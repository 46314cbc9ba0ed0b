import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxRepository, type OutboxRepository } from '../modules/platform/outbox.repository';

/** One e-mail the product sends. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body (what the outbox keeps and /dev/mailbox shows). */
  text: string;
  /** What the message is about, for finding it again: { kind: 'contact-request', requestNumber }. */
  meta?: Record<string, unknown>;
}

/** A real transport (SMTP later, via SMTP_URL): delivers one message or throws. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every e-mail is first written to the outbox (the built-in adapter of DESIGN "Adapters"); when a
 * transport is configured it is delivered too and marked delivered. A transport failure is logged,
 * never thrown at the visitor: the message stays in the outbox undelivered.
 */
export function createMailer(
  outbox: OutboxRepository,
  transport: MailTransport | null,
  log: { error: (object: object, message: string) => void },
): Mailer {
  return {
    async send(message) {
      const id = await outbox.insert({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.text,
        meta: message.meta,
      });
      if (!transport) return;
      try {
        await transport.deliver(message);
        await outbox.markDelivered(id);
      } catch (error) {
        log.error({ err: error, to: message.to }, 'mail delivery failed');
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('mail', createMailer(createOutboxRepository(app.db), null, app.log));
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
