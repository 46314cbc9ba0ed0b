import { toSingleLine } from '@porchlight/core/platform/text.rules';
import type { SendMailOptions } from 'nodemailer';
import type { OutboxRow } from './delivery';

/**
 * A queued e-mail as nodemailer composes it, for every transport: text, and the HTML body as its
 * alternative when there is one. Header values are kept to one line, so nothing in a subject or an
 * address can start another header (e.g. Bcc:).
 */
export function mailMessageOf(message: OutboxRow, from: string): SendMailOptions {
  return {
    from,
    to: toSingleLine(message.to),
    subject: toSingleLine(message.subject ?? ''),
    text: message.body,
    ...(message.html ? { html: message.html } : {}),
    messageId: `<${message.id}@porchlight>`,
    date: message.createdAt,
  };
}
