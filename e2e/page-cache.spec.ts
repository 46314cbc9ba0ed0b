import { DEMO_CUSTOMER, DEMO_PASSWORD } from './fixtures/auth';
import { expect, test } from './fixtures/test';

const PROFILE = '/company/mile-high-plumbing-and-drain';
const OWNER = { email: 'owner@porchlight.test', password: DEMO_PASSWORD };
const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };

// Server behaviour: once, on desktop.
test.describe('cached public pages', () => {
  test('an anonymous visitor gets a cached page, revalidates it, and sees an owner change at once', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const first = await visitor.get(PROFILE);
    expect(first.status()).toBe(200);
    // The compressed copies are made just after the page is stored: a hit before then is sent plain.
    let second = await visitor.get(PROFILE, { headers: { 'accept-encoding': 'br' } });
    await expect(async () => {
      second = await visitor.get(PROFILE, { headers: { 'accept-encoding': 'br' } });
      expect(second.headers()['content-encoding']).toBe('br');
    }).toPass({ timeout: 5_000 });
    expect(second.headers()['x-porchlight-cache']).toBe('hit');
    expect(second.headers()['cache-control']).toContain('public');
    const etag = second.headers().etag ?? '';
    expect((await visitor.get(PROFILE, { headers: { 'if-none-match': etag } })).status()).toBe(304);

    // The owner changes a social link: every visitor sees it on the next request.
    const owner = await playwright.request.newContext({ baseURL });
    expect((await owner.post('/api/v1/auth/login', { data: OWNER })).ok()).toBe(true);
    const link = `https://www.pinterest.com/milehigh${Date.now()}`;
    const edit = (pinterest: string | null) =>
      owner.patch('/api/v1/provider/profile/social?vanityName=mile-high-plumbing-and-drain', {
        data: { pinterest },
      });
    expect((await edit(link)).ok()).toBe(true);
    try {
      await expect(async () => {
        const after = await visitor.get(PROFILE);
        expect(await after.text()).toContain(link);
      }).toPass({ timeout: 5_000 });
    } finally {
      await edit(null);
    }

    // A logged-in owner gets a copy of their own (their controls), never the visitors' and never shared.
    let ownersCopy = await owner.get(PROFILE);
    await expect(async () => {
      ownersCopy = await owner.get(PROFILE);
      expect(ownersCopy.headers()['x-porchlight-cache']).toBe('hit');
    }).toPass({ timeout: 5_000 });
    expect(ownersCopy.headers()['cache-control']).toBe('private, no-cache');
    const visitorsCopy = await visitor.get(PROFILE);
    expect(ownersCopy.headers().etag).not.toBe(visitorsCopy.headers().etag);
    expect(await ownersCopy.text()).toContain('data-testid="owner-panel"');
    expect(await visitorsCopy.text()).not.toContain('data-testid="owner-panel"');
    // The owner's change drops their copy too, by the same event.
    const ownLink = `https://www.pinterest.com/milehighowner${Date.now()}`;
    expect((await edit(ownLink)).ok()).toBe(true);
    try {
      await expect(async () => {
        expect(await (await owner.get(PROFILE)).text()).toContain(ownLink);
      }).toPass({ timeout: 5_000 });
    } finally {
      await edit(null);
    }
    await owner.dispose();
    await visitor.dispose();
  });

  test("a change to one provider's card re-renders only the search pages that show it", async ({
    playwright,
    baseURL,
  }) => {
    // Bright Nest is among Austin's house cleaners, and not among Denver's plumbers.
    const showing = '/search/house+cleaning/78701';
    const notShowing = '/search/plumbing/80202';
    const visitor = await playwright.request.newContext({ baseURL });
    const cacheOf = async (path: string) => {
      const answer = await visitor.get(path);
      expect(answer.status()).toBe(200);
      return { cache: answer.headers()['x-porchlight-cache'], html: await answer.text() };
    };
    for (const path of [showing, notShowing]) {
      await expect(async () => expect((await cacheOf(path)).cache).toBe('hit')).toPass({ timeout: 5_000 });
    }
    expect((await cacheOf(showing)).html).toContain('/company/bright-nest-cleaning-co');
    expect((await cacheOf(notShowing)).html).not.toContain('/company/bright-nest-cleaning-co');

    // Its owner changes what its pages show (not where it is listed): a social link.
    const owner = await playwright.request.newContext({ baseURL });
    expect((await owner.post('/api/v1/auth/login', { data: PRO })).ok()).toBe(true);
    const edit = (pinterest: string | null) =>
      owner.patch('/api/v1/provider/profile/social?vanityName=bright-nest-cleaning-co', {
        data: { pinterest },
      });
    expect((await edit(`https://www.pinterest.com/brightnest${Date.now()}`)).ok()).toBe(true);
    try {
      // The page showing its card is rendered anew by one request; the other stays served from memory.
      await expect(async () => expect((await cacheOf(showing)).cache).toBeUndefined()).toPass({
        timeout: 5_000,
      });
      expect((await cacheOf(notShowing)).cache).toBe('hit');
    } finally {
      await edit(null);
    }
    await owner.dispose();
    await visitor.dispose();
  });

  test('one Service Manager shell serves every signed-in person, each seeing their own account', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const SHELL = '/account/service-manager';
    // A visitor is sent to log in: the shell is never theirs.
    const visitor = await playwright.request.newContext({ baseURL });
    const refused = await visitor.get(SHELL, { maxRedirects: 0 });
    expect(refused.status()).toBe(307);
    expect(refused.headers().location).toContain('/account/login');
    await visitor.dispose();

    const people = [
      { login: PRO, sees: 'Bright Nest Cleaning Co.' },
      { login: DEMO_CUSTOMER, sees: 'No Service Manager yet' },
    ];
    const served: string[] = [];
    for (const person of people) {
      const context = await browser.newContext({ baseURL });
      expect((await context.request.post('/api/v1/auth/login', { data: person.login })).ok()).toBe(true);
      const page = await context.newPage();
      // The first request may render the shell; from then on every signed-in person gets the stored copy.
      await expect(async () => {
        const answer = await context.request.get(SHELL);
        expect(answer.headers()['x-porchlight-cache']).toBe('hit');
        expect(answer.headers()['cache-control']).toBe('private, no-cache');
        const html = await answer.text();
        expect(html).not.toContain(person.login.email);
        served.push(answer.headers().etag ?? '');
      }).toPass({ timeout: 5_000 });
      const response = await page.goto(SHELL);
      expect(response?.headers()['x-porchlight-cache']).toBe('hit');
      await expect(page.getByText(person.sees).first()).toBeVisible();
      await context.close();
    }
    // The same copy for both (a check's etag is kept only once all its expectations held).
    expect(served).toHaveLength(2);
    expect(served[0]).toMatch(/^"/);
    expect(served[1]).toBe(served[0]);
  });

  test("a signed-in customer gets the visitors' copy of the Client Hub page and their hub; the owner their own page", async ({
    browser,
    baseURL,
  }) => {
    const HUB = '/company/bright-nest-cleaning-co/client-hub';
    const customer = await browser.newContext({ baseURL });
    expect((await customer.request.post('/api/v1/auth/login', { data: DEMO_CUSTOMER })).ok()).toBe(true);
    await expect(async () => {
      const answer = await customer.request.get(HUB);
      expect(answer.headers()['x-porchlight-cache']).toBe('hit');
      expect(await answer.text()).not.toContain(DEMO_CUSTOMER.email);
    }).toPass({ timeout: 5_000 });
    const page = await customer.newPage();
    await page.goto(`${HUB}#invoices`);
    await expect(page.getByRole('table', { name: 'Invoices awaiting payment' })).toBeVisible();
    await customer.close();

    // The owner's page has their note and tools: rendered for them, never the shared copy.
    const owner = await browser.newContext({ baseURL });
    expect((await owner.request.post('/api/v1/auth/login', { data: PRO })).ok()).toBe(true);
    const ownerPage = await owner.newPage();
    const response = await ownerPage.goto(HUB);
    expect(response?.headers()['x-porchlight-cache']).toBeUndefined();
    await expect(ownerPage.getByTestId('owner-hub-note')).toBeVisible();
    await owner.close();
  });

  test('build assets are sent precompressed and kept for a year', async ({ page, playwright, baseURL }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const assets = await playwright.request.newContext({ baseURL });
    const answer = await assets.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['cache-control']).toContain('immutable');
    await assets.dispose();
  });

  test('a visitor page prefetches only the link the visitor points at', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto(PROFILE);
    await page.waitForLoadState('networkidle');
    // Every link in view used to be rendered ahead on the server: 20-27 pages per visit.
    expect(prefetched).toEqual([]);

    const reviews = page.getByRole('link', { name: 'Reviews', exact: true }).first();
    await reviews.hover();
    await expect.poll(() => prefetched).toContain(`${PROFILE}/reviews`);
    expect(new Set(prefetched)).toEqual(new Set([`${PROFILE}/reviews`]));
    await reviews.click();
    await expect(page).toHaveURL(`${PROFILE}/reviews`);
  });
});
