import { contactMessages } from '@porchlight/core/providers/contact.schemas';
import { clientHubRequests, contactPreferences, outbox } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let withPrefs: ProviderRow;
let noForms: ProviderRow;
let ownerEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const owner = await seedLoggedInUser(t.app, db);
  ownerEmail = owner.user.email;
  withPrefs = await seedProvider(db, {
    name: 'Prefs Plumbing',
    email: 'office@prefs.example',
    customDomain: 'prefsplumbing.example',
  });
  await db.insert(contactPreferences).values([
    { providerId: withPrefs.id, type: 'all', method: 'email', value: 'boss@prefs.example' },
    { providerId: withPrefs.id, type: 'cu', method: 'email', value: 'desk@prefs.example' },
    { providerId: withPrefs.id, type: 'paa', method: 'email', value: 'quotes@prefs.example' },
    { providerId: withPrefs.id, type: 'all', method: 'sms', value: '5125550199' },
  ]);
  await seedProvider(db, { name: 'Plain Painting', email: 'hi@plain.example' });
  await seedProvider(db, { name: 'Owner Only Roofing', email: null, owner: owner.user.id });
  noForms = await seedProvider(db, {
    name: 'No Forms Movers',
    email: 'x@noforms.example',
    disableRequestForms: true,
  });
  await seedProvider(db, { name: 'Ghost Pest Control', unclaimed: true, email: null });
});
afterAll(() => t.close());

const valid = {
  firstName: 'Casey',
  lastName: 'Morgan',
  preferredContactMethod: 'both',
  email: 'casey@example.com',
  mobilePhoneNumber: '5125550100',
  inputForm: [{ label: 'Description', type: 'textarea', value: 'Can you look at a leaking tap next week?' }],
  countryCode: 'US',
  countryName: 'United States',
  type: 'cu',
  submittedFromUrl: 'http://localhost:3000/company/prefs-plumbing/contact-us',
};

let address = 0;
const send = (uri: string, payload: object, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/request/${uri}`,
    payload,
    headers: host ? { host } : {},
    // Spread over addresses so the per-address rate limit never trips in this file.
    remoteAddress: `10.9.0.${++address % 250}`,
  });

async function requestCount(providerId: string) {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(clientHubRequests)
    .where(eq(clientHubRequests.providerId, providerId));
  return row?.value ?? 0;
}

describe('POST client-hub/request/{uri} (Contact Us)', () => {
  it('stores the request and answers its number', async () => {
    const response = await send('prefs-plumbing', valid);
    expect(response.statusCode).toBe(200);
    const { requestNumber } = response.json();
    expect(requestNumber).toEqual(expect.any(Number));
    const [row] = await t.database.db
      .select()
      .from(clientHubRequests)
      .where(eq(clientHubRequests.requestNumber, requestNumber));
    expect(row).toMatchObject({
      providerId: withPrefs.id,
      type: 'cu',
      status: 'New',
      firstName: 'Casey',
      lastName: 'Morgan',
      preferredContactMethod: 'both',
      email: 'casey@example.com',
      mobilePhoneNumber: '5125550100',
      countryCode: 'US',
      submittedFromUrl: valid.submittedFromUrl,
      inputForm: valid.inputForm,
    });
  });

  it('e-mails the contact preferences for all and cu (not paa, not sms) through the outbox', async () => {
    const { requestNumber } = (await send('prefs-plumbing', { ...valid, firstName: 'Notify' })).json();
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'New Contact Us message from Notify Morgan'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['boss@prefs.example', 'desk@prefs.example']);
    expect(mails[0]).toMatchObject({ channel: 'email', meta: { kind: 'contact-request', requestNumber } });
    expect(mails[0]!.body).toContain('Can you look at a leaking tap next week?');
    expect(mails[0]!.body).toContain('Phone: (512) 555-0100');
  });

  it("falls back to the profile's e-mail, then to its owners", async () => {
    await send('plain-painting', { ...valid, firstName: 'Fallback' });
    await send('owner-only-roofing', { ...valid, firstName: 'Owners' });
    const to = async (firstName: string) =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.subject, `New Contact Us message from ${firstName} Morgan`))
      ).map((mail) => mail.to);
    expect(await to('Fallback')).toEqual(['hi@plain.example']);
    expect(await to('Owners')).toEqual([ownerEmail]);
  });

  it.each([
    ['first name', { firstName: '' }, 'firstName', contactMessages.firstNameRequired],
    [
      'email for email',
      { preferredContactMethod: 'email', email: '' },
      'email',
      contactMessages.emailRequired,
    ],
    ['email for both', { email: '' }, 'email', contactMessages.emailRequired],
    ['a valid email', { email: 'casey@' }, 'email', contactMessages.emailInvalid],
    [
      'phone for phone',
      { preferredContactMethod: 'phone', mobilePhoneNumber: '' },
      'mobilePhoneNumber',
      contactMessages.phoneRequired,
    ],
    ['phone for both', { mobilePhoneNumber: '' }, 'mobilePhoneNumber', contactMessages.phoneRequired],
    [
      '10 phone digits',
      { mobilePhoneNumber: '(512) 555-010' },
      'mobilePhoneNumber',
      contactMessages.phoneInvalid,
    ],
    [
      'a description',
      { inputForm: [{ label: 'Description', type: 'textarea', value: '  ' }] },
      'description',
      contactMessages.descriptionRequired,
    ],
    [
      'names of 128 characters at most',
      { lastName: 'x'.repeat(129) },
      'lastName',
      contactMessages.nameTooLong,
    ],
  ])('requires %s', async (_rule, change, field, message) => {
    const before = await requestCount(withPrefs.id);
    const response = await send('prefs-plumbing', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await requestCount(withPrefs.id)).toBe(before);
  });

  it('needs the email only for email or both, and the phone only for phone or both', async () => {
    expect(
      (await send('plain-painting', { ...valid, preferredContactMethod: 'phone', email: '' })).statusCode,
    ).toBe(200);
    expect(
      (await send('plain-painting', { ...valid, preferredContactMethod: 'email', mobilePhoneNumber: '' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an SEO pitch on a custom domain only', async () => {
    const pitch = {
      ...valid,
      inputForm: [{ label: 'Description', type: 'textarea', value: 'We do SEO for plumbers!' }],
    };
    expect((await send('prefs-plumbing', pitch)).statusCode).toBe(200);
    const onDomain = await send('prefs-plumbing', pitch, 'prefsplumbing.example');
    expect(onDomain.statusCode).toBe(400);
    expect(onDomain.json()).toMatchObject({
      message: contactMessages.soliciting,
      fields: { description: contactMessages.soliciting },
    });
  });

  it('answers the accessibility probe without storing anything', async () => {
    const before = await requestCount(withPrefs.id);
    const response = await send('prefs-plumbing', { accessibilityTest: true }, 'prefsplumbing.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accessible: true });
    expect(await requestCount(withPrefs.id)).toBe(before);
    expect((await send('nobody-at-all', { accessibilityTest: true })).statusCode).toBe(404);
  });

  it('refuses providers that take no requests, and unknown ones', async () => {
    const disabled = await send('no-forms-movers', valid);
    expect([disabled.statusCode, disabled.json().message]).toEqual([403, contactMessages.formsDisabled]);
    expect(await requestCount(noForms.id)).toBe(0);
    expect((await send('ghost-pest-control', valid)).statusCode).toBe(403);
    expect((await send('nobody-at-all', valid)).statusCode).toBe(404);
  });

  it('refuses other request types here', async () => {
    expect((await send('plain-painting', { ...valid, type: 'xx' })).statusCode).toBe(400);
  });
});
