import { textMessages } from '@porchlight/core/platform/text.rules';
import { clientHubRequests, outbox } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider, seedReview } from '@porchlight/db/seed/factories';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { uniqueEmail } from '../../../test/users';

/** Probes that once answered 500: NUL and control characters reaching PostgreSQL, line breaks in mail headers. */

let t: TestApp;
let provider: ProviderRow;
let owner: { cookie: string };
let reviewNumber: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const ownerUser = await seedLoggedInUser(t.app, db);
  owner = ownerUser;
  const reviewer = await seedLoggedInUser(t.app, db);
  provider = await seedProvider(db, {
    name: 'Hostile Input Plumbing',
    email: 'office@hostile.example',
    owner: ownerUser.user.id,
  });
  const review = await seedReview(db, { providerId: provider.id, userId: reviewer.user.id, rating: 5 });
  reviewNumber = review.reviewNumber;
});
afterAll(() => t.close());

let address = 0;
function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie?: string) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: cookie ? { cookie } : {},
    // Spread over addresses so no per-address rate limit trips in this file.
    remoteAddress: `10.77.${Math.floor(++address / 250)}.${address % 250}`,
  });
}

function expectRefused(response: LightMyRequestResponse, message: string, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message,
    fields: expect.objectContaining({ [field]: message }),
  });
}

const contactUs = {
  firstName: 'Casey',
  lastName: 'Morgan',
  preferredContactMethod: 'email',
  email: 'casey@example.com',
  mobilePhoneNumber: '',
  inputForm: [{ label: 'Description', type: 'textarea', value: 'Can you fix a leaking tap?\nThanks!' }],
  type: 'cu',
};

async function rowCount(table: typeof outbox | typeof clientHubRequests): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe('NUL and control characters answer 400 with the text rule, never 500', () => {
  it('in a path parameter', async () => {
    expectRefused(await call('GET', '/network/profile/a%00b'), textMessages.controlCharacter, 'vanityName');
  });

  it('in a query parameter', async () => {
    const about = { aboutDesc: 'Hello', aboutHtml: false };
    const response = await call('PATCH', '/provider/profile/about?vanityName=%00', about, owner.cookie);
    expectRefused(response, textMessages.controlCharacter, 'vanityName');
  });

  it('in register names', async () => {
    const response = await call('POST', '/auth/register', {
      firstName: 'Ca\u0000sey',
      lastName: 'Morgan',
      email: uniqueEmail(),
      password: 'correct horse battery',
    });
    expectRefused(response, textMessages.controlCharacter, 'firstName');
  });

  it('in Contact Us fields, including the description inside inputForm', async () => {
    const before = await rowCount(clientHubRequests);
    const url = `/client-hub/request/${provider.vanityName}`;
    expectRefused(
      await call('POST', url, { ...contactUs, lastName: 'Mor\u0000gan' }),
      textMessages.controlCharacter,
      'lastName',
    );
    const description = [{ label: 'Description', type: 'textarea', value: 'Leak\u0000' }];
    expectRefused(
      await call('POST', url, { ...contactUs, inputForm: description }),
      textMessages.controlCharacter,
      'inputForm.0.value',
    );
    expectRefused(
      await call('POST', url, { ...contactUs, email: 'casey\u001B@example.com' }),
      textMessages.controlCharacter,
      'email',
    );
    expect(await rowCount(clientHubRequests)).toBe(before);
  });

  it('in review text', async () => {
    const other = await seedLoggedInUser(t.app, t.database.db);
    const response = await call(
      'POST',
      `/provider/profile/reviews/${provider.vanityNameLc}`,
      { rating: 5, review: 'Great work\u0000', visibility: 'p' },
      other.cookie,
    );
    expectRefused(response, textMessages.controlCharacter, 'review');
  });

  it('in a reply', async () => {
    const response = await call(
      'POST',
      `/provider/profile/reviews/${provider.vanityNameLc}/${reviewNumber}/reply`,
      { reply: 'Thank you\u0000' },
      owner.cookie,
    );
    expectRefused(response, textMessages.controlCharacter, 'reply');
  });

  it('still accepts line breaks and tabs in multi-line text', async () => {
    const response = await call('POST', `/client-hub/request/${provider.vanityName}`, {
      ...contactUs,
      inputForm: [{ label: 'Description', type: 'textarea', value: 'Line one\r\n\tLine two' }],
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('line breaks never reach a mail header', () => {
  it('a Contact Us name with "\\nBcc:" is refused and nothing is queued', async () => {
    const outboxBefore = await rowCount(outbox);
    const requestsBefore = await rowCount(clientHubRequests);
    for (const field of ['firstName', 'lastName'] as const) {
      const response = await call('POST', `/client-hub/request/${provider.vanityName}`, {
        ...contactUs,
        [field]: 'Casey\nBcc: victim@example.com',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields[field]).toBe(textMessages.lineBreak);
    }
    expect(await rowCount(outbox)).toBe(outboxBefore);
    expect(await rowCount(clientHubRequests)).toBe(requestsBefore);
    const [row] = await t.database.db
      .select({ value: count() })
      .from(outbox)
      .where(eq(outbox.subject, 'New Contact Us message from Casey\nBcc: victim@example.com Morgan'));
    expect(row?.value).toBe(0);
  });

  it('a register name with a line break is refused', async () => {
    const response = await call('POST', '/auth/register', {
      firstName: 'Casey',
      lastName: 'Morgan\r\nX-Evil: 1',
      email: uniqueEmail(),
      password: 'correct horse battery',
    });
    expectRefused(response, textMessages.lineBreak, 'lastName');
  });
});
