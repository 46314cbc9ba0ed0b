import {
  companyInfoMessages,
  contactPreferenceMessages,
  hoursMessages,
  locationMessages,
  ownerToolsMessages,
  websiteMessages,
} from '@porchlight/core/providers/owner-tools.messages';
import { verificationMessages } from '@porchlight/core/providers/verification.constants';
import { companyMessages } from '@porchlight/core/reviews/review-writing.messages';
import { memberships, outbox, providerOpenHours, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../../test/codes';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let provider: ProviderRow;
let owner: Awaited<ReturnType<typeof seedLoggedInUser>>;
let manager: Awaited<ReturnType<typeof seedLoggedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await seedLoggedInUser(t.app, t.database.db);
  manager = await seedLoggedInUser(t.app, t.database.db);
  provider = await seedProvider(t.database.db, {
    name: 'Details Drywall',
    owner: owner.user.id,
    email: 'old@drywall.example',
    // The custom-domain add-on, for Configure Website's request (plans.int.test.ts: none without it).
    complimentaryItems: ['domain'],
  });
  await t.database.db
    .insert(memberships)
    .values({ userId: manager.user.id, providerId: provider.id, role: 'manager' });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, cookie = owner.cookie) {
  return t.app.inject({
    method,
    url: `/api/v1/provider/profile/${path}?vanityName=${provider.vanityName}`,
    payload,
    headers: { cookie },
  });
}
const row = async () =>
  (await t.database.db.select().from(providers).where(eq(providers.id, provider.id)))[0]!;

describe('Edit General Information', () => {
  it('collapses line breaks in the brief description and stores the phone as 10 digits', async () => {
    const answer = await call('PATCH', 'details', {
      name: '  Details Drywall & Paint ',
      aboutMetadata: 'Walls fixed fast.\r\n  Ceilings too.\nFree quotes.',
      phoneNumber: '(303) 555-0142',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      name: 'Details Drywall & Paint',
      aboutMetadata: 'Walls fixed fast. Ceilings too. Free quotes.',
      phoneNumber: '3035550142',
      website: null,
    });
  });

  it('changes only what is sent, and refuses with the spec messages', async () => {
    const website = await call('PATCH', 'details', { website: 'https://drywall.example' });
    expect(website.json()).toMatchObject({ website: 'https://drywall.example', phoneNumber: '3035550142' });
    const tooLong = await call('PATCH', 'details', { aboutMetadata: 'x'.repeat(201) });
    expect(tooLong.json().fields.aboutMetadata).toBe(companyInfoMessages.briefDescriptionTooLong);
    const blank = await call('PATCH', 'details', { aboutMetadata: ' \n ' });
    expect(blank.json().fields.aboutMetadata).toBe(companyInfoMessages.briefDescriptionRequired);
    const badSite = await call('PATCH', 'details', { website: 'drywall.example' });
    expect(badSite.json().fields.website).toBe(companyMessages.websiteInvalid);
  });

  it('is for the owner only, not managers', async () => {
    const answer = await call('PATCH', 'details', { phoneNumber: '' }, manager.cookie);
    expect(answer.json()).toMatchObject({ statusCode: 403, message: ownerToolsMessages.notOwner });
  });
});

describe('Edit Email Address', () => {
  it('sets a new address only with the code sent to it, and verifies the profile', async () => {
    const asked = await call('PATCH', 'details/email', { email: 'New@Drywall.Example' });
    expect(asked.json()).toEqual({ email: 'old@drywall.example', codeSent: true });
    expect((await row()).email).toBe('old@drywall.example');
    const code = await latestCode(t.database.db, 'new@drywall.example', 'email-code');
    expect((await call('POST', 'details/email-verify', { code: 'ZZZZZZ' })).json().message).toBe(
      verificationMessages.codeInvalid,
    );
    const verified = await call('POST', 'details/email-verify', { code });
    expect(verified.json()).toEqual({ email: 'new@drywall.example' });
    expect(await row()).toMatchObject({ email: 'new@drywall.example', verified: true });
  });

  it('clears the address without a code', async () => {
    const cleared = await call('PATCH', 'details/email', { email: '' });
    expect(cleared.json()).toEqual({ email: null, codeSent: false });
    expect((await row()).email).toBeNull();
  });
});

describe('Edit Location', () => {
  it('stores the address with its point, and search finds the company there at once', async () => {
    const answer = await call('PATCH', 'location', {
      address: '1600 Glenarm Pl',
      address2: '',
      city: 'Denver',
      stateCode: 'co',
      countryCode: 'US',
      zipCode: '80202',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ city: 'Denver', stateCode: 'CO', zipCode: '80202' });
    expect(answer.json().latitude).toBeCloseTo(39.75, 1);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/network/profile/list/search',
      payload: { first: 0, rows: 50, zipCode: '80202' },
    });
    expect(search.json().profiles.map((p: { vanityName: string }) => p.vanityName)).toContain(
      provider.vanityName,
    );
  });

  it('keeps the pin the owner moved on the map', async () => {
    const answer = await call('PATCH', 'location', {
      city: 'Denver',
      stateCode: 'CO',
      zipCode: '80202',
      latitude: 39.7525,
      longitude: -104.9995,
    });
    expect(answer.json()).toMatchObject({ latitude: 39.7525, longitude: -104.9995 });
  });

  it.each([
    [
      { address: '1 Main St', city: '', stateCode: 'CO', zipCode: '80202' },
      'city',
      locationMessages.cityRequired,
    ],
    [{ city: 'Denver', stateCode: '', zipCode: '80202' }, 'stateCode', locationMessages.stateRequired],
    [{ city: 'Denver', stateCode: 'CO', zipCode: '' }, 'zipCode', locationMessages.zipRequired],
    [{ city: 'Denver', stateCode: 'CO', zipCode: '8020' }, 'zipCode', locationMessages.zipInvalid],
    [{ city: 'Denver', stateCode: 'TX', zipCode: '80202' }, 'address', locationMessages.addressInvalid],
  ])('refuses %j', async (body, field, message) => {
    const answer = await call('PATCH', 'location', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[field]).toBe(message);
  });
});

const day = (time: string, open = true, allDay = false) => ({ open, allDay, time });
const week = (overrides: object = {}) => ({
  version: 1,
  enabled: true,
  mon: day('09:00 AM - 05:30 PM'),
  tue: day('8 AM - 5 PM'),
  wed: day('8 AM - 5 PM'),
  thu: day('8 AM - 5 PM'),
  fri: day('8 AM - 12 PM'),
  sat: day('', false),
  sun: day('', true, true),
  ...overrides,
});

describe('Edit Open Hours', () => {
  it('stores the hours in their short form', async () => {
    const answer = await call('PATCH', 'hours', week());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      mon: { time: '9 AM - 5:30 PM' },
      fri: { time: '8 AM - 12 PM' },
      sun: { allDay: true },
    });
    const monday = await t.database.db
      .select()
      .from(providerOpenHours)
      .where(and(eq(providerOpenHours.providerId, provider.id), eq(providerOpenHours.weekday, 1)));
    expect(monday).toEqual([{ providerId: provider.id, weekday: 1, opensMinute: 540, closesMinute: 1050 }]);
  });

  it.each([
    ['tue', '13 AM - 5 PM', hoursMessages.startInvalid('Tuesday')],
    ['wed', '8 AM - 5:60 PM', hoursMessages.endInvalid('Wednesday')],
    ['thu', '5 PM - 8 AM', hoursMessages.startAfterEnd('Thursday')],
    ['fri', '9 AM - 9 AM', hoursMessages.startAfterEnd('Friday')],
  ])('refuses %s %s with the day-named message', async (key, time, message) => {
    const answer = await call('PATCH', 'hours', week({ [key]: day(time) }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[`${key}.time`]).toBe(message);
  });
});

describe('Configure Website', () => {
  it('asks support to set up a custom domain, with the number to call back', async () => {
    const missing = await call('POST', 'request-website-domain', { phoneNumber: '' });
    expect(missing.json().fields.phoneNumber).toBe(websiteMessages.domainPhoneRequired);
    const answer = await call('POST', 'request-website-domain', { phoneNumber: '(303) 555-0100' });
    expect(answer.json()).toEqual({ message: websiteMessages.domainRequested });
    expect((await row()).domainRequestPhone).toBe('3035550100');
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'support@localhost'));
    expect(mail!.subject).toContain('Details Drywall');
    expect(mail!.body).toContain('(303) 555-0100');
  });
});

describe('Contact notification preferences', () => {
  it('quotes the wrong value, naming the type of a specific preference', async () => {
    const answer = await call('PATCH', 'contact-preferences', {
      contactPrefs: [
        { type: 'cu', method: 'email', value: 'nope' },
        { type: 'all', method: 'sms', value: '555' },
      ],
    });
    expect(answer.json().fields).toEqual({
      'contactPrefs.0.value': contactPreferenceMessages.emailInvalid('nope', 'Contact Us'),
      'contactPrefs.1.value': contactPreferenceMessages.phoneInvalid('555'),
    });
    expect(contactPreferenceMessages.emailInvalid('nope', 'Contact Us')).toBe(
      'Please enter a valid email address: nope for Contact Us',
    );
  });

  it('replaces the list, and Contact Us then e-mails and texts as it says', async () => {
    const saved = await call('PATCH', 'contact-preferences', {
      contactPrefs: [
        { type: 'cu', method: 'email', value: 'Desk@Drywall.Example' },
        { type: 'all', method: 'sms', value: '(303) 555-0177' },
        { type: 'paa', method: 'email', value: 'quotes@drywall.example' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', 'contact-preferences')).json().contactPrefs).toHaveLength(3);
    const contact = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/request/${provider.vanityName}`,
      payload: {
        firstName: 'Pat',
        lastName: 'Lee',
        preferredContactMethod: 'phone',
        mobilePhoneNumber: '3035550123',
        inputForm: [{ label: 'Description', type: 'textarea', value: 'A hole in the wall.' }],
        type: 'cu',
      },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(
        eq(outbox.meta, {
          kind: 'contact-request',
          requestNumber: contact.json().requestNumber,
          providerId: provider.id,
        }),
      );
    expect(sent.map((message) => [message.channel, message.to]).sort()).toEqual([
      ['email', 'desk@drywall.example'],
      ['sms', '3035550177'],
    ]);
    const sms = sent.find((message) => message.channel === 'sms')!;
    expect(sms.body).toContain('Details Drywall');
    const email = sent.find((message) => message.channel === 'email')!;
    expect(email.html).toContain('A hole in the wall.');
    expect(email.body).toContain('Details Drywall');
  });
});
