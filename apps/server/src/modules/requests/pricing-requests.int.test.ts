import { inboxMessages } from '@porchlight/core/requests/inbox.messages';
import { pricingRequestMessages as messages } from '@porchlight/core/requests/pricing-request.constants';
import { contactPreferences, outbox, requestAttachments } from '@porchlight/db/schema/index';
import { type ProviderRow, seedOffer, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let cleaner: ProviderRow;
let other: ProviderRow;
let owner: Awaited<ReturnType<typeof seedLoggedInUser>>;
let stranger: Awaited<ReturnType<typeof seedLoggedInUser>>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  owner = await seedLoggedInUser(t.app, db);
  stranger = await seedLoggedInUser(t.app, db);
  cleaner = await seedProvider(db, {
    name: 'Quote Cleaners',
    email: 'office@quote.example',
    owner: owner.user.id,
  });
  await seedOffer(db, cleaner.id, {
    name: 'House Cleaning',
    category: 'Cleaning',
    inputForm: [{ name: 'frequency' }, { name: 'bedrooms' }, { name: 'address' }, { name: 'description' }],
  });
  await seedOffer(db, cleaner.id, {
    name: 'Window Washing',
    category: 'Cleaning',
    inputForm: [{ name: 'pets' }],
  });
  await db.insert(contactPreferences).values([
    { providerId: cleaner.id, type: 'paa', method: 'email', value: 'quotes@quote.example' },
    { providerId: cleaner.id, type: 'cu', method: 'email', value: 'desk@quote.example' },
    { providerId: cleaner.id, type: 'all', method: 'sms', value: '5125550199' },
  ]);
  other = await seedProvider(db, { name: 'Other Movers', email: 'x@other.example' });
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aa33' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

let address = 0;
const send = (uri: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/request/${uri}`,
    payload,
    remoteAddress: `10.8.0.${++address % 250}`,
  });

const valid = {
  firstName: 'Robin',
  lastName: 'Lee',
  preferredContactMethod: 'email',
  email: 'robin@example.com',
  mobilePhoneNumber: '',
  services: ['House Cleaning'],
  inputForm: [
    {
      name: 'frequency',
      label: 'How often do you need this service?',
      type: 'radio',
      value: 'bw',
      valueLabel: 'Bi-Weekly',
    },
    { name: 'bedrooms', label: 'How many bedrooms?', type: 'dropdown', value: '3', valueLabel: '3' },
  ],
  address: '100 Congress Ave',
  address2: '',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
  type: 'paa',
  submittedFromUrl: 'http://localhost:3000/company/quote-cleaners/services/house-cleaning',
};

const upload = (
  requestNumber: number | string,
  token: string,
  files: { name: string; data: Buffer }[],
  uri = cleaner.vanityName,
) => {
  const body = multipart(files.map((file) => ({ ...file, field: 'attachments[]' })));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/request/upload?uri=${uri}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-artifact-number': String(requestNumber), 'x-upload-token': token },
    remoteAddress: `10.7.0.${++address % 250}`,
  });
};

const inbox = (cookie: string, query = '') =>
  t.app.inject({
    url: `/api/v1/provider/profile/requests?vanityName=${cleaner.vanityName}${query}`,
    headers: { cookie },
  });

describe('POST client-hub/request/{uri} (pricing)', () => {
  it('stores the request with its services, answers and address, and tells the provider by e-mail and SMS', async () => {
    const response = await send(cleaner.vanityName, valid);
    expect(response.statusCode).toBe(200);
    const { requestNumber, uploadToken } = response.json();
    expect(uploadToken).toMatch(/^\d+\.[\w-]+$/);
    const rows = await t.database.db
      .select({ to: outbox.to, channel: outbox.channel, body: outbox.body })
      .from(outbox)
      .where(
        sql`${outbox.meta}->>'requestNumber' = ${String(requestNumber)} and ${outbox.meta}->>'providerId' = ${cleaner.id}`,
      );
    expect(rows.map((row) => row.to).sort()).toEqual(['5125550199', 'quotes@quote.example']);
    const mail = rows.find((row) => row.channel === 'email');
    expect(mail?.body).toContain('Services: House Cleaning');
    expect(mail?.body).toContain('Bi-Weekly');
    expect(mail?.body).toContain('100 Congress Ave, Austin, TX 78701');

    const listed = (await inbox(owner.cookie)).json();
    expect(listed.requests[0]).toMatchObject({
      requestNumber,
      type: 'paa',
      services: ['House Cleaning'],
      city: 'Austin',
      readAt: null,
      attachments: [],
    });
  });

  it('has the spec’s messages for a missing service, answer, address and contact', async () => {
    const noService = await send(cleaner.vanityName, { ...valid, services: [] });
    expect(noService.statusCode).toBe(400);
    expect(noService.json().message).toBe('Please select at least one service');

    const blank = await send(cleaner.vanityName, {
      ...valid,
      inputForm: [],
      address: '',
      city: '',
      zipCode: '12',
      firstName: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      firstName: 'A first name is required',
      address: 'Address is required',
      city: 'City is required',
      zipCode: 'Zip code format is invalid',
      'inputForm.frequency': 'How often do you need this service? is required',
      'inputForm.bedrooms': 'How many bedrooms? is required',
    });

    const unknown = await send(cleaner.vanityName, { ...valid, services: ['Roof Repair'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.unknownService);
  });

  it('asks only what the chosen services ask: no address for a service without one', async () => {
    const response = await send(cleaner.vanityName, {
      ...valid,
      services: ['Window Washing'],
      inputForm: [
        { name: 'pets', label: 'Do you have pets?', type: 'radio', value: 'dogs', valueLabel: 'Dogs' },
      ],
      address: '',
      city: '',
      stateCode: '',
      zipCode: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST client-hub/request/upload', () => {
  async function newRequest() {
    return (await send(cleaner.vanityName, valid)).json() as { requestNumber: number; uploadToken: string };
  }

  it('stores real photos re-encoded without EXIF, refuses what is not a photo, and lists them in the inbox', async () => {
    const request = await newRequest();
    const response = await upload(request.requestNumber, request.uploadToken, [
      { name: 'kitchen.jpg', data: photo },
      { name: 'notes.jpg', data: Buffer.from('just some text, not a picture') },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().fileUploadStatus).toEqual([
      { fileName: 'kitchen.jpg', uploaded: true },
      { fileName: 'notes.jpg', uploaded: false, message: messages.photosRejected },
    ]);
    const listed = (await inbox(owner.cookie)).json();
    const entry = listed.requests.find(
      (one: { requestNumber: number }) => one.requestNumber === request.requestNumber,
    );
    expect(entry.attachments).toHaveLength(1);
    // Request photos are private: the inbox links them through the owner's own route (issue 30).
    expect(entry.attachments[0].url).toMatch(/^\/api\/v1\/provider\/profile\/requests\//);
    const stored = await t.app.inject({ url: entry.attachments[0].url, headers: { cookie: owner.cookie } });
    expect(stored.statusCode).toBe(200);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('takes 10 photos per request at most, over several uploads', async () => {
    const request = await newRequest();
    const nine = Array.from({ length: 9 }, (_, index) => ({ name: `p${index}.jpg`, data: photo }));
    expect((await upload(request.requestNumber, request.uploadToken, nine)).statusCode).toBe(200);
    const more = await upload(request.requestNumber, request.uploadToken, [
      { name: 'tenth.jpg', data: photo },
      { name: 'eleventh.jpg', data: photo },
    ]);
    expect(more.json().fileUploadStatus).toEqual([
      { fileName: 'tenth.jpg', uploaded: true },
      { fileName: 'eleventh.jpg', uploaded: false, message: messages.tooManyPhotos },
    ]);
    const [row] = await t.database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(requestAttachments)
      .innerJoin(
        sql`client_hub_requests r`,
        and(
          sql`r.id = ${requestAttachments.requestId}`,
          sql`r.request_number = ${request.requestNumber}`,
          sql`r.provider_id = ${cleaner.id}`,
        ),
      );
    expect(row?.value).toBe(10);
  });

  it('refuses a wrong token, another request’s token and another provider, with a 400', async () => {
    const first = await newRequest();
    const second = await newRequest();
    for (const [number, token, uri] of [
      [first.requestNumber, 'bogus', cleaner.vanityName],
      [first.requestNumber, second.uploadToken, cleaner.vanityName],
      [first.requestNumber, `1.${first.uploadToken.split('.')[1]}`, cleaner.vanityName],
      [first.requestNumber, first.uploadToken, other.vanityName],
    ] as const) {
      const response = await upload(number, token, [{ name: 'a.jpg', data: photo }], uri);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.uploadNotAllowed);
    }
  });

  it('answers a broken multipart body with a 400, never a 500', async () => {
    const request = await newRequest();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/request/upload?uri=${cleaner.vanityName}`,
      payload: '--nope\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.jpg"\r\n\r\nabc',
      headers: {
        'content-type': 'multipart/form-data; boundary=nope',
        'x-artifact-number': String(request.requestNumber),
        'x-upload-token': request.uploadToken,
      },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the inbox', () => {
  it('lists newest first with the unread count, marks read once, and is for the provider’s people only', async () => {
    const a = (await send(cleaner.vanityName, valid)).json().requestNumber as number;
    const b = (await send(cleaner.vanityName, valid)).json().requestNumber as number;
    const before = (await inbox(owner.cookie, '&rows=2')).json();
    expect(before.requests.map((one: { requestNumber: number }) => one.requestNumber)).toEqual([b, a]);
    expect(before.totalRecords).toBeGreaterThanOrEqual(2);

    const unread = async () =>
      (
        await t.app.inject({
          url: `/api/v1/provider/profile/requests/unread-count?vanityName=${cleaner.vanityName}`,
          headers: { cookie: owner.cookie },
        })
      ).json().unreadCount as number;
    const count = await unread();
    const read = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/provider/profile/requests/${n}/read?vanityName=${cleaner.vanityName}`,
        payload: {},
        headers: { cookie: owner.cookie },
      });
    const first = await read(a);
    expect(first.statusCode).toBe(200);
    expect(first.json().readAt).toEqual(expect.any(String));
    const again = await read(a);
    expect(again.json().readAt).toBe(first.json().readAt);
    expect(await unread()).toBe(count - 1);

    const missing = await read(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(inboxMessages.notFound);

    const outsider = await inbox(stranger.cookie);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(inboxMessages.notMember);
    expect(
      (await t.app.inject({ url: `/api/v1/provider/profile/requests?vanityName=${cleaner.vanityName}` }))
        .statusCode,
    ).toBe(401);
  });

  it('shows Contact Us messages too', async () => {
    const response = await send(cleaner.vanityName, {
      firstName: 'Casey',
      preferredContactMethod: 'email',
      email: 'casey@example.com',
      inputForm: [{ label: 'Description', type: 'textarea', value: 'Do you clean ovens?' }],
      type: 'cu',
    });
    expect(response.json()).toEqual({ requestNumber: expect.any(Number) });
    const listed = (await inbox(owner.cookie)).json();
    expect(listed.requests[0]).toMatchObject({ type: 'cu', firstName: 'Casey', services: [] });
    const [mail] = await t.database.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'email'),
          sql`${outbox.meta}->>'requestNumber' = ${String(response.json().requestNumber)}`,
          sql`${outbox.meta}->>'providerId' = ${cleaner.id}`,
        ),
      );
    expect(mail?.to).toBe('desk@quote.example');
  });
});
