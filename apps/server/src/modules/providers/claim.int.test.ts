import { claimMessages, verificationMessages } from '@porchlight/core/providers/verification.constants';
import { memberships, outbox, providers, verificationCodes } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../../test/codes';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ VERIFICATION_CODE_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

function post(url: string, payload: object, cookie: string, remoteAddress = `10.30.0.${++address % 250}`) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie }, remoteAddress });
}

async function unclaimed(
  name: string,
  email: string | null = `office@${name.toLowerCase().replace(/\W/g, '')}.example`,
) {
  return seedProvider(t.database.db, { name, unclaimed: true, email });
}

const ask = (provider: ProviderRow, cookie: string) =>
  post('/provider/profile/claim', { uri: provider.vanityName }, cookie);
const verify = (provider: ProviderRow, cookie: string, code: string) =>
  post('/provider/profile/claim-verify', { providerId: provider.id, code }, cookie);

describe('Claim This Business', () => {
  it('e-mails a code to the profile address, and the code makes the caller its owner', async () => {
    const provider = await unclaimed('Claimable Pools');
    const { user, cookie } = await seedLoggedInUser(t.app, t.database.db);
    const sent = await ask(provider, cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      providerId: provider.id,
      sentTo: 'o•••••@claimablepools.example',
      resent: false,
    });

    const code = await latestCode(t.database.db, provider.email!, 'claim-code');
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, provider.email!));
    expect(mail!.subject).toContain('Claimable Pools');
    expect(mail!.html).toContain(code);
    expect(mail!.body).toContain('Claimable Pools');
    // Only an HMAC is stored: the code itself is nowhere in the table.
    const [stored] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.providerId, provider.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const claimed = await verify(provider, cookie, code.toLowerCase());
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ vanityName: provider.vanityName });
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ unclaimed: false, verified: true, published: true });
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.providerId, provider.id), eq(memberships.userId, user.id)));
    expect(membership?.role).toBe('owner');

    // Claimed now: nobody can ask again, and the used code is spent.
    expect((await ask(provider, cookie)).statusCode).toBe(403);
    const other = await seedLoggedInUser(t.app, t.database.db);
    expect((await ask(provider, other.cookie)).json()).toMatchObject({
      statusCode: 409,
      message: claimMessages.alreadyClaimed,
    });
  });

  it('resends a new code; the old one is dead', async () => {
    const provider = await unclaimed('Resend Roofing');
    const { cookie } = await seedLoggedInUser(t.app, t.database.db);
    await ask(provider, cookie);
    const first = await latestCode(t.database.db, provider.email!, 'claim-code');
    const again = await ask(provider, cookie);
    expect(again.json().resent).toBe(true);
    const second = await latestCode(t.database.db, provider.email!, 'claim-code');
    if (first !== second) {
      expect((await verify(provider, cookie, first)).json()).toMatchObject({
        statusCode: 404,
        message: verificationMessages.codeInvalid,
      });
    }
    expect((await verify(provider, cookie, second)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code after them', async () => {
    const provider = await unclaimed('Five Tries Fencing');
    const { cookie } = await seedLoggedInUser(t.app, t.database.db);
    await ask(provider, cookie);
    const code = await latestCode(t.database.db, provider.email!, 'claim-code');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    // Guesses in parallel cannot spend more than the five tries.
    const answers = await Promise.all(Array.from({ length: 7 }, () => verify(provider, cookie, wrong)));
    for (const answer of answers) {
      expect(answer.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: verificationMessages.codeInvalid,
      });
    }
    const [stored] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.providerId, provider.id));
    expect(stored!.attempts).toBe(5);
    expect((await verify(provider, cookie, code)).json().message).toBe(verificationMessages.codeInvalid);
  });

  it('answers 410 for an expired code, and a code is only for the user who asked for it', async () => {
    const provider = await unclaimed('Expired Electric');
    const asker = await seedLoggedInUser(t.app, t.database.db);
    const other = await seedLoggedInUser(t.app, t.database.db);
    await ask(provider, asker.cookie);
    const code = await latestCode(t.database.db, provider.email!, 'claim-code');
    expect((await verify(provider, other.cookie, code)).statusCode).toBe(404);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.providerId, provider.id));
    expect((await verify(provider, asker.cookie, code)).json()).toEqual({
      statusCode: 410,
      error: 'Gone',
      message: verificationMessages.codeExpired,
    });
  });

  it('tells the user to contact support when the profile has no e-mail', async () => {
    const provider = await unclaimed('No Mail Movers', null);
    const { cookie } = await seedLoggedInUser(t.app, t.database.db);
    const answer = await ask(provider, cookie);
    expect(answer.json()).toMatchObject({
      statusCode: 409,
      message: claimMessages.noEmail('support@localhost'),
    });
  });

  it('limits code sending per client address, and per user and profile per hour', async () => {
    const provider = await unclaimed('Limited Landscaping');
    const { cookie } = await seedLoggedInUser(t.app, t.database.db);
    const from = '10.31.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/provider/profile/claim', { uri: provider.vanityName }, cookie, from)).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 2; i++) await post('/provider/profile/claim', { uri: provider.vanityName }, cookie);
    const sixth = await post('/provider/profile/claim', { uri: provider.vanityName }, cookie);
    expect(sixth.json()).toMatchObject({ statusCode: 429, message: verificationMessages.tooManyCodes });
  });

  it('refuses visitors and malformed calls with 4xx', async () => {
    const provider = await unclaimed('Hostile Handyman');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/profile/claim',
      payload: { uri: provider.vanityName },
    });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await seedLoggedInUser(t.app, t.database.db);
    expect(
      (await post('/provider/profile/claim-verify', { providerId: 'nope', code: 'ABC' }, cookie)).statusCode,
    ).toBe(400);
    expect(
      (await post('/provider/profile/claim-verify', { providerId: provider.id, code: 'ABCDEFG' }, cookie))
        .statusCode,
    ).toBe(400);
  });
});
