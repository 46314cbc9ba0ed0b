import { isMobile } from './fixtures/auth';
import { waitForHydration } from './fixtures/hydration';
import { expect, type Page, test } from './fixtures/test';
import { e2ePort } from './servers';

/**
 * A visitor on every page of a provider's profile site (spec 1 §2), at 1280 px (desktop project) and
 * 390 px (mobile project). Demo data: Bright Nest Cleaning Co. (Pro, verified, one category 'Cleaning',
 * six photos), Austin Pool Doctors (unclaimed), Chi-Town Movers (request forms off).
 */

const NAME = 'Bright Nest Cleaning Co.';
/** The main site on this worker's server (e2e/servers.ts): canonical links and the sitemap name it. */
const mainSite = () => `http://localhost:${e2ePort(test.info().parallelIndex)}`;
const HOME = '/company/bright-nest-cleaning-co';

/** The map's tile server (MAP_TILE_URL's default); no test machine reaches it, so tests answer for it. */
const TILES = 'https://tile.openstreetmap.org/**';
/** A 1x1 PNG, enough for Leaflet to count a tile as loaded. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A menu entry, wherever the viewport puts it (inline on desktop, under 'More' on phones). */
async function openMenuEntry(page: Page, label: string, mobile: boolean) {
  await waitForHydration(page);
  const inMore = ['Contact', 'About', 'Reviews', 'Client Hub'].includes(label);
  if (mobile && inMore) {
    await page
      .getByRole('navigation', { name: 'Company pages' })
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('menuitem', { name: label }).click();
  } else {
    const nav = page.getByRole('navigation', { name: mobile ? 'Company pages' : 'Company' });
    await nav.getByRole('link', { name: label, exact: true }).click();
  }
}

test.describe('profile site for a visitor', () => {
  test(
    'home: header, rating line, services, photos, contact box and footer',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const response = await page.goto(HOME);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${NAME} Serving Austin TX and Surrounding Areas`);
      await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Verified business' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^\d+ reviews$/ }).first()).toHaveAttribute(
        'href',
        `${HOME}/reviews`,
      );
      await expect(page.getByRole('link', { name: 'Leave a review' }).first()).toHaveAttribute(
        'href',
        `${HOME}/reviews/new`,
      );
      await expect(page.getByTestId('banner-overlay')).toContainText('Austin, TX');
      await expect(
        page.getByTestId('profile-banner').getByRole('link', { name: 'Photo Gallery' }),
      ).toBeVisible();

      const services = page.getByRole('region', { name: 'Services' });
      await expect(services.getByRole('link', { name: /Cleaning|Washing/ })).toHaveCount(6);
      await expect(services.getByRole('link', { name: 'View all services' })).toBeVisible();
      const gallery = page.getByRole('region', { name: 'Photo Gallery' });
      await expect(gallery.getByRole('link', { name: /^Open / })).toHaveCount(6);
      await expect(gallery.getByRole('link', { name: 'See all photos' })).toHaveAttribute(
        'href',
        `${HOME}/photos`,
      );

      await expect(page.getByText('(512)').first()).toBeVisible();
      await expect(page.getByTestId('hours').first()).toContainText('Mon - Fri');
      await expect(page.getByTestId('profile-map').or(page.getByTestId('map-fallback'))).toBeVisible();
      // The wizard opens in a dialog from the home page (e2e/pricing.spec.ts walks it).
      await expect(page.getByRole('button', { name: 'Request Pricing & Availability' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );

      const footer = page.getByTestId('profile-footer');
      for (const block of ['Contact Us Today', 'Services', 'Information', 'Social']) {
        await expect(footer.getByRole('heading', { name: block })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
      // Not the owner: no upsell, no owner hints.
      await expect(page.getByText('Only you can see this message.')).toHaveCount(0);

      if (isMobile(testInfo)) {
        const compact = page.getByRole('navigation', { name: 'Company pages' });
        await expect(compact.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
        await expect(compact.getByRole('link', { name: 'Contact', exact: true })).toHaveCount(0);
        await compact.getByRole('button', { name: 'More' }).click();
        for (const label of ['Contact', 'About', 'Reviews', 'Client Hub']) {
          await expect(page.getByRole('menuitem', { name: label })).toBeVisible();
        }
      } else {
        const menu = page.getByRole('navigation', { name: 'Company' });
        for (const label of ['Home', 'Services', 'Gallery', 'Contact', 'About', 'Reviews', 'Client Hub']) {
          await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
        }
        // One category: Services goes straight to it; the dropdown lists offers and 'View all services'.
        await expect(menu.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
          'href',
          `${HOME}/services/cleaning`,
        );
        await menu.getByRole('link', { name: 'Services', exact: true }).hover();
        await expect(page.getByRole('menuitem', { name: 'View all services' })).toBeVisible();
        await expect(page.getByRole('menuitem')).toHaveCount(8);
      }
    },
  );

  test('the home page is in the HTML without JavaScript, with JSON-LD and a canonical link', async ({
    request,
  }) => {
    const response = await request.get(HOME);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="`);
    expect(html).toContain(NAME);
    expect(html).toContain('House Cleaning');
    expect(html).toContain('Mon - Fri');
    expect(html).toContain(`<link rel="canonical" href="${mainSite()}${HOME}"/>`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const business = JSON.parse(jsonLd!);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: NAME,
      address: { addressLocality: 'Austin', addressRegion: 'TX' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
    expect(business.geo.latitude).toBeGreaterThan(30);
    expect(business.openingHoursSpecification.length).toBeGreaterThan(0);
  });

  test(
    'menu pages: about, reviews, client hub and contact',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const mobile = isMobile(testInfo);
      await page.goto(HOME);
      await openMenuEntry(page, 'About', mobile);
      await expect(page).toHaveURL(`${HOME}/about`);
      await expect(page).toHaveTitle(`About ${NAME} in Austin Texas`);
      await expect(page.getByRole('heading', { level: 1, name: `About ${NAME}` })).toBeVisible();
      await expect(page.getByTestId('about-text')).toContainText('Why neighbors choose us');

      await openMenuEntry(page, 'Reviews', mobile);
      await expect(page).toHaveTitle(`Customer Reviews for ${NAME}`);
      await expect(page.getByRole('heading', { level: 1, name: `Reviews for ${NAME}` })).toBeVisible();
      await expect(page.getByTestId('review').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();

      await openMenuEntry(page, 'Client Hub', mobile);
      await expect(page).toHaveTitle(`Client Hub for ${NAME}`);
      await expect(page.getByRole('heading', { level: 1, name: `Client Hub for ${NAME}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register' }).last()).toBeVisible();

      await openMenuEntry(page, 'Contact', mobile);
      await expect(page).toHaveTitle(`Contact ${NAME}`);
      await expect(page.getByRole('heading', { level: 1, name: `Contact ${NAME}` })).toBeVisible();
    },
  );

  test('the map draws its tiles, and without a tile server shows the address and directions', async ({
    page,
  }) => {
    await page.route(TILES, (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
    await page.goto(HOME);
    await page.getByTestId('profile-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached();
    await expect(page.getByTestId('map-fallback')).toHaveCount(0);

    // Offline or blocked: the first failed tile ends the map; no stream of failed requests follows.
    await page.unroute(TILES);
    let tileRequests = 0;
    await page.route(TILES, (route) => {
      tileRequests += 1;
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await page.getByTestId('profile-map').scrollIntoViewIfNeeded();
    const fallback = page.getByRole('region', { name: `Where to find ${NAME}` });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Austin, TX');
    await expect(fallback.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    const asked = tileRequests;
    await page.waitForTimeout(1500);
    expect(tileRequests).toBe(asked);
    // One screenful of tiles is asked for at once, at most; never one request after another.
    expect(asked).toBeLessThanOrEqual(30);
  });

  test('gallery: viewer with wrap-around, address per photo, back button and deep links', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto(`${HOME}/photos`);
    await expect(page).toHaveTitle(`Photo Gallery for ${NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: `${NAME} Photo Gallery` })).toBeVisible();
    const tiles = page.getByRole('list', { name: `${NAME} Photo Gallery` }).getByRole('link');
    await expect(tiles).toHaveCount(6);
    const names = await tiles.evaluateAll((links) =>
      links.map((link) => (link.getAttribute('href') ?? '').split('/').pop() ?? ''),
    );
    // Captions are words, never the file's slug: 'kitchen-deep-clean-1' shows as 'Kitchen deep clean'.
    const captions = await tiles.evaluateAll((links) =>
      links.map((link) => (link.getAttribute('aria-label') ?? '').replace('Open ', '')),
    );
    for (const caption of captions) expect(caption).toMatch(/^[A-Z][a-z]+(?: [a-z]+)*$/);
    await expect(tiles.first().getByRole('img')).toHaveAttribute('alt', captions[0] ?? '');

    await tiles.first().click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(`${HOME}/photos/${names[0]}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(page).toHaveURL(`${HOME}/photos/${names[5]}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page).toHaveURL(`${HOME}/photos/${names[1]}`);
    await expect(viewer).toContainText(`2 / 6 · ${captions[1]}`);

    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(`${HOME}/photos`);

    await page.goto(`${HOME}/photos/${names[2]}`);
    await expect(page.getByTestId('photo-viewer')).toContainText(`3 / 6 · ${captions[2]}`);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByTestId('photo-viewer')).toBeHidden();
    await expect(page).toHaveURL(`${HOME}/photos`);
  });

  test('services: list, category, subcategory jump links, offer with photo and a missing offer', async ({
    page,
  }) => {
    await page.goto(`${HOME}/services`);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await page.getByRole('link', { name: 'Cleaning', exact: true }).first().click();
    await expect(page).toHaveURL(`${HOME}/services/cleaning`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cleaning' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', HOME);
    await expect(crumbs.getByRole('link', { name: 'Services' })).toBeVisible();

    await page.getByRole('link', { name: 'Home Cleaning' }).click();
    await expect(page).toHaveURL(`${HOME}/services/cleaning/home-cleaning`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home Cleaning' })).toBeVisible();
    const jump = page.getByTestId('jump-links');
    await expect(jump.getByRole('link', { name: 'Deep Cleaning' })).toHaveAttribute('href', '#deep-cleaning');
    await expect(crumbs.getByRole('link', { name: 'Cleaning', exact: true })).toBeVisible();

    await page.goto(`${HOME}/services/house-cleaning`);
    await expect(page).toHaveTitle(`House Cleaning by ${NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'House Cleaning' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Home Cleaning' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Pricing & Availability' })).toBeVisible();
    const photo = page.getByRole('list', { name: 'House Cleaning photos' }).getByRole('link').first();
    await photo.click();
    await expect(page.getByTestId('photo-viewer')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${HOME}/services/house-cleaning/[a-z0-9-]+$`));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${HOME}/services/house-cleaning`);

    await page.goto(`${HOME}/services/gutter-guards`);
    await expect(page.getByText('This offer is not available.')).toBeVisible();
  });

  test('contact: every message, then the thank-you state', async ({ page }) => {
    await page.goto(`${HOME}/contact-us`);
    const form = page.getByRole('form', { name: 'Contact Us' });
    await form.getByRole('radio', { name: 'Email or Phone' }).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('A first name is required')).toBeVisible();
    await expect(form.getByText('An email address is required')).toBeVisible();
    await expect(form.getByText('A phone number is required')).toBeVisible();
    await expect(form.getByText('A description is required')).toBeVisible();

    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Last name').fill('Visitor');
    await form.getByLabel('Email address').fill('casey@');
    await form.getByLabel('Phone number').pressSequentially('512555');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();

    await form.getByLabel('Email address').fill('casey@example.com');
    await form.getByLabel('Phone number').press('End');
    await form.getByLabel('Phone number').pressSequentially('0199');
    await expect(form.getByLabel('Phone number')).toHaveValue('(512) 555-0199');
    // On the main site a description mentioning SEO is fine.
    await form.getByLabel('Description').fill('Deep clean before we move out, and SEO is not what I need.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-thank-you')).toContainText('Thank you!');
    await expect(page.getByTestId('contact-thank-you')).toContainText(/Reference number: #\d+/);
  });

  test('an unclaimed profile shows the notice and Customer Reviews on the banner', async ({ page }) => {
    // Not one the onboarding journeys claim (e2e/onboarding.spec.ts).
    await page.goto('/company/fenway-painting-co');
    await expect(page.getByTestId('unclaimed-notice')).toContainText(
      'This business has not been claimed yet',
    );
    await expect(
      page.getByTestId('profile-banner').getByRole('link', { name: 'Customer Reviews' }),
    ).toBeVisible();
  });

  test('request forms off: no Contact Us form and no pricing box', async ({ page }) => {
    await page.goto('/company/chi-town-movers/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Chi-Town Movers' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact Us' })).toHaveCount(0);
    await page.goto('/company/chi-town-movers');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi-Town Movers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Pricing & Availability' })).toHaveCount(0);
  });

  test('missing companies and pages answer 404 with the spec texts', async ({ page, request }) => {
    const missing = await page.goto('/company/nobody-at-this-address');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('<404> Company "nobody-at-this-address" Not Found');
    await expect(
      page.getByRole('heading', { name: '<404> Company "nobody-at-this-address" Not Found' }),
    ).toBeVisible();

    // Unpublished: the same 404 for a visitor.
    expect((await request.get('/company/live-oak-handyman-services')).status()).toBe(404);
    const html = await (await request.get('/company/nobody-at-this-address')).text();
    expect(html).toContain('Company &quot;nobody-at-this-address&quot; Not Found');

    const noUrl = await page.goto('/company');
    expect(noUrl?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Company URL is Required' })).toBeVisible();

    const noPage = await page.goto(`${HOME}/pricing`);
    expect(noPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('robots.txt and sitemap.xml', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${mainSite()}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${mainSite()}${HOME}</loc>`);
    expect(xml).toContain(`<loc>${mainSite()}${HOME}/photos</loc>`);
    expect(xml).not.toContain('live-oak-handyman-services');
  });
});
