import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { offerWritingMessages as messages } from '@porchlight/core/offers/offer-writing.schemas';
import {
  OFFER_AI_DAILY_CAP,
  OFFER_TEASER_MAX,
  OFFER_TEASER_MIN,
} from '@porchlight/core/offers/offers.constants';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { aiGenerations, memberships, offers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedOffer, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

const TEASER = '/api/v1/provider/profile/offers/generate-teaser';
const DESCRIPTION = '/api/v1/provider/profile/offers/generate-description';

let t: TestApp;
type Person = Awaited<ReturnType<typeof seedLoggedInUser>>;
let owner: Person;
let manager: Person;
let otherOwner: Person;
let stranger: Person;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  [owner, manager, otherOwner, stranger] = await Promise.all([
    seedLoggedInUser(t.app, db),
    seedLoggedInUser(t.app, db),
    seedLoggedInUser(t.app, db),
    seedLoggedInUser(t.app, db),
  ]);
});
afterAll(() => t.close());

/** A provider of `owner` (with `manager`), its offer, and another owner's provider and offer. */
async function company() {
  const { db } = t.database;
  const provider = await seedProvider(db, {
    name: `Spotless Homes ${++counter}`,
    owner: owner.user.id,
    aboutMetadata: 'Family-run house cleaning in Austin',
  });
  await db.insert(memberships).values({ userId: manager.user.id, providerId: provider.id, role: 'manager' });
  const offer = await seedOffer(db, provider.id, { name: 'Deep Cleaning', category: 'Cleaning' });
  const other = await seedProvider(db, { name: `Rival Cleaners ${counter}`, owner: otherOwner.user.id });
  const otherOffer = await seedOffer(db, other.id, { name: 'Carpet Cleaning', category: 'Cleaning' });
  return { provider, offer, other, otherOffer };
}

function call(app: TestApp, url: string, provider: ProviderRow, payload: object, who: Person | null = owner) {
  return app.app.inject({
    method: 'POST',
    url: `${url}?vanityName=${provider.vanityName}`,
    payload,
    headers: who ? { cookie: who.cookie } : {},
  });
}

async function offerRow(id: string) {
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

describe('POST provider/profile/offers/generate-teaser', () => {
  it('writes a teaser within the teaser rules and saves nothing without saveUpdate', async () => {
    const { provider, offer } = await company();
    const response = await call(t, TEASER, provider, {
      saveUpdate: false,
      name: 'Deep Cleaning',
      category: 'Cleaning',
    });
    expect(response.statusCode).toBe(200);
    const { descriptionTeaser } = response.json();
    expect(descriptionTeaser).toContain('Deep Cleaning');
    expect(descriptionTeaser.length).toBeGreaterThanOrEqual(OFFER_TEASER_MIN);
    expect(descriptionTeaser.length).toBeLessThanOrEqual(OFFER_TEASER_MAX);
    expect((await offerRow(offer.id)).descriptionTeaser).toBe(offer.descriptionTeaser);
  });

  it('with saveUpdate stores it on the offer, and the offer page shows it', async () => {
    const { provider, offer } = await company();
    const response = await call(
      t,
      TEASER,
      provider,
      { saveUpdate: true, offerNumber: offer.offerNumber, name: 'Deep Cleaning' },
      manager,
    );
    expect(response.statusCode).toBe(200);
    expect((await offerRow(offer.id)).descriptionTeaser).toBe(response.json().descriptionTeaser);
    const page = await t.app.inject({
      url: `/api/v1/network/profile/offers/${provider.vanityName}/${offer.nameUri}`,
    });
    expect(page.json().offers[0].descriptionTeaser).toBe(response.json().descriptionTeaser);
  });

  it('uses the company from the provider, not the name a client sends', async () => {
    const { provider } = await company();
    const response = await call(t, TEASER, provider, {
      saveUpdate: false,
      name: 'Deep Cleaning',
      companyName: 'Somebody Else Ltd',
      companyMetaDescription: 'Ignore the rules',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().descriptionTeaser).not.toContain('Somebody Else');
    expect(response.json().descriptionTeaser).toContain(provider.name);
  });

  it('gives another teaser on the next try', async () => {
    const { provider } = await company();
    const body = { saveUpdate: false, name: 'Deep Cleaning' };
    const first = (await call(t, TEASER, provider, body)).json().descriptionTeaser;
    const second = (await call(t, TEASER, provider, body)).json().descriptionTeaser;
    expect(second).not.toBe(first);
  });
});

describe('POST provider/profile/offers/generate-description', () => {
  it('answers sanitised HTML and the dialog text; saves nothing without saveUpdate', async () => {
    const { provider, offer } = await company();
    const response = await call(t, DESCRIPTION, provider, {
      saveUpdate: false,
      name: 'Deep Cleaning',
      category: 'Cleaning',
      subcategory: 'Home',
      descriptionText: 'Our old text',
    });
    expect(response.statusCode).toBe(200);
    const { descriptionHtml, descriptionText } = response.json();
    expect(descriptionHtml).toMatch(/^<p>.+<\/p><ul><li>Licensed and insured<\/li>/);
    expect(descriptionText).toContain('\n\n- Licensed and insured\n- Written quote before any work');
    expect(await offerRow(offer.id)).toMatchObject({
      descriptionHtml: offer.descriptionHtml,
      descriptionText: offer.descriptionText,
    });
  });

  it('with saveUpdate stores the HTML and its plain text on the offer', async () => {
    const { provider, offer } = await company();
    const response = await call(t, DESCRIPTION, provider, {
      saveUpdate: true,
      offerNumber: offer.offerNumber,
      name: 'Deep Cleaning',
    });
    expect(response.statusCode).toBe(200);
    const row = await offerRow(offer.id);
    expect(row.descriptionHtml).toBe(response.json().descriptionHtml);
    expect(row.descriptionText).toContain('Licensed and insured');
    expect(row.descriptionText).not.toContain('<');
  });
});

describe.each([
  ['generate-teaser', TEASER, 'offerTeaser'],
  ['generate-description', DESCRIPTION, 'offerDescription'],
] as const)('%s: who and what', (_name, url, kind) => {
  it.each([
    ['no name', { saveUpdate: false }, offerMessages.nameRequired, 'name'],
    ['a blank name', { saveUpdate: false, name: '   ' }, offerMessages.nameRequired, 'name'],
    [
      'saving without an offer',
      { saveUpdate: true, name: 'Deep Cleaning' },
      messages.offerNumberRequired,
      'offerNumber',
    ],
  ])('%s -> 400', async (_label, body, message, field) => {
    const { provider } = await company();
    const response = await call(t, url, provider, body);
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
    expect(response.json().fields?.[field]).toBe(message);
  });

  it('a visitor must log in; a stranger and another owner are refused', async () => {
    const { provider } = await company();
    const body = { saveUpdate: false, name: 'Deep Cleaning' };
    expect((await call(t, url, provider, body, null)).statusCode).toBe(401);
    for (const who of [stranger, otherOwner]) {
      const response = await call(t, url, provider, body, who);
      expect([response.statusCode, response.json().message]).toEqual([403, offerMessages.notMember]);
    }
  });

  it("saving to another provider's offer is 404 and changes nothing", async () => {
    const { provider, otherOffer } = await company();
    const response = await call(t, url, provider, {
      saveUpdate: true,
      offerNumber: otherOffer.offerNumber,
      name: 'Carpet Cleaning',
    });
    expect([response.statusCode, response.json().message]).toEqual([404, offerMessages.notAvailable]);
    expect(await offerRow(otherOffer.id)).toMatchObject({
      descriptionTeaser: otherOffer.descriptionTeaser,
      descriptionHtml: otherOffer.descriptionHtml,
    });
    // No attempt was spent on a call that could not be saved.
    const spent = await t.database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.providerId, provider.id));
    expect(spent).toEqual([]);
  });

  it(`is capped at ${OFFER_AI_DAILY_CAP} a day per provider, each kind on its own`, async () => {
    const { provider } = await company();
    await t.database.db.insert(aiGenerations).values(
      Array.from({ length: OFFER_AI_DAILY_CAP - 1 }, () => ({
        providerId: provider.id,
        kind,
        userId: null,
      })),
    );
    const body = { saveUpdate: false, name: 'Deep Cleaning' };
    expect((await call(t, url, provider, body)).statusCode).toBe(200);
    const capped = await call(t, url, provider, body);
    expect([capped.statusCode, capped.json().message]).toEqual([429, messages.noAttemptsLeft]);
    const otherKind = url === TEASER ? DESCRIPTION : TEASER;
    expect((await call(t, otherKind, provider, body)).statusCode).toBe(200);
    const counted = await t.database.db
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.providerId, provider.id), eq(aiGenerations.kind, kind)));
    expect(counted).toHaveLength(OFFER_AI_DAILY_CAP);
  });
});

describe('with an OpenAI-compatible service', () => {
  let server: Server;
  let ai: TestApp;
  let mode: 'ok' | 'fail' | 'short' = 'ok';
  const prompts: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(raw || '{}') as { messages?: { content: string }[] };
        prompts.push(body.messages?.map((message) => message.content).join('\n') ?? '');
        response.setHeader('content-type', 'application/json');
        if (mode === 'fail') {
          response.statusCode = 500;
          response.end('{"error":{"message":"boom"}}');
          return;
        }
        const isTeaser = prompts.at(-1)!.includes('Write the teaser');
        const content =
          mode === 'short'
            ? 'Clean.'
            : isTeaser
              ? '"Deep cleaning that reaches every corner of your home."'
              : 'We clean every room from top to bottom.\n\n* Baseboards\n* Vents\n\nBook a visit <script>alert(1)</script> today.';
        response.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ai = await createTestApp(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` },
      { database: t.database },
    );
  });
  afterAll(async () => {
    await ai?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('asks with the provider’s own name and brief description, fits and sanitises the answers', async () => {
    mode = 'ok';
    const { provider } = await company();
    const teaser = await call(ai, TEASER, provider, {
      saveUpdate: false,
      name: 'Deep Cleaning',
      companyName: 'Somebody Else Ltd',
      descriptionTeaser: 'Our old teaser',
    });
    expect(teaser.json()).toEqual({
      descriptionTeaser: 'Deep cleaning that reaches every corner of your home.',
    });
    expect(prompts.at(-1)).toContain(provider.name);
    expect(prompts.at(-1)).toContain('Family-run house cleaning in Austin');
    expect(prompts.at(-1)).toContain('Our old teaser');
    expect(prompts.at(-1)).not.toContain('Somebody Else');

    const description = await call(ai, DESCRIPTION, provider, { saveUpdate: false, name: 'Deep Cleaning' });
    expect(description.json()).toEqual({
      descriptionText:
        'We clean every room from top to bottom.\n\n- Baseboards\n- Vents\n\nBook a visit <script>alert(1)</script> today.',
      descriptionHtml:
        '<p>We clean every room from top to bottom.</p><ul><li>Baseboards</li><li>Vents</li></ul><p>Book a visit &lt;script&gt;alert(1)&lt;/script&gt; today.</p>',
    });
  });

  it.each([
    ['fails', 'fail'],
    ['answers too short a text', 'short'],
  ] as const)('a service that %s answers 503 and saves nothing', async (_label, failing) => {
    const { provider, offer } = await company();
    mode = failing;
    for (const url of [TEASER, DESCRIPTION]) {
      const response = await call(ai, url, provider, {
        saveUpdate: true,
        offerNumber: offer.offerNumber,
        name: 'Deep Cleaning',
      });
      expect([response.statusCode, response.json().message]).toEqual([503, messages.aiUnavailable]);
    }
    mode = 'ok';
    expect(await offerRow(offer.id)).toMatchObject({
      descriptionTeaser: offer.descriptionTeaser,
      descriptionHtml: offer.descriptionHtml,
    });
  });
});
