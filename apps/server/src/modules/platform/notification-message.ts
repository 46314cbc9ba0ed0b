import { toSingleLine } from '@porchlight/core/platform/text.rules';
import { escapeHtml } from '@porchlight/core/text/html';
import type { OutboxMessage } from './outbox.repository';

/**
 * What we send people, written once and rendered twice: every e-mail has a plain-text and an HTML
 * body, and names the provider it is about, or the site for account e-mails (so a message is never a
 * bare code or link).
 */
export interface NotificationContent {
  /** The provider the message is about: in the subject's context and the signature (none for account e-mails). */
  providerName?: string;
  subject: string;
  /** Paragraphs; a paragraph's line breaks are kept. */
  paragraphs: string[];
  /** A code or figure shown large in the HTML body. */
  highlight?: string;
  /** A link to act on. */
  link?: { label: string; url: string };
  siteName: string;
}

function textBody(content: NotificationContent): string {
  const parts = [...content.paragraphs];
  if (content.highlight) parts.splice(1, 0, content.highlight);
  if (content.link) parts.push(`${content.link.label}: ${content.link.url}`);
  parts.push(
    content.providerName
      ? `— ${content.siteName}, on behalf of ${content.providerName}`
      : `— ${content.siteName}`,
  );
  return parts.join('\n\n');
}

function htmlBody(content: NotificationContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  const blocks = content.paragraphs.map(paragraph);
  if (content.highlight) {
    blocks.splice(
      1,
      0,
      `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(content.highlight)}</p>`,
    );
  }
  if (content.link) {
    blocks.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>`,
    );
  }
  const signature = content.providerName
    ? `${escapeHtml(content.siteName)}, on behalf of ${escapeHtml(content.providerName)}`
    : escapeHtml(content.siteName);
  blocks.push(`<p style="margin:24px 0 0;color:#666;font-size:13px">${signature}</p>`);
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222">${blocks.join('')}</body></html>`;
}

/** An outbox e-mail with both bodies. */
export function emailMessage(
  to: string,
  content: NotificationContent,
  meta: Record<string, unknown>,
): OutboxMessage {
  return {
    channel: 'email',
    to,
    // The subject becomes a mail header: one line, whatever the data holds.
    subject: toSingleLine(content.subject),
    body: textBody(content),
    html: htmlBody(content),
    meta,
  };
}

/** An outbox text message: short, plain, naming the provider. */
export function smsMessage(to: string, text: string, meta: Record<string, unknown>): OutboxMessage {
  return { channel: 'sms', to, subject: null, body: text, html: null, meta };
}
