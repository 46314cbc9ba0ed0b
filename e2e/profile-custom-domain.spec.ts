import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures/auth';

/**
 * A provider's custom domain (spec 1 "Page routing"): brightnest.example resolves to this machine
 * (Chromium's --host-resolver-rules), the pages sit at the site root, links carry no /company prefix,
 * the canonical link points to the main site and nobody edits there.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE = `http://brightnest.example:${PORT}`;
const MAIN = `http://localhost:${PORT}`;
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
    const response = await page.goto(`${SITE}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${NAME} Serving Austin TX and Surrounding Areas`);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${MAIN}/company/bright-nest-cleaning-co`,
    );
    // The provider's own site: no marketplace header, a 'Crafted by' footer line.
    await expect(page.getByRole('link', { name: 'Find a Pro' })).toHaveCount(0);
    await expect(page.getByText(`Crafted by ${NAME} - Powered by`)).toBeVisible();
    await expect(
      page.getByTestId('profile-footer').getByRole('link', { name: 'Photo Gallery' }),
    ).toHaveAttribute('href', '/photos');

    await page.getByTestId('profile-footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(`${SITE}/about`);
    await expect(page.getByRole('heading', { level: 1, name: `About ${NAME}` })).toBeVisible();

    await page.goto(`${SITE}/photos`);
    const first = page
      .getByRole('list', { name: `${NAME} Photo Gallery` })
      .getByRole('link')
      .first();
    await first.click();
    await expect(page).toHaveURL(/\/photos\/[a-z0-9-]+$/);
    expect(new URL(page.url()).pathname.startsWith('/company')).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(`${SITE}/photos`);
  });

  test('the Contact Us form refuses SEO pitches there', async ({ page }) => {
    await page.goto(`${SITE}/contact-us`);
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
