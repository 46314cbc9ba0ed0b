import { toSingleLine } from '@porchlight/core/platform/text.rules';
import type { SendMailOptions } from 'nodemailer';
import type { OutboxRow } from './delivery';

/** A file the e-mail carries, stored (private) in media storage when the mail was composed. */
export interface MailAttachment {
  key: string;
  fileName: string;
  contentType: string;
}

/** The bytes under a storage key, or null when there are none. */
export type ReadStored = (key: string) => Promise<Buffer | null>;

function attachmentsOf(meta: Record<string, unknown> | null): MailAttachment[] {
  const listed = meta?.attachments;
  return Array.isArray(listed) ? (listed as MailAttachment[]) : [];
}

/** An invitation an e-mail carries as its text/calendar alternative (online booking's `.ics`). */
export interface MailCalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

function calendarEventOf(meta: Record<string, unknown> | null): MailCalendarEvent | null {
  const event = meta?.calendarEvent as Partial<MailCalendarEvent> | undefined;
  return event && typeof event.content === 'string' && typeof event.method === 'string'
    ? { method: event.method, content: event.content }
    : null;
}

/**
 * A queued e-mail as nodemailer composes it, for every transport: text, and the HTML body as its
 * alternative when there is one, and the files its meta lists (read now; one that is gone is left
 * out rather than holding the mail back). Header values are kept to one line, so nothing in a subject
 * or an address can start another header (e.g. Bcc:). A calendar event in its meta goes as
 * nodemailer's `icalEvent` (text/calendar alternative and invite.ics), so mail apps offer "add to calendar".
 */
export async function mailMessageOf(
  message: OutboxRow,
  from: string,
  readStored?: ReadStored,
): Promise<SendMailOptions> {
  const attachments = [];
  for (const attachment of readStored ? attachmentsOf(message.meta) : []) {
    const content = await readStored?.(attachment.key);
    if (content)
      attachments.push({ filename: attachment.fileName, contentType: attachment.contentType, content });
  }
  const calendarEvent = calendarEventOf(message.meta);
  return {
    from,
    to: toSingleLine(message.to),
    subject: toSingleLine(message.subject ?? ''),
    text: message.body,
    ...(message.html ? { html: message.html } : {}),
    ...(attachments.length ? { attachments } : {}),
    ...(calendarEvent ? { icalEvent: { ...calendarEvent, filename: 'invite.ics' } } : {}),
    messageId: `<${message.id}@porchlight>`,
    date: message.createdAt,
  };
}
