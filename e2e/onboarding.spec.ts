import {
  accountMenu,
  DEMO_PASSWORD,
  fillRegisterForm,
  fullName,
  newUser,
  register,
  signIn,
  waitOutSubmitDebounce,
} from './fixtures/auth';
import { dismissAutoBannerDialog, openBy } from './fixtures/dialogs';
import { waitForHydration } from './fixtures/hydration';
import { tabTo } from './fixtures/keyboard';
import { claimCodes } from './fixtures/mailbox';
import { expect, type Page, type TestInfo, test } from './fixtures/test';
import { claimableProfile } from './fixtures/unclaimed';

/** Providers get in alone (spec 2 §2.1, §2.3, §4): create a company, claim one, the admin's listing. */

const CREATE_PATH = '/business/new';
/** Where the Claim This Business button is: an unclaimed profile's pages. */
const PROFILE_PREFIX = '/company/';
const stamp = () => Date.now().toString(36);

/** Unclaimed demo profiles with an e-mail; desktop and mobile each claim their own (one database). */
const CLAIMABLE = {
  desktop: { vanity: 'austin-pool-doctors', name: 'Austin Pool Doctors' },
  mobile: { vanity: 'georgia-pine-roofing', name: 'Georgia Pine Roofing' },
} as const;
/** Never claimed by these journeys: wrong codes only. */
const WRONG_CODE_TARGET = { vanity: 'northwest-pest-solutions', name: 'Northwest Pest Solutions' };
const NO_EMAIL_TARGET = { vanity: 'aspen-paws-pet-care', name: 'Aspen Paws Pet Care' };

/**
 * Screens to look at, at 1280 and 390 px, kept with the test's results (test-results/…/<name>.png) when
 * E2E_SCREENSHOTS is set: a dozen full-page shots a run are CPU the CI step goes without (a failing test
 * keeps its screenshot and trace anyway).
 */
async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const claimDialog = (page: Page) => page.getByRole('dialog', { name: 'Claim This Business' });

async function openClaimDialog(page: Page) {
  return openBy(() => page.getByRole('button', { name: 'Claim This Business' }).click(), claimDialog(page));
}

/** Clicks Send code (or Resend) and answers the code that e-mail carried. */
async function sendCode(providerName: string, send: () => Promise<void>): Promise<string> {
  const before = (await claimCodes(providerName)).length;
  await send();
  let codes: string[] = [];
  await expect
    .poll(async () => {
      codes = await claimCodes(providerName);
      return codes.length;
    })
    .toBeGreaterThan(before);
  return codes[codes.length - 1] as string;
}

/** A code of the same shape that is not `code`. */
function wrongCode(code: string, n: number): string {
  const candidate = `WRONG${n}`.replace(/[01ILO]/g, 'X').slice(0, 6);
  return candidate === code ? 'ZZZZZZ' : candidate;
}

test.describe('create your company profile', () => {
  test(
    'a new visitor registers from "List your business for free", creates a company by manual entry and lands on it',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const user = newUser({ firstName: 'Pat' });
      // Far from the metros the search journeys look at, with a service none of them searches for.
      const company = `Porchtest Chimney ${stamp()}`;

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'List your business for free' }).click();
      await expect(page).toHaveURL(/\/account\/register\?promote=1&returnTo=%2Fbusiness%2Fnew/);
      await fillRegisterForm(page, user);

      // Step 0: the free listing is always on; the website add-on is chosen for Publish later.
      await expect(page).toHaveURL(CREATE_PATH);
      await expect(page.getByRole('heading', { name: 'Create Your Company Profile' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /Marketplace listing/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /Marketplace listing/ })).toBeDisabled();
      await page.getByRole('checkbox', { name: /^Website/ }).check();
      await snap(page, testInfo, 'step0-interests');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 1: the business search, or manual entry.
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await page.getByRole('combobox', { name: 'Business name' }).fill('Bright');
      await expect(page.getByRole('option', { name: /Bright Nest Cleaning Co\./ })).toBeVisible();
      await snap(page, testInfo, 'step1-search');
      await page.getByRole('combobox', { name: 'Business name' }).press('Escape');
      await page.getByRole('button', { name: 'Enter your business manually' }).click();

      // Step 2: every rule of spec 2 §5 shows under its field.
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Create Profile' }).click();
      await expect(page.getByText('A company name is required')).toBeVisible();
      await expect(page.getByText('City is required')).toBeVisible();
      await expect(page.getByText('State is required')).toBeVisible();
      await expect(page.getByText('Zip code is required')).toBeVisible();
      await page.getByLabel('Company name').fill('Ab');
      await page.getByLabel('Zip code').fill('7870');
      await page.getByLabel('Website').fill('porchtest.example');
      await page.getByLabel('Phone number').fill('512555');
      await waitOutSubmitDebounce(page);
      await page.getByRole('button', { name: 'Create Profile' }).click();
      await expect(page.getByText('The company name must be 3 to 46 characters')).toBeVisible();
      await expect(page.getByText('Zip Code format is invalid')).toBeVisible();
      await expect(page.getByText('Website must be a full URL including http:// or https://')).toBeVisible();
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      await snap(page, testInfo, 'step2-errors');

      await page.getByLabel('Company name').fill(company);
      await page.getByLabel('Address', { exact: true }).fill('800 SW Broadway');
      await page.getByLabel('City').fill('Portland');
      // A reload mid-wizard keeps what was typed (sessionStorage).
      await page.reload();
      await expect(page.getByLabel('Company name')).toHaveValue(company);
      await expect(page.getByLabel('City')).toHaveValue('Portland');
      await page.getByRole('combobox', { name: /^State/ }).fill('Oregon');
      await page.getByRole('option', { name: 'Oregon' }).click();
      await page.getByLabel('Zip code').fill('97205');
      await page.getByLabel('Phone number').fill('5035550199');
      await expect(page.getByLabel('Phone number')).toHaveValue('(503) 555-0199');
      await page.getByLabel('Website').fill('https://porchtest.example');
      await snap(page, testInfo, 'step2-filled');

      // A double click creates one company.
      await page.getByRole('button', { name: 'Create Profile' }).dblclick();
      await expect(page).toHaveURL(/\/company\/porchtest-chimney-[a-z0-9]+$/);
      await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
      const vanityName = new URL(page.url()).pathname.split('/').pop() as string;

      // The add-offers flag and the chosen add-ons wait for the next steps.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'pl-add-offers')?.value).toBe(vanityName);
      const wanted = await page.evaluate(() => sessionStorage.getItem('pl-wanted-add-ons'));
      expect(JSON.parse(wanted ?? '{}')).toMatchObject({
        wantsFreeListing: true,
        wantsWebsite: true,
        vanityName,
      });
      await snap(page, testInfo, 'new-profile');

      // The first-time path (spec 2 §4): Add Services opens by itself, and leaving it without a
      // service warns first; the AI banner dialog does not count down over it.
      const addServices = page.getByRole('dialog', { name: 'Add Services' });
      await expect(addServices).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Generate banner with AI' })).toHaveCount(0);
      await addServices.getByRole('button', { name: 'Cancel' }).click();
      const incomplete = page.getByRole('dialog', { name: 'Your Profile is Incomplete' });
      await incomplete.getByRole('button', { name: 'Add services' }).click();
      await addServices.getByLabel('Find a service').fill('chimney sw');
      await addServices.getByRole('checkbox', { name: 'Chimney Sweep' }).check();
      await addServices.getByRole('button', { name: 'Add service' }).click();
      await expect(page.getByText('Services added successfully.')).toBeVisible();

      // Then a profile picture, a description and a banner are made, one after the other.
      const progress = page.getByRole('dialog', { name: 'Setting up your profile' });
      await expect(progress.locator('[data-state="complete"]')).toHaveCount(3, { timeout: 30_000 });
      await snap(page, testInfo, 'setup-progress');

      // The profile reopens as brand new: on notifications, with its dialog (spec 2 §4).
      const notifications = page.getByRole('dialog', { name: 'Customer Notifications' });
      await expect(notifications).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(notifications).toBeHidden();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'pl-add-offers')).toBe(false);
      await expect(page.getByRole('img', { name: `${company} logo` })).toBeVisible();

      const banner = page.getByRole('region', { name: 'Your profile is not public' });
      await expect(
        banner.getByText('A brief description is required in your general information'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Company details' }).click();
      await page.getByRole('menuitem', { name: 'General information' }).click();
      const general = page.getByRole('dialog', { name: 'Edit General Information' });
      await general.getByLabel('Brief description').fill('Chimney sweeping and inspections across Portland.');
      await general.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Company information updated')).toBeVisible();

      await banner.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Your profile is now public')).toBeVisible();
      await expect(banner).toHaveCount(0, { timeout: 15_000 });

      // Found by its service and zip, at once.
      await page.goto('/search/chimney+sweep/97205');
      await expect(page.getByRole('link', { name: company }).first()).toBeVisible();

      await page.goto('/account');
      await expect(page.getByRole('link', { name: company })).toHaveCount(1);
      await expect(accountMenu(page, fullName(user))).toBeVisible();
    },
  );

  test('visitors are asked to register first; Cancel asks "Are you sure" and Exit goes to the site root', async ({
    page,
  }) => {
    await page.goto(CREATE_PATH);
    await expect(page).toHaveURL(/\/account\/register\?promote=1&returnTo=%2Fbusiness%2Fnew/);
    await register(page, newUser(), CREATE_PATH);
    await expect(page).toHaveURL(CREATE_PATH);

    await page.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Keep going' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Create Your Company Profile' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('claim this business', () => {
  test(
    'a user claims an unclaimed demo profile with the e-mailed code',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const target = CLAIMABLE[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
      const user = newUser({ firstName: 'Clara' });

      // A visitor is sent to log in (here: register) and comes back to the open dialog.
      await page.goto(`${PROFILE_PREFIX}${target.vanity}`);
      // A click before hydration is lost, as it would be for a person: repeat it until it navigates.
      await expect(async () => {
        if (!page.url().includes('/account/login'))
          await page.getByRole('button', { name: 'Claim This Business' }).click();
        await expect(page).toHaveURL(/\/account\/login\?returnTo=/, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Create an account' }).click();
      await fillRegisterForm(page, user);
      const dialog = claimDialog(page);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PROFILE_PREFIX}${target.vanity}$`));
      await snap(page, testInfo, 'claim-intro');

      const code = await sendCode(target.name, () =>
        dialog.getByRole('button', { name: 'Send code' }).click(),
      );
      await expect(dialog.getByText(/We sent a verification code to h•••••@/)).toBeVisible();
      await snap(page, testInfo, 'claim-code');

      await dialog.getByLabel('Verification code').fill(code.toLowerCase());
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Profile claimed successfully.')).toBeVisible();
      // The page reloads for its new owner: no Claim button any more, the company is in the account menu.
      // (By test id: while the dialog is open, the page behind it is hidden from role queries.)
      await expect(page.getByTestId('unclaimed-notice')).toHaveCount(0, { timeout: 15_000 });
      await dismissAutoBannerDialog(page);
      await accountMenu(page, fullName(user)).click();
      await expect(page.getByRole('menuitem', { name: target.name })).toBeVisible();
    },
  );

  test('keyboard only: Claim This Business, Send code, the code, Verify', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const taken = [...Object.values(CLAIMABLE), WRONG_CODE_TARGET, NO_EMAIL_TARGET].map((p) => p.vanity);
    const target = await claimableProfile(testInfo.project.name === 'mobile' ? 1 : 0, taken);
    await register(page, newUser({ firstName: 'Kiko' }), `${PROFILE_PREFIX}${target.vanity}`);
    await waitForHydration(page);
    await tabTo(page, page.getByRole('button', { name: 'Claim This Business' }));
    await page.keyboard.press('Enter');
    const dialog = claimDialog(page);
    await expect(dialog).toBeVisible();
    const code = await sendCode(target.name, async () => {
      await tabTo(page, dialog.getByRole('button', { name: 'Send code' }), { limit: 10 });
      await page.keyboard.press('Enter');
    });
    await tabTo(page, dialog.getByLabel('Verification code'), { limit: 10 });
    await page.keyboard.type(code);
    await tabTo(page, dialog.getByRole('button', { name: 'Verify' }), { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Profile claimed successfully.')).toBeVisible();
    await expect(page.getByTestId('unclaimed-notice')).toHaveCount(0, { timeout: 15_000 });
  });

  test('five wrong codes kill the code; Resend sends a new one', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await register(page, newUser({ firstName: 'Wanda' }), `${PROFILE_PREFIX}${WRONG_CODE_TARGET.vanity}`);
    const dialog = await openClaimDialog(page);
    const code = await sendCode(WRONG_CODE_TARGET.name, () =>
      dialog.getByRole('button', { name: 'Send code' }).click(),
    );

    const field = dialog.getByLabel('Verification code');
    for (let n = 1; n <= 5; n++) {
      await field.fill(wrongCode(code, n));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog.getByText('Verification code is invalid or expired.')).toBeVisible();
      await waitOutSubmitDebounce(page);
    }
    // The right code is dead now too.
    await field.fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Verification code is invalid or expired.')).toBeVisible();
    await snap(page, testInfo, 'claim-code-dead');

    const fresh = await sendCode(WRONG_CODE_TARGET.name, () =>
      dialog.getByRole('button', { name: 'Resend code' }).click(),
    );
    await expect(page.getByText('A new verification code has been sent.')).toBeVisible();
    expect(fresh).not.toBe(code);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a profile without an e-mail tells the user to contact support by e-mail', async ({
    page,
  }, testInfo) => {
    await register(page, newUser(), `${PROFILE_PREFIX}${NO_EMAIL_TARGET.vanity}`);
    const dialog = await openClaimDialog(page);
    await expect(dialog.getByText(/has no email address on file/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
    await snap(page, testInfo, 'claim-no-email');
  });
});

test.describe('admin', () => {
  test('an admin lists an unclaimed company from the account menu', async ({ page }, testInfo) => {
    const company = `Porchtest Gutters ${stamp()}`;
    await signIn(page, { email: 'admin@porchlight.test', password: DEMO_PASSWORD });
    await page.goto('/');
    await accountMenu(page, 'Avery Quinn').click();
    await page.getByRole('menuitem', { name: 'Add unclaimed company' }).click();
    await expect(page.getByRole('heading', { name: 'Add an unclaimed company' })).toBeVisible();

    await page.getByRole('button', { name: 'Create unclaimed profile' }).click();
    await expect(page.getByText('Email address is required')).toBeVisible();
    await page.getByLabel("Owner's email address").fill('not-an-email');
    await waitOutSubmitDebounce(page);
    await page.getByRole('button', { name: 'Create unclaimed profile' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel("Owner's email address").fill(`owner-${stamp()}@example.test`);
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('City').fill('Denver');
    await page.getByRole('combobox', { name: /^State/ }).fill('Colorado');
    await page.getByRole('option', { name: 'Colorado' }).click();
    await page.getByLabel('Zip code').fill('80202');
    await waitOutSubmitDebounce(page);
    await page.getByRole('button', { name: 'Create unclaimed profile' }).click();
    const created = page.getByTestId('unclaimed-created');
    await expect(created).toContainText(company);
    await snap(page, testInfo, 'admin-unclaimed');
    await created.getByRole('link').click();
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  });

  test('the admin page is not there for other users', async ({ page }) => {
    await register(page, newUser());
    const response = await page.goto('/account/admin/unclaimed');
    expect(response?.status()).toBe(404);
  });
});
