import { profileEditingMessages } from '@porchlight/core/media/profile-editing.messages';
import {
  DOCUMENT_ATTACHMENT_MAX_BYTES,
  DOCUMENT_ATTACHMENTS_MAX,
} from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, samplePng, uploadAttachments } from '../../../test/attachments';
import { type People, type Role, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Files attached to estimates and invoices by their provider (spec 3 §3 "Attachment"). */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;
let png: Buffer;
const sm = '/provider/service-manager';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Attachment Cleaning');
  call = serviceManagerCaller(t.app, people);
  clientId = (
    await call('owner', 'POST', `${sm}/clients`, provider, { payload: { firstName: 'Ari' } })
  ).json().id;
  png = await samplePng();
});
afterAll(() => t.close());

async function newDocument(type: 'estimate' | 'invoice'): Promise<number> {
  const created = await call('owner', 'POST', `${sm}/${type}s`, provider, { payload: pricedBody(clientId) });
  return created.json()[`${type}Number`];
}

const upload = (
  type: string,
  number: number | string,
  files: { name: string; data: Buffer; type?: string }[],
  role: Role = 'owner',
) => uploadAttachments(t.app, people, { role, provider, type, number }, files);

const get = (path: string, role: Role = 'owner') => call(role, 'GET', `${sm}/attachments/${path}`, provider);

describe('attaching files to an estimate', () => {
  let estimateNumber: number;
  beforeAll(async () => {
    estimateNumber = await newDocument('estimate');
  });

  it('takes a picture and a PDF, numbers them and lists them on the estimate', async () => {
    const response = await upload('estimate', estimateNumber, [
      { name: 'kitchen.png', data: png, type: 'image/png' },
      { name: 'quote.pdf', data: SAMPLE_PDF, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.fileUploadStatus).toEqual([
      { fileName: 'kitchen.png', uploaded: true },
      { fileName: 'quote.pdf', uploaded: true },
    ]);
    expect(answer.attachments).toEqual([
      { number: 1, name: 'kitchen.png', size: expect.any(Number), thumbnails: [125] },
      { number: 2, name: 'quote.pdf', size: SAMPLE_PDF.length, thumbnails: [] },
    ]);
    const estimate = (await call('manager', 'GET', `${sm}/estimates/${estimateNumber}`, provider)).json();
    expect(estimate.attachments).toEqual(answer.attachments);
  });

  it('keeps the picture as a PNG without its EXIF, with a 125 px WebP thumbnail', async () => {
    const file = await get(`estimate/${estimateNumber}/1`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="kitchen.png"; filename*=UTF-8''kitchen.png`,
    );
    const stored = await sharp(file.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['png', 400, 300, undefined]);

    const thumbnail = await get(`estimate/${estimateNumber}/1/125`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 125, 125]);
  });

  it('serves the PDF byte for byte, and has no thumbnail for it', async () => {
    const file = await get(`estimate/${estimateNumber}/2`);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const thumbnail = await get(`estimate/${estimateNumber}/2/125`);
    expect([thumbnail.statusCode, thumbnail.json().message]).toEqual([404, messages.attachmentNotFound]);
  });

  it('deletes a file, and never gives its number to another', async () => {
    const removed = await call('owner', 'DELETE', `${sm}/attachments/estimate/${estimateNumber}/1`, provider);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().attachments.map((file: { number: number }) => file.number)).toEqual([2]);
    expect((await get(`estimate/${estimateNumber}/1`)).statusCode).toBe(404);
    const again = await call('owner', 'DELETE', `${sm}/attachments/estimate/${estimateNumber}/1`, provider);
    expect([again.statusCode, again.json().message]).toEqual([404, messages.attachmentNotFound]);

    const next = await upload('estimate', estimateNumber, [{ name: 'porch.png', data: png }]);
    expect(next.json().attachments.map((file: { number: number }) => file.number)).toEqual([2, 3]);
  });
});

describe('what cannot be attached', () => {
  it('refuses files that are not JPG, PNG, WEBP or PDF by their bytes, and keeps the rest', async () => {
    const invoiceNumber = await newDocument('invoice');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload('invoice', invoiceNumber, [
      { name: 'notes.png', data: Buffer.from('plain text, not a picture'), type: 'image/png' },
      { name: 'animation.gif', data: gif, type: 'image/gif' },
      { name: 'fake.pdf', data: Buffer.from('%PDF-1.4 but never ends'), type: 'application/pdf' },
      { name: 'page.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'receipt', data: SAMPLE_PDF },
    ]);
    expect(response.statusCode).toBe(200);
    const refused = { uploaded: false, message: messages.attachmentRejected };
    expect(response.json().fileUploadStatus).toEqual([
      { fileName: 'notes.png', ...refused },
      { fileName: 'animation.gif', ...refused },
      { fileName: 'fake.pdf', ...refused },
      { fileName: 'page.svg', ...refused },
      { fileName: 'receipt', uploaded: true },
    ]);
    // A name that does not say what the file is gets the extension that does.
    expect(response.json().attachments).toEqual([
      { number: 1, name: 'receipt.pdf', size: SAMPLE_PDF.length, thumbnails: [] },
    ]);
  });

  it('refuses a file over 25 MB', async () => {
    const estimateNumber = await newDocument('estimate');
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_ATTACHMENT_MAX_BYTES)]);
    const response = await upload('estimate', estimateNumber, [{ name: 'huge.pdf', data: big }]);
    expect(response.json()).toEqual({
      fileUploadStatus: [{ fileName: 'huge.pdf', uploaded: false, message: messages.attachmentRejected }],
      attachments: [],
    });
  });

  it('takes 10 files a document at most, in one upload or several', async () => {
    const invoiceNumber = await newDocument('invoice');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `page-${i + 1}.pdf`, data: SAMPLE_PDF }));
    const first = (await upload('invoice', invoiceNumber, eleven)).json();
    expect(first.attachments).toHaveLength(DOCUMENT_ATTACHMENTS_MAX);
    expect(first.fileUploadStatus.at(-1)).toEqual({
      fileName: 'file 11',
      uploaded: false,
      message: messages.tooManyAttachments,
    });
    const more = (await upload('invoice', invoiceNumber, [{ name: 'late.pdf', data: SAMPLE_PDF }])).json();
    expect(more.fileUploadStatus).toEqual([
      { fileName: 'late.pdf', uploaded: false, message: messages.tooManyAttachments },
    ]);
  });

  it('numbers concurrent uploads one after the other and stops at 10', async () => {
    const estimateNumber = await newDocument('estimate');
    const responses = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        upload('estimate', estimateNumber, [{ name: `scan-${i}.pdf`, data: SAMPLE_PDF }]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(13).fill(200));
    const uploaded = responses.filter((response) => response.json().fileUploadStatus[0].uploaded);
    expect(uploaded).toHaveLength(DOCUMENT_ATTACHMENTS_MAX);
    const listed = (await call('owner', 'GET', `${sm}/estimates/${estimateNumber}`, provider)).json();
    expect(listed.attachments.map((file: { number: number }) => file.number)).toEqual(
      Array.from({ length: DOCUMENT_ATTACHMENTS_MAX }, (_, i) => i + 1),
    );
  });

  it('answers a body that is not a readable upload with a 400', async () => {
    const estimateNumber = await newDocument('estimate');
    const url = `/api/v1${sm}/attachments/estimate/${estimateNumber}?vanityName=${provider.vanityName}`;
    const cookie = people.owner.cookie;
    const broken = await t.app.inject({
      method: 'POST',
      url,
      payload: '--nope\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nabc',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect([broken.statusCode, broken.json().message]).toEqual([400, profileEditingMessages.malformedUpload]);
    const json = await t.app.inject({ method: 'POST', url, payload: { files: [] }, headers: { cookie } });
    expect([json.statusCode, json.json().message]).toEqual([400, profileEditingMessages.noFile]);
  });

  it('strips control characters from a file name', async () => {
    const estimateNumber = await newDocument('estimate');
    const response = await upload('estimate', estimateNumber, [
      { name: 'bad\u0001name.pdf', data: SAMPLE_PDF },
    ]);
    expect(response.json().attachments[0].name).toBe('badname.pdf');
  });
});

describe('which document', () => {
  it('answers hostile or unknown paths with a 4xx, never a 5xx', async () => {
    const estimateNumber = await newDocument('estimate');
    for (const [path, status] of [
      [`job/${estimateNumber}/1`, 400],
      [`estimate/abc/1`, 400],
      [`estimate/${estimateNumber}/..%2F1`, 400],
      [`estimate/${estimateNumber}/1%00`, 400],
      [`estimate/-1/1`, 400],
      [`estimate/99999999999/1`, 400],
      [`estimate/${estimateNumber}/7`, 404],
      [`estimate/999999/1`, 404],
      [`invoice/999999/1/125`, 404],
    ] as const) {
      const response = await get(path);
      expect([path, response.statusCode]).toEqual([path, status]);
    }
    const missing = await upload('estimate', 999_999, [{ name: 'a.pdf', data: SAMPLE_PDF }]);
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.estimateNotFound]);
  });

  it("is looked up in the caller's own provider only", async () => {
    const estimateNumber = await newDocument('estimate');
    await upload('estimate', estimateNumber, [{ name: 'a.pdf', data: SAMPLE_PDF }]);
    const other = await seedServiceManagerProvider(t.database.db, people, 'Attachment Elsewhere');
    const response = await call('owner', 'GET', `${sm}/attachments/estimate/${estimateNumber}/1`, other);
    expect([response.statusCode, response.json().message]).toEqual([404, messages.estimateNotFound]);
  });
});
