import { searchMessages } from '@porchlight/core/search/search.messages';
import { DEMO_CUSTOMER, register, signIn, waitOutSubmitDebounce } from './fixtures/auth';
import { waitForHydration } from './fixtures/hydration';
import { expect, type Page, test } from './fixtures/test';

/** Demo data (packages/db/src/seed/demo.ts): Austin, TX providers around 78701. */
const AUSTIN_ZIP = '78701';

/** The landing page, hydrated (the featured cards are in its HTML; no loading placeholders remain). */
async function openLanding(page: Page, path = '/search'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Featured Professionals' })).toBeVisible();
  await expect(page.getByLabel('Loading featured professionals')).toHaveCount(0);
}

// The service box follows the ARIA combobox pattern (its suggestions are a listbox).
const serviceBox = (page: Page) => page.getByRole('combobox', { name: 'Service' });
const zipBox = (page: Page) => page.getByRole('textbox', { name: 'Zip code' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' }).getByRole('article');

test.describe('search', () => {
  test('a visitor finds a plumber from a misspelled service and a zip, then opens the profile', {
    tag: '@phone',
  }, async ({ page }) => {
    await openLanding(page);
    await expect(page).toHaveTitle('Find Professionals on Porchlight');
    await expect(serviceBox(page)).toHaveAttribute('placeholder', searchMessages.servicePlaceholder);
    await expect(zipBox(page)).toHaveAttribute('placeholder', searchMessages.zipPlaceholder);

    await serviceBox(page).fill('plumbr');
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByText('Popular Services', { exact: true })).toBeVisible();
    await suggestions.getByRole('option', { name: /^Plumbing/ }).click();
    await expect(serviceBox(page)).toHaveValue('Plumbing');

    await zipBox(page).fill(AUSTIN_ZIP);
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/search\/Plumbing\/78701$/);
    await expect(page).toHaveTitle('Plumbing Companies on Porchlight');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plumbing Companies on Porchlight' }),
    ).toBeVisible();
    await expect(
      page.getByText('6 companies found for "Plumbing" within 25 miles of 78701 (Austin, TX)'),
    ).toBeVisible();
    const card = results(page).filter({ hasText: 'Lone Star Plumbing Pros' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/\(\d{3}\) \d{3}-\d{4}/)).toBeVisible();
    await expect(card.getByText('Austin, TX')).toBeVisible();

    // A wider radius is in the address; the default 25 never is.
    await page.getByLabel('Distance').selectOption('100');
    await expect(page).toHaveURL(/\/search\/Plumbing\/78701\?radius=100$/);
    await expect(page.getByText(/within 100 miles of 78701/)).toBeVisible();
    await page.getByLabel('Distance').selectOption('25');
    await expect(page).toHaveURL(/\/search\/Plumbing\/78701$/);

    await results(page).getByRole('link', { name: 'Lone Star Plumbing Pros' }).click();
    await expect(page).toHaveURL(/\/company\/lone-star-plumbing-pros$/);
  });

  test('the autocomplete offers services for a typo, pros, places, and says when nothing matches', async ({
    page,
  }) => {
    await openLanding(page);
    const suggestions = page.getByRole('listbox');

    await serviceBox(page).fill('hose cleening');
    await expect(suggestions.getByRole('option').first()).toContainText('House Cleaning');

    // A place fills the zip box and leaves the service box for the service.
    await zipBox(page).fill(AUSTIN_ZIP);
    await serviceBox(page).fill('austin');
    await expect(suggestions.getByText('Google Places', { exact: true })).toBeVisible();
    await suggestions.getByRole('option', { name: /Austin, TX/ }).click();
    await expect(zipBox(page)).toHaveValue(/^787\d\d$/);
    await expect(serviceBox(page)).toHaveValue('');

    await serviceBox(page).fill('zzqxj');
    await expect(suggestions.getByText(searchMessages.noServicesFound)).toBeVisible();

    // A pro opens its profile directly.
    await serviceBox(page).fill('lone star');
    await expect(suggestions.getByText('Pros', { exact: true })).toBeVisible();
    await suggestions.getByRole('option', { name: /Lone Star Plumbing Pros/ }).click();
    await expect(page).toHaveURL(/\/company\/lone-star-plumbing-pros$/);
  });

  test('the form requires a zip in the right format and remembers it', async ({ page }) => {
    await openLanding(page);
    await serviceBox(page).fill('house cleaning');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(searchMessages.zipRequired)).toBeVisible();

    await zipBox(page).fill('7870');
    await waitOutSubmitDebounce(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(searchMessages.zipInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);

    await zipBox(page).fill('78701');
    await waitOutSubmitDebounce(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/house\+cleaning\/78701$/);
    await expect(page).toHaveTitle('House Cleaning Companies on Porchlight');
    // The demo Pro books online: its card says so with its next time (issue 34), and the filter keeps it.
    const brightNest = results(page).filter({ hasText: 'Bright Nest Cleaning Co.' });
    await expect(brightNest).toContainText(/Books online\s*Next: (Today|Tomorrow|\w{3}) .*(AM|PM)/);
    const others = await results(page).count();
    await page.getByRole('link', { name: /Books online only/ }).click();
    await expect(page).toHaveURL(/\/search\/house\+cleaning\/78701\?booking=online$/);
    await expect(results(page).filter({ hasNotText: 'Books online' })).toHaveCount(0);
    await expect(brightNest).toBeVisible();
    expect(await results(page).count()).toBeLessThan(others);

    // Back on the landing page the zip is prefilled from this browser's storage.
    await openLanding(page, '/');
    await expect(zipBox(page)).toHaveValue('78701');
  });

  test('with no remembered zip, the browser position fills the zip box', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({
      baseURL,
      viewport: testInfo.project.use.viewport,
      geolocation: { latitude: 39.7392, longitude: -104.9903 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await openLanding(page);
    await expect(zipBox(page)).toHaveValue(/^802\d\d$/);
    await context.close();
  });

  test('quick links and popular services search with the zip in the box', async ({ page }) => {
    await openLanding(page, '/');
    await zipBox(page).fill(AUSTIN_ZIP);

    await page.getByRole('button', { name: 'Exterior' }).click();
    await page.getByRole('menuitem', { name: 'Pools and Spas' }).click();
    await expect(page).toHaveURL(/\/search\/Pools\+and\+Spas\/78701$/);
    await expect(page).toHaveTitle('Pools and Spa Companies on Porchlight');
    await expect(results(page).filter({ hasText: 'Austin Pool Doctors' })).toBeVisible();

    await openLanding(page, '/');
    await page.getByRole('button', { name: 'Home Services' }).click();
    await expect(page.getByRole('menuitem', { name: 'Pest Control' })).toHaveAttribute(
      'href',
      '/search/Pest+Control/78701',
    );
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Popular Services' })
      .getByRole('link', { name: 'Landscaping' })
      .click();
    await expect(page).toHaveURL(/\/search\/Landscaping\/78701$/);
    await expect(results(page).filter({ hasText: 'Hill Country Lawn & Landscape' })).toBeVisible();
  });

  test('results page through pages and page sizes, server-rendered', async ({ page, request }) => {
    // Without JavaScript the results are already in the HTML. Plumbing anywhere finds the plumbers of
    // every demo metro (6 near each metro's zip): more than one page of 10 and of 25, less than 50.
    const html = await (await request.get('/search/plumbing')).text();
    const found = Number(/(\d+) companies found for &quot;plumbing&quot;/.exec(html)?.[1]);
    expect(found).toBeGreaterThan(25);
    expect(found).toBeLessThanOrEqual(50);

    await page.goto('/search/plumbing');
    await expect(page.getByText(`${found} companies found for "plumbing"`)).toBeVisible();
    await expect(results(page)).toHaveCount(10);
    const firstOnPageOne = await results(page).first().getByRole('link').first().textContent();

    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/plumbing\?page=2$/);
    await expect(results(page)).toHaveCount(10);
    await expect(results(page).first()).not.toContainText(firstOnPageOne ?? '');

    await page.getByLabel('Results per page').selectOption('50');
    await expect(page).toHaveURL(/\/search\/plumbing\?rows=50$/);
    await expect(results(page)).toHaveCount(found);
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('keyboard only: Tab to Sort by, an arrow key opens the friends dialog, Escape gives the select back, Enter logs in', async ({
    page,
  }) => {
    await page.goto(`/search/house+cleaning/${AUSTIN_ZIP}`);
    const sort = sortSelect(page);
    // Enabled once hydrated (before that a change would be lost, as for a person).
    await expect(sort).toBeEnabled();
    await expect(sort).toHaveValue('relevance');

    // From the top of the page, Tab alone reaches the select.
    for (let presses = 0; presses < 80; presses += 1) {
      if (await sort.evaluate((select) => select === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(sort).toBeFocused();

    const dialog = page.getByRole('dialog', { name: 'Sort by friend recommendations' });
    const loginLink = dialog.getByRole('link', { name: 'Login' });
    const registerLink = dialog.getByRole('link', { name: 'Create Account' });
    await page.keyboard.press('ArrowDown');
    await expect(dialog).toBeVisible();
    await expect(loginLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(registerLink).toBeFocused();

    // Escape closes it and puts the keyboard back on the select, still on relevance.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sort).toBeFocused();
    await expect(sort).toHaveValue('relevance');

    await page.keyboard.press('ArrowDown');
    await expect(loginLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/account\/login\?returnTo=%2Fsearch%2Fhouse%2Bcleaning%2F78701%3FsortBy%3Dfriends$/,
    );
  });

  test.describe('by touch', { tag: '@phone' }, () => {
    test.use({ hasTouch: true });

    test('tap: the Sort select takes the tap, friend recommendations opens the dialog, Create Account is tappable', async ({
      page,
    }) => {
      await page.goto(`/search/house+cleaning/${AUSTIN_ZIP}`);
      const sort = sortSelect(page);
      await expect(sort).toBeEnabled();
      // The tap lands on the select itself (nothing covers it), then the phone's picker chooses.
      await sort.tap();
      await expect(sort).toBeFocused();
      await sort.selectOption('friends');

      const dialog = page.getByRole('dialog', { name: 'Sort by friend recommendations' });
      await expect(dialog).toBeVisible();
      await expect(sort).toHaveValue('relevance');
      const loginLink = dialog.getByRole('link', { name: 'Login' });
      const registerLink = dialog.getByRole('link', { name: 'Create Account' });
      await expect(loginLink).toBeInViewport({ ratio: 1 });
      await expect(registerLink).toBeInViewport({ ratio: 1 });
      await registerLink.tap();
      await expect(page).toHaveURL(
        /\/account\/register\?returnTo=%2Fsearch%2Fhouse%2Bcleaning%2F78701%3FsortBy%3Dfriends$/,
      );
    });
  });

  test('a visitor sorting by friend recommendations is asked to log in, and comes back sorted', async ({
    page,
  }) => {
    await page.goto('/search/house+cleaning');
    await expect(sortSelect(page)).toHaveValue('relevance');
    await sortSelect(page).selectOption('friends');

    const dialog = page.getByRole('dialog', { name: 'Sort by friend recommendations' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create Account' })).toBeVisible();
    await expect(sortSelect(page)).toHaveValue('relevance');
    await dialog.getByRole('link', { name: 'Login' }).click();

    await expect(page).toHaveURL(
      /\/account\/login\?returnTo=%2Fsearch%2Fhouse%2Bcleaning%3FsortBy%3Dfriends$/,
    );
    await page.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/search\/house\+cleaning\?sortBy=friends$/);
    await expect(sortSelect(page)).toHaveValue('friends');
  });

  test('a logged-in customer sorts by friends by default and sees friend reviews', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER);
    await page.goto('/search/house+cleaning');
    await expect(sortSelect(page)).toHaveValue('friends');
    const card = results(page).first();
    await expect(card).toContainText('Bright Nest Cleaning Co.');
    await expect(card.getByText(/\d+ friend reviews?/)).toBeVisible();

    await sortSelect(page).selectOption('relevance');
    await expect(page).toHaveURL(/\/search\/house\+cleaning\?sortBy=relevance$/);
  });

  // Registers a new account: once is enough.
  test('a member without friends is pointed to the friends page', async ({ page }) => {
    await register(page);
    await page.goto('/search/plumbing');
    await page.getByRole('link', { name: 'You have 0 friends on Porchlight' }).click();
    await expect(page).toHaveURL(/\/account\/my-friends$/);
  });

  test('no results: the empty state invites businesses and shares the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/search/plumbing/99950');
    await expect(
      page.getByRole('heading', { name: '0 companies found for "plumbing" in your area' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'List your business for free' }).first()).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share this link' }).click();
    await expect(page.getByText(searchMessages.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/search\/plumbing\/99950$/);

    await page.goto('/search/zzqxjw');
    await expect(page.getByRole('heading', { name: '0 companies found for "zzqxjw"' })).toBeVisible();
  });
});
