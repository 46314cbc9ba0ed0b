import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from './delivery';
import { createMailboxTransport } from './mail';
import type { ReadStored } from './mail-message';

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
    externalId: null,
    carrierStatus: null,
    carrierError: null,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    ...fields,
  };
}

let mailbox: string;
beforeAll(async () => {
  mailbox = await mkdtemp(path.join(tmpdir(), 'porchlight-mailbox-'));
});
afterAll(() => rm(mailbox, { recursive: true, force: true }));

/** Delivers the row to the mailbox and reads back its .eml file, raw and as a mail program parses it. */
async function deliver(message: OutboxRow, readStored?: ReadStored) {
  await createMailboxTransport(mailbox, 'Porchlight <no-reply@localhost>', readStored).deliver(message);
  const name = (await readdir(mailbox)).find((file) => file.endsWith(`-${message.id}.eml`));
  if (!name) throw new Error('no .eml file was written');
  const raw = await readFile(path.join(mailbox, name), 'utf8');
  await rm(path.join(mailbox, name));
  return { raw, email: await PostalMime.parse(raw) };
}

/** The header block's header names: everything before the first empty line, continuation lines left out. */
function headerNames(raw: string): string[] {
  return raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .split('\r\n')
    .filter((line) => !/^\s/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')));
}

describe('the mailbox transport', () => {
  it('never emits a header with a line break, whatever the subject or address holds', async () => {
    const { raw, email } = await deliver(
      row({
        subject: 'New Contact Us message from Casey\r\nBcc: victim@example.com\nX-Evil: 1',
        to: 'office@example.com\nCc: other@example.com',
      }),
    );
    expect(headerNames(raw).sort()).toEqual(
      [
        'Content-Transfer-Encoding',
        'Content-Type',
        'Date',
        'From',
        'MIME-Version',
        'Message-ID',
        'Subject',
        'To',
      ].sort(),
    );
    expect(email.subject).toBe('New Contact Us message from Casey Bcc: victim@example.com X-Evil: 1');
    expect(email.cc).toBeUndefined();
    expect(email.bcc).toBeUndefined();
  });

  it('writes the sender, recipient, subject, date and message id of the row', async () => {
    const { email } = await deliver(row({ subject: 'Your estimate from Zoë’s Plumbing' }));
    expect(email.from).toEqual({ name: 'Porchlight', address: 'no-reply@localhost' });
    expect(email.to).toEqual([{ name: '', address: 'office@example.com' }]);
    expect(email.subject).toBe('Your estimate from Zoë’s Plumbing');
    expect(email.messageId).toBe('<0b6c1f1e-7c3f-4d36-9d55-0b1c0f6a8d21@porchlight>');
    expect(new Date(email.date ?? '').toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('keeps the body as written, with CRLF line ends in the file', async () => {
    const { raw, email } = await deliver(row({}));
    expect(raw).toContain('\r\n\r\nLine one\r\nLine two');
    expect(email.text?.trimEnd()).toBe('Line one\nLine two');
    expect(email.html).toBeUndefined();
  });

  it('keeps long lines and links whole once decoded', async () => {
    const link = `https://porchlight.example/client-hub?s=${'a'.repeat(36)}&c=${'b'.repeat(36)}#estimate-12`;
    const { email } = await deliver(row({ body: `Open your estimate:\n${link}\n` }));
    expect(email.text).toContain(`\n${link}\n`);
  });

  it('sends the HTML body as the alternative after the text one', async () => {
    const { raw, email } = await deliver(row({ html: '<p>Line one</p>' }));
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw.indexOf('Content-Type: text/plain')).toBeLessThan(raw.indexOf('Content-Type: text/html'));
    expect(email.text?.trimEnd()).toBe('Line one\nLine two');
    expect(email.html?.trimEnd()).toBe('<p>Line one</p>');
  });
});

describe('files a mail carries', () => {
  const pdf = Buffer.from('%PDF-1.4 estimate');
  const attachments = [
    { key: 'mail-attachments/a.pdf', fileName: 'estimate-7.pdf', contentType: 'application/pdf' },
  ];
  const stored: ReadStored = async (key) => (key === 'mail-attachments/a.pdf' ? pdf : null);

  it('attaches the stored file its meta lists, under its name', async () => {
    const { email } = await deliver(row({ meta: { attachments } }), stored);
    expect(email.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      ['estimate-7.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(email.attachments[0]?.content as ArrayBuffer).equals(pdf)).toBe(true);
  });

  it('sends the mail without a file that is gone', async () => {
    const { email } = await deliver(
      row({ meta: { attachments: [{ ...attachments[0], key: 'gone.pdf' }] } }),
      stored,
    );
    expect([email.attachments, email.text?.trimEnd()]).toEqual([[], 'Line one\nLine two']);
  });
});
