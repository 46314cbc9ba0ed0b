import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, samplePng, seedRequestPhoto, uploadAttachments } from '../../../test/attachments';
import { seedHubCast, type seedHubClient } from '../../../test/client-hub';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, seedPricingRequest, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** GET client-hub/download/… (spec 3 §7): the hub client's own files, by its hub token only. */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let elsewhere: ProviderRow;
let mine: Awaited<ReturnType<typeof seedHubClient>>;
let bearer: Record<string, string>;
let otherBearer: Record<string, string>;
let foreignBearer: Record<string, string>;
let png: Buffer;
let requestNumber: number;
let requestPhoto: Buffer;
const email = 'dana.files@example.test';
const sm = '/provider/service-manager';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  people = await seedPeople(t.app, db);
  const cast = await seedHubCast(t.app, db, people, { name: 'Download', email });
  ({ provider, elsewhere, mine } = cast);
  ({ hubClient: bearer, otherClient: otherBearer, foreignClient: foreignBearer } = cast.bearers);
  await serviceManagerCaller(t.app, people)(
    'owner',
    'POST',
    `${sm}/invoices/${mine.invoiceNumber}/send`,
    provider,
    { payload: { sms: false } },
  );

  png = await samplePng(600, 400);
  const attach = (type: 'estimate' | 'invoice', number: number) =>
    uploadAttachments(t.app, people, { role: 'owner', provider, type, number }, [
      { name: 'Façade (north).png', data: png },
      { name: 'terms.pdf', data: SAMPLE_PDF },
    ]);
  await attach('estimate', mine.estimateNumber);
  await attach('invoice', mine.invoiceNumber);
  // Files on a foreign provider's estimate #1, which is also a number this provider has.
  await uploadAttachments(
    t.app,
    people,
    { role: 'owner', provider: elsewhere, type: 'estimate', number: cast.foreign.estimateNumber },
    [{ name: 'theirs.pdf', data: SAMPLE_PDF }],
  );

  // A pricing request of the hub client with one photo, stored as before 125 px thumbnails were kept.
  requestNumber = await seedPricingRequest(db, provider.id, { email: 'Dana.Files@Example.test' });
  requestPhoto = await sharp(png).webp().toBuffer();
  await seedRequestPhoto(db, t.app.storage, {
    providerId: provider.id,
    requestNumber,
    fileName: 'yard.jpg',
    photo: requestPhoto,
  });
});
afterAll(() => t.close());

const download = (path: string, headers: Record<string, string> = bearer) =>
  t.app.inject({ method: 'GET', url: `/api/v1/client-hub/download/${provider.vanityName}/${path}`, headers });

describe('the hub client downloads its files', () => {
  it('lists them with the estimate and the invoice', async () => {
    const estimate = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/estimate/${provider.vanityName}?estimateNumber=${mine.estimateNumber}`,
      headers: bearer,
    });
    const listed = [
      { number: 1, name: 'Façade (north).png', size: expect.any(Number), thumbnails: [125] },
      { number: 2, name: 'terms.pdf', size: SAMPLE_PDF.length, thumbnails: [] },
    ];
    expect(estimate.json().attachments).toEqual(listed);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/invoice/${provider.vanityName}?invoiceNumber=${mine.invoiceNumber}`,
      headers: bearer,
    });
    expect(invoice.json().attachments).toEqual(listed);
    expect(invoice.json().invoice.attachments).toEqual(listed);
  });

  it('gets the PDF byte for byte, as a download under its name', async () => {
    const response = await download(`invoice/${mine.invoiceNumber}/2/terms.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="terms.pdf"; filename*=UTF-8''terms.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('gets the picture and its 125 px thumbnail; the name in the path changes nothing', async () => {
    const file = await download(`estimate/${mine.estimateNumber}/1/anything.png`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Fa_ade (north).png"; filename*=UTF-8''Fa%C3%A7ade%20%28north%29.png`,
    );
    const picture = await sharp(file.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 600, 400]);

    const thumbnail = await download(`estimate/${mine.estimateNumber}/1/125/Fa%C3%A7ade.png`);
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(thumbnail.headers['content-disposition']).toMatch(/^inline; /);
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.width, small.height]).toEqual([125, 125]);
  });

  it("gets a request's photo and a 125 px thumbnail of it", async () => {
    const request = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/request/${provider.vanityName}?requestNumber=${requestNumber}`,
      headers: bearer,
    });
    expect(request.json().attachments).toEqual([
      { number: 1, name: 'yard.jpg', size: requestPhoto.length, thumbnails: [125] },
    ]);
    const photo = await download(`request/${requestNumber}/1/yard.jpg`);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(photo.headers['content-disposition']).toContain('filename="yard.jpg.webp"');
    expect(photo.rawPayload.equals(requestPhoto)).toBe(true);
    const thumbnail = await download(`request/${requestNumber}/1/125/yard.jpg`);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(125);
  });

  it('has no thumbnail of a PDF, and no file past the last', async () => {
    const pdf = await download(`estimate/${mine.estimateNumber}/2/125/terms.pdf`);
    expect([pdf.statusCode, pdf.json().message]).toEqual([404, smMessages.attachmentNotFound]);
    const missing = await download(`estimate/${mine.estimateNumber}/3/x.pdf`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, smMessages.attachmentNotFound]);
    const photo = await download(`request/${requestNumber}/2/x.jpg`);
    expect(photo.statusCode).toBe(404);
  });
});

describe('nobody else gets them', () => {
  it('another client of the provider: 404, as if there were no such document', async () => {
    for (const [path, message] of [
      [`estimate/${mine.estimateNumber}/1/a.png`, smMessages.estimateNotFound],
      [`invoice/${mine.invoiceNumber}/2/terms.pdf`, smMessages.invoiceNotFound],
      [`estimate/${mine.estimateNumber}/1/125/a.png`, smMessages.estimateNotFound],
      [`request/${requestNumber}/1/yard.jpg`, hubMessages.requestNotFound],
    ] as const) {
      const response = await download(path, otherBearer);
      expect([path, response.statusCode, response.json().message]).toEqual([path, 404, message]);
    }
  });

  it("a client of another provider, the provider's own people, a stranger and a visitor: 403 or 401", async () => {
    const path = `estimate/${mine.estimateNumber}/1/a.png`;
    const callers: [string, Record<string, string>, number, string][] = [
      ['foreign client', foreignBearer, 403, hubMessages.notHubClient],
      ['owner', { cookie: people.owner.cookie }, 403, hubMessages.notHubClient],
      ['user', { cookie: people.user.cookie }, 403, hubMessages.notHubClient],
      ['anonymous', {}, 401, authMessages.notLoggedIn],
    ];
    for (const [label, headers, status, message] of callers) {
      const response = await download(path, headers);
      expect([label, response.statusCode, response.json().message]).toEqual([label, status, message]);
    }
    const forged = await download(path, { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
  });

  it("a foreign client asking its own provider never reaches this provider's files", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/download/${elsewhere.vanityName}/estimate/1/1/theirs.pdf`,
      headers: foreignBearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('a draft is not shown to the client, nor are its files', async () => {
    const call = serviceManagerCaller(t.app, people);
    const draft = (
      await call('owner', 'POST', `${sm}/estimates`, provider, { payload: pricedBody(mine.clientId) })
    ).json().estimateNumber;
    await uploadAttachments(t.app, people, { role: 'owner', provider, type: 'estimate', number: draft }, [
      { name: 'draft.pdf', data: SAMPLE_PDF },
    ]);
    const response = await download(`estimate/${draft}/1/draft.pdf`);
    expect([response.statusCode, response.json().message]).toEqual([404, smMessages.estimateNotFound]);
  });

  it('answers hostile paths with a 4xx, never a 5xx', async () => {
    for (const path of [
      `job/${mine.estimateNumber}/1/a.png`,
      `estimate/abc/1/a.png`,
      `estimate/${mine.estimateNumber}/..%2F..%2Fetc/passwd`,
      `estimate/${mine.estimateNumber}/1/%00.png`,
      `estimate/${mine.estimateNumber}/1/126/a.png`,
      `estimate/${mine.estimateNumber}/0/a.png`,
      `request/99999999999/1/a.png`,
    ]) {
      const response = await download(path);
      expect([path, response.statusCode >= 400 && response.statusCode < 500]).toEqual([path, true]);
    }
    const traversal = await download(`estimate/${mine.estimateNumber}/1/..%2F..%2F..%2Fetc%2Fpasswd`);
    // The name is never a path: the file served is the estimate's first.
    expect(traversal.statusCode).toBe(200);
  });
});
