import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../modules/platform/outbox.repository';
import { formatEmail } from './mail';

function row(fields: Partial<OutboxRow>): OutboxRow {
  return {
    id: '0b6c1f1e-7c3f-4d36-9d55-0b1c0f6a8d21',
    channel: 'email',
    to: 'office@example.com',
    subject: 'Hello',
    body: 'Line one\nLine two',
    html: null,
    meta: {},
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date('2026-01-02T03:04:05Z'),
    lastError: null,
    deliveredAt: null,
    deliveredVia: null,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    ...fields,
  };
}

/** The header block: everything before the first empty line. */
function headerLines(email: string): string[] {
  return email.slice(0, email.indexOf('\r\n\r\n')).split('\r\n');
}

describe('formatEmail', () => {
  it('never emits a header with a line break, whatever the subject or address holds', () => {
    const email = formatEmail(
      row({
        subject: 'New Contact Us message from Casey\r\nBcc: victim@example.com\nX-Evil: 1',
        to: 'office@example.com\nCc: other@example.com',
      }),
      'Porchlight <no-reply@localhost>',
    );
    const headers = headerLines(email);
    expect(headers).toContain('Subject: New Contact Us message from Casey Bcc: victim@example.com X-Evil: 1');
    expect(headers).toContain('To: office@example.com Cc: other@example.com');
    expect(headers.map((line) => line.split(':')[0])).toEqual([
      'From',
      'To',
      'Subject',
      'Date',
      'Message-ID',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
    ]);
    for (const line of headers) expect(line).not.toMatch(/[\r\n]/);
  });

  it('keeps the line breaks of the body, as CRLF', () => {
    const email = formatEmail(row({}), 'Porchlight <no-reply@localhost>');
    expect(email.endsWith('\r\n\r\nLine one\r\nLine two\r\n')).toBe(true);
  });

  it('sends the HTML body as the alternative after the text one', () => {
    const email = formatEmail(row({ html: '<p>Line one</p>' }), 'Porchlight <no-reply@localhost>', 'b1');
    const headers = headerLines(email);
    expect(headers).toContain('Content-Type: multipart/alternative; boundary="=_porchlight_b1"');
    const body = email.slice(email.indexOf('\r\n\r\n') + 4);
    const text = body.indexOf(
      'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nLine one\r\nLine two',
    );
    const html = body.indexOf(
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n<p>Line one</p>',
    );
    expect(text).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(text);
    expect(body.endsWith('--=_porchlight_b1--\r\n')).toBe(true);
  });
});
