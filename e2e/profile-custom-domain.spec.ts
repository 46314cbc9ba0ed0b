import { DEMO_PASSWORD } from './fixtures/auth';
import { waitForHydration } from './fixtures/hydration';
import { expect, test } from './fixtures/test';
import { e2ePort } from './servers';

/**
 * A provider's custom domain (spec 1 "Page routing"): brightnest.example resolves to this machine
 * (Chromium's --host-resolver-rules), the pages sit at the site root, links carry no /company prefix,
 * the canonical link points to the main site and nobody edits there.
 */

/** The custom domain and the main site on this worker's server (e2e/servers.ts). */
const site = () => `http://brightnest.example:${e2ePort(test.info().parallelIndex)}`;
const mainSite = () => `http://localhost:${e2ePort(test.info().parallelIndex)}`;
const NAME = 'Bright Nest Cleaning Co.';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP brightnest.example 127.0.0.1',
    ],
  },
});

test.describe('custom domain', () => {
  test('serves the profile at the site root with links without /company', async ({ page }) => {
    const response = await page.goto(`${site()}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${NAME} Serving Austin TX and Surrounding Areas`);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${mainSite()}/company/bright-nest-cleaning-co`,
    );
    // The provider's own site: no marketplace header, a 'Crafted by' footer line.
    await expect(page.getByRole('link', { name: 'Find a Pro' })).toHaveCount(0);
    await expect(page.getByText(`Crafted by ${NAME} - Powered by`)).toBeVisible();
    await expect(
      page.getByTestId('profile-footer').getByRole('link', { name: 'Photo Gallery' }),
    ).toHaveAttribute('href', '/photos');

    await page.getByTestId('profile-footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(`${site()}/about`);
    await expect(page.getByRole('heading', { level: 1, name: `About ${NAME}` })).toBeVisible();

    await page.goto(`${site()}/photos`);
    const first = page
      .getByRole('list', { name: `${NAME} Photo Gallery` })
      .getByRole('link')
      .first();
    await first.click();
    await expect(page).toHaveURL(/\/photos\/[a-z0-9-]+$/);
    expect(new URL(page.url()).pathname.startsWith('/company')).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(`${site()}/photos`);
  });

  test('every asset a page links answers there (icons, manifest, fonts, images, scripts)', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === site() && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/', '/photos', '/reviews', '/about', '/contact-us']) {
      await page.goto(`${site()}${path}`);
      await page.waitForLoadState('load');
      // Everything the markup names, whether or not the browser fetched it yet (e.g. the icon, a lazy image).
      const statuses = await page.evaluate(async (origin) => {
        const urls = new Set<string>();
        const add = (value: string | null) => {
          if (!value) return;
          const url = new URL(value, location.href);
          if (url.origin === origin) urls.add(url.href);
        };
        for (const link of document.querySelectorAll('link[href]')) add(link.getAttribute('href'));
        for (const element of document.querySelectorAll('script[src], img[src], source[src], video[src]'))
          add(element.getAttribute('src'));
        for (const element of document.querySelectorAll('img[srcset], source[srcset]'))
          for (const candidate of (element.getAttribute('srcset') ?? '').split(','))
            add(candidate.trim().split(/\s+/)[0] ?? null);
        for (const meta of document.querySelectorAll('meta[content^="/"]')) add(meta.getAttribute('content'));
        return Promise.all(
          [...urls].map(async (url) => `${(await fetch(url, { credentials: 'omit' })).status} ${url}`),
        );
      }, site());
      expect(statuses.length, `assets linked by ${path}`).toBeGreaterThan(3);
      failed.push(...statuses.filter((line) => !line.startsWith('200 ')));
    }
    expect(failed).toEqual([]);
  });

  test('the Contact Us form refuses SEO pitches there', async ({ page }) => {
    await page.goto(`${site()}/contact-us`);
    // Cached pages hydrate after their first paint: typing earlier is lost.
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Email address').fill('sam@seo-agency.example');
    await form.getByLabel('Description').fill('We offer SEO services to get you to the top of Google.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Soliciting services is not allowed.')).toBeVisible();

    await form.getByLabel('Description').fill('Can you clean a two-bedroom flat on Friday?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-thank-you')).toBeVisible();
  });

  test('a Host header names the provider; the owner gets no edit controls there', async ({ request }) => {
    const visitor = await (await request.get('/', { headers: { host: 'brightnest.example' } })).text();
    expect(visitor).toContain(NAME);
    expect(visitor).toContain('href="/reviews"');
    expect(visitor).not.toContain('href="/company/bright-nest-cleaning-co/reviews"');

    const login = await request.post('/api/v1/auth/login', {
      data: { email: 'pro@porchlight.test', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const onMainSite = await (await request.get('/company/bright-nest-cleaning-co')).text();
    expect(onMainSite).toContain('data-testid="owner-banner-controls"');
    const onDomain = await (await request.get('/', { headers: { host: 'brightnest.example' } })).text();
    expect(onDomain).not.toContain('data-testid="owner-banner-controls"');
    await request.post('/api/v1/auth/logout', { data: {} });
  });
});
