import { RETURN_TO_CASES } from '../apps/web/src/lib/return-to.cases';
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillRegisterForm, newUser } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { expect, type Page, test } from './fixtures/test';

/**
 * Holes found by probing the running app: open redirects after login, 500s on odd profile addresses,
 * and the Content-Security-Policy every page is served with.
 */

const HOME = '/company/bright-nest-cleaning-co';
/** Owns Bright Nest Cleaning Co. (demo data), which has a banner to crop and a rich-text about. */
const PRO_OWNER = { email: 'pro@porchlight.test', password: DEMO_PASSWORD, name: 'Jordan Ellis' };

/** Browsers drop tabs and line breaks from URLs: `/\t/evil.example/` is `//evil.example/`. */
const HOSTILE_RETURN_TO = [
  '/%09/evil.example/',
  '/%0a/evil.example/',
  '/%0d/evil.example/',
  '/%5Cevil.example/',
];

/**
 * The nastiest of the table, as an attacker writes them in the address (the page decodes the query
 * once): dot segments and encoded slashes (the second probe's finding), double encoding, backslashes,
 * userinfo, an IDN full stop, a tab inside dot segments.
 */
const NASTIEST_RETURN_TO_QUERIES = [
  '/.%2F%2Fevil.example',
  '/%2e%2e%2F%2Fevil.example',
  '/.%252F%252Fevil.example',
  '/%5C%5Cevil.example',
  'https%3A%2F%2Fuser%40evil.example',
  '/.%2F%09%2Fevil.example',
  '//evil%E3%80%82example',
];

/** Answers for evil.example ourselves: the test needs no network, and a redirect there shows in the URL. */
async function stubEvilSite(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ contentType: 'text/html', body: 'evil' }),
  );
}

async function submitLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('returnTo after login', () => {
  test('logging in from a hostile returnTo lands home on this site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await stubEvilSite(page);

    await page.goto('/account/login?returnTo=/%09/evil.example/');
    await submitLogin(page, DEMO_CUSTOMER);
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('logged in, the login and register pages redirect home at once, never a 500', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await stubEvilSite(page);
    expect((await page.request.post('/api/v1/auth/login', { data: DEMO_CUSTOMER })).ok()).toBe(true);
    for (const authPage of ['/account/login', '/account/register']) {
      for (const returnTo of HOSTILE_RETURN_TO) {
        const response = await page.goto(`${authPage}?returnTo=${returnTo}`);
        expect(response?.status(), `${authPage} ${returnTo}`).toBe(200);
        expect(page.url(), `${authPage} ${returnTo}`).toBe(`${origin}/`);
      }
    }
  });

  test('logged in, the login and register pages redirect within the site for every value of the table', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    expect((await page.request.post('/api/v1/auth/login', { data: DEMO_CUSTOMER })).ok()).toBe(true);
    for (const authPage of ['/account/login', '/account/register']) {
      for (const { value, expected } of RETURN_TO_CASES) {
        const label = `${authPage} ${JSON.stringify(value.slice(0, 80))}`;
        const response = await page.request.get(`${authPage}?returnTo=${encodeURIComponent(value)}`, {
          maxRedirects: 0,
        });
        expect(response.status(), label).toBe(307);
        const location = response.headers().location ?? '';
        // A path with one leading '/', which no reading turns into another host.
        expect(location, label).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, `${origin}${authPage}`).origin, label).toBe(origin);
        expect(location, label).toBe(expected ?? '/');
      }
    }
  });

  test('logging in through the form from the nastiest returnTo values stays on this site', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await stubEvilSite(page);
    for (const query of NASTIEST_RETURN_TO_QUERIES) {
      await page.context().clearCookies();
      await page.goto(`/account/login?returnTo=${query}`);
      await submitLogin(page, DEMO_CUSTOMER);
      await expect(page, query).toHaveURL(`${origin}/`);
      expect(new URL(page.url()).origin, query).toBe(origin);
      // Logged in now: the page itself redirects, and Chromium follows it on this site.
      await page.goto(`/account/register?returnTo=${query}`);
      expect(page.url(), query).toBe(`${origin}/`);
    }
  });

  test('registering from a hostile returnTo also lands home on this site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await stubEvilSite(page);
    const response = await page.goto('/account/register?returnTo=/%0d/evil.example/');
    expect(response?.status()).toBe(200);
    // Neither the form nor the links on the page carry the hostile address on.
    await expect(page.locator('a[href*="evil"]')).toHaveCount(0);
    await fillRegisterForm(page, newUser());
    await expect(page).toHaveURL(`${origin}/`);
  });
});

test.describe('odd profile addresses', () => {
  test('blank and control-character segments answer the normal 404 page', async ({ page }) => {
    const addresses = [
      '/company/%20',
      '/company/%09',
      '/company/%0D%0A',
      '/company/%00',
      '/company/%20/photos',
      '/company/a%0D%0Ab/photos',
      `${HOME}/services/%20`,
      `${HOME}/services/%0D%0A`,
      `${HOME}/%0D%0A`,
    ];
    for (const address of addresses) {
      const response = await page.request.get(address);
      const html = await response.text();
      expect(response.status(), address).toBe(404);
      // Next's error page carries this id; the not-found views are ordinary pages.
      expect(html, address).not.toContain('__next_error__');
      expect(html, address).toMatch(/Not Found|Page not found/);
    }
  });
});

/** Records CSP violations (and the console's reports of them) from the first script of every document. */
async function watchCsp(page: Page): Promise<string[]> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      consoleReports.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return consoleReports;
}

/** The violations this document reported since the last look (a client-side navigation keeps the document). */
async function violationsOn(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [],
  );
}

/** Opens a page, checks its policy headers, lets it settle and answers the violations it reported. */
async function visit(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const response = await page.goto(path);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'/);
  expect(headers['content-security-policy'], path).toContain("object-src 'none'");
  expect(headers['permissions-policy'], path).toContain('camera=()');
  await ready();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return (await violationsOn(page)).map((violation) => `${path}: ${violation}`);
}

const openOwnerDialog = (page: Page, opener: () => Promise<void>, dialog: string) =>
  openBy(opener, page.getByRole('dialog', { name: dialog }));

test.describe('Content-Security-Policy', () => {
  test('every page works under a nonce policy, without a single violation', async ({ page }) => {
    test.setTimeout(120_000);
    const consoleReports = await watchCsp(page);
    const violations: string[] = [];
    const titleShown = async () => {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    };

    violations.push(
      ...(await visit(page, '/', async () => {
        // Fetched by the browser once React runs: proof that the nonce'd scripts executed.
        await expect(page.getByRole('heading', { name: 'Featured Professionals' })).toBeVisible();
        await expect(page.getByLabel('Loading featured professionals')).toHaveCount(0);
      })),
    );
    violations.push(...(await visit(page, '/search/house+cleaning/78701', titleShown)));
    for (const profilePage of ['', '/photos', '/reviews', '/contact-us']) {
      violations.push(...(await visit(page, `${HOME}${profilePage}`, titleShown)));
    }
    violations.push(...(await visit(page, '/account/login', titleShown)));

    // The login form runs in the browser (validation, the API call, the header's account menu).
    await submitLogin(page, PRO_OWNER);
    await expect(page.getByRole('banner').getByRole('button', { name: PRO_OWNER.name })).toBeVisible();
    violations.push(...(await violationsOn(page)).map((violation) => `after login: ${violation}`));

    violations.push(...(await visit(page, HOME, titleShown)));
    const crop = await openOwnerDialog(
      page,
      async () => {
        const entry = page.getByRole('menuitem', { name: 'Crop banner image' });
        if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Edit banner' }).click();
        await entry.click({ timeout: 1000 });
      },
      'Crop banner image',
    );
    await expect(crop.getByRole('button', { name: 'Save' })).toBeEnabled();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    violations.push(...(await violationsOn(page)).map((violation) => `crop editor: ${violation}`));

    violations.push(...(await visit(page, `${HOME}/about`, titleShown)));
    const about = await openOwnerDialog(
      page,
      () => page.getByRole('button', { name: 'Edit About' }).click({ timeout: 1000 }),
      'Edit About',
    );
    await expect(about.locator('.ProseMirror')).toBeVisible();
    violations.push(...(await violationsOn(page)).map((violation) => `about editor: ${violation}`));

    expect(violations).toEqual([]);
    expect(consoleReports).toEqual([]);
  });

  test('each response has its own nonce, and JSON answers carry no page policy', async ({ request }) => {
    const nonceOf = async () => {
      const policy = (await request.get('/account/login')).headers()['content-security-policy'] ?? '';
      return /'nonce-([^']+)'/.exec(policy)?.[1];
    };
    const first = await nonceOf();
    expect(first).toBeTruthy();
    expect(await nonceOf()).not.toBe(first);
    const api = await request.get('/api/v1/health');
    expect(api.headers()['content-security-policy']).toBeUndefined();
  });
});
