import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { dismissAutoBannerDialog, openBy } from './fixtures/dialogs';
import { expect, type Page, test } from './fixtures/test';

/** owner@'s second company: unpublished, services and phone done, no brief description (demo data). */
const HALF_DONE = '/company/sam-patel-home-repair';

async function openDetailsDialog(page: Page, entry: string, dialog: string) {
  await openBy(
    () => page.getByRole('button', { name: 'Company details' }).click(),
    page.getByRole('menuitem', { name: entry }),
  );
  await page.getByRole('menuitem', { name: entry }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  return opened;
}

const stepButton = (page: Page, label: string | RegExp) =>
  page.getByRole('region', { name: 'Complete your profile' }).getByRole('button', { name: label });

test.describe('an owner completes and publishes a profile', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, { email: 'owner@porchlight.test', password: DEMO_PASSWORD });
  });

  test('fills in what Publish asks for, completes wizard steps, publishes and disables the profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Unique values: the demo data outlives a test, and the mobile run edits the same profile.
    const stamp = Date.now().toString(36);
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const banner = page.getByRole('region', { name: 'Your profile is not public' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Only you can see this message.')).toBeVisible();
    expect((await request.get(HALF_DONE)).status()).toBe(404);

    // Publish waits for a brief description (spec 2 §5 "Publish requirements").
    const publish = banner.getByRole('button', { name: 'Publish' });
    if (await banner.getByText('A brief description is required in your general information').isVisible()) {
      await expect(publish).toBeDisabled();
    }
    const general = await openDetailsDialog(page, 'General information', 'Edit General Information');
    await expect(general.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await general.getByLabel('Brief description').fill(`Handyman repairs\nin Denver, done right (${stamp}).`);
    // Line breaks become spaces as typed.
    await expect(general.getByLabel('Brief description')).toHaveValue(
      `Handyman repairs in Denver, done right (${stamp}).`,
    );
    await general.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Company information updated')).toBeVisible();
    await expect(banner.getByText('A brief description is required in your general information')).toHaveCount(
      0,
    );

    // Notifications through the wizard's own step (shown even once done, with Show completed).
    await page.getByRole('switch', { name: 'Show completed' }).check();
    await stepButton(page, /Customer Notifications/).click();
    await page.getByRole('button', { name: 'Set notifications' }).click();
    const notifications = page.getByRole('dialog', { name: 'Customer Notifications' });
    await notifications.getByLabel('Email address').first().fill('not-an-address');
    await notifications.getByRole('button', { name: 'Submit' }).click();
    await expect(notifications.getByText('Please enter a valid email address: not-an-address')).toBeVisible();
    await notifications.getByLabel('Email address').first().fill(`sam-${stamp}@samrepair.example`);
    await notifications.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Contact preferences updated successfully')).toBeVisible();
    await expect(stepButton(page, /Customer Notifications/).getByLabel('done')).toBeVisible();

    // Website: a full URL only.
    const website = await openDetailsDialog(page, 'Website', 'Configure Website');
    await website.getByRole('textbox', { name: 'Website' }).fill('samrepair.example');
    await website.getByRole('button', { name: 'Submit' }).click();
    await expect(website.getByText('Website must be a full URL including http:// or https://')).toBeVisible();
    await website.getByRole('textbox', { name: 'Website' }).fill(`https://${stamp}.samrepair.example`);
    await website.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Website updated successfully')).toBeVisible();

    await expect(publish).toBeEnabled();
    await publish.click();
    await expect(page.getByText('Your profile is now public')).toBeVisible();
    await expect(banner).toHaveCount(0, { timeout: 15_000 });
    expect((await request.get(HALF_DONE)).status()).toBe(200);

    // Disable Profile hides it again; the demo's starting state is back.
    await openBy(
      () => page.getByRole('button', { name: 'Company details' }).click(),
      page.getByRole('menuitem', { name: 'Disable Profile' }),
    );
    await page.getByRole('menuitem', { name: 'Disable Profile' }).click();
    await page
      .getByRole('dialog', { name: 'Disable Profile' })
      .getByRole('button', { name: 'Disable Profile' })
      .click();
    await expect(page.getByText('Your profile is no longer public')).toBeVisible();
    await expect(banner).toBeVisible({ timeout: 15_000 });
    expect((await request.get(HALF_DONE)).status()).toBe(404);
  });

  test('sets open hours with the day-named messages', async ({ page }) => {
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const hours = await openDetailsDialog(page, 'Open hours', 'Edit Open Hours');
    await hours.getByRole('switch', { name: 'Show Hours on Profile' }).check();
    const monday = hours.getByTestId('hours-mon');
    const opens = monday.getByLabel('Monday opens', { exact: true });
    // A time other than the saved one, so the form has changed (the demo data outlives a run).
    const next = (await opens.inputValue()) === '7:30' ? '6:45' : '7:30';
    await opens.fill('13');
    await hours.getByRole('button', { name: 'Submit' }).click();
    await expect(
      hours.getByText(
        "Monday's start time must be an hour between 1-12 with an optional colon followed by 0-59 for the minutes",
      ),
    ).toBeVisible();
    await opens.fill(next);
    await hours.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Hours updated successfully')).toBeVisible();
  });

  test('chooses the time zone the open hours are kept in (issue 33)', async ({ page }) => {
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const dialog = await openDetailsDialog(page, 'Time zone', 'Time Zone');
    const select = dialog.getByRole('combobox', { name: 'Time zone' });
    // A zone other than the saved one (the demo data outlives a run).
    const [choice, zone] = (await select.inputValue()).includes('Denver')
      ? ['Pacific Time (Los Angeles)', 'America/Los Angeles']
      : ['Mountain Time (Denver)', 'America/Denver'];
    await select.click();
    await page.getByRole('option', { name: choice }).click();
    await expect(dialog.getByTestId('time-zone-now')).toContainText(/It is \d{1,2}:\d{2} [AP]M there now/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Time zone updated successfully')).toBeVisible();

    const hours = await openDetailsDialog(page, 'Open hours', 'Edit Open Hours');
    await hours.getByRole('switch', { name: 'Show Hours on Profile' }).check();
    await expect(hours.getByText(`Times in ${zone}`)).toBeVisible();
  });

  test('adds services from a category, a whole subcategory at a time', async ({ page }) => {
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const dialog = await openDetailsDialog(page, 'Add services', 'Add Services');
    await dialog.getByText('From a category').click();
    const categories = dialog.getByLabel('Category', { exact: true });
    const handymen = await categories
      .locator('option', { hasText: /^Handymen \(\d+\)$/ })
      .getAttribute('value');
    await categories.selectOption(handymen ?? '');
    const group = dialog.getByRole('group', { name: 'Handymen services' });
    const subcategory = group.getByRole('checkbox', { name: 'Home Repairs and Maintenance' });
    // Tri-state (spec 2 §4): one service ticked is "some", the box then ticks them all.
    await group.getByRole('checkbox', { name: 'Caulking', exact: true }).check();
    await expect(subcategory).toHaveAttribute('data-selection', '1');
    await subcategory.click();
    await expect(subcategory).toHaveAttribute('data-selection', '2');
    await expect(group.getByRole('checkbox', { name: 'Babyproofing' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: /^Add \d+ services$/ })).toBeVisible();
    await subcategory.click();
    await expect(subcategory).toHaveAttribute('data-selection', '0');
    await group.getByRole('checkbox', { name: 'Caulking', exact: true }).check();
    await group.getByRole('checkbox', { name: 'Babyproofing' }).check();
    await dialog.getByRole('button', { name: 'Add 2 services' }).click();
    await expect(page.getByText('Services added successfully.')).toBeVisible();
  });

  test("adds a service of the owner's own under a category added on the spot", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const service = `Holiday lights ${stamp}`;
    const category = `Seasonal ${stamp}`;
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const dialog = await openDetailsDialog(page, 'Add services', 'Add Services');
    await dialog.getByLabel('Find a service').fill(service.toLowerCase());
    await dialog.getByRole('button', { name: `Add “${service.toLowerCase()}” as your own service` }).click();
    await expect(dialog.getByRole('button', { name: `Remove ${service.toLowerCase()}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByLabel('New category name').fill(category);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Category added successfully')).toBeVisible();
    await expect(dialog.getByLabel('File under your category')).toHaveValue(category);
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await expect(page.getByText('Services added successfully.')).toBeVisible();

    await page.goto(`${HALF_DONE}/services`);
    await expect(page.getByRole('link', { name: category, exact: true }).first()).toBeVisible();
    // The service's tile: its name, then its teaser.
    await page
      .getByRole('link', { name: new RegExp(`^${service} `) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: service })).toBeVisible();
  });

  test('picks a promotional video for any page from the gallery', async ({ page }) => {
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const promo = await openDetailsDialog(page, 'Promotional videos', 'Add Promotional Video');
    await promo.getByLabel('Page').selectOption('about');
    // The demo gallery has no .mp4 yet: the dialog says where to put one.
    await expect(promo.getByText('Upload an .mp4 video to your photo gallery first.')).toBeVisible();
    await expect(promo.getByRole('link', { name: 'Go to your photo gallery' })).toHaveAttribute(
      'href',
      `${HALF_DONE}/photos`,
    );
  });

  test('moves the location through the address form and the map', async ({ page }) => {
    await page.goto(HALF_DONE);
    await dismissAutoBannerDialog(page);
    const location = await openDetailsDialog(page, 'Location', 'Edit Location');
    await location.getByRole('button', { name: 'Enter the address yourself' }).click();
    await location.getByLabel('Address', { exact: true }).fill('1601 Wewatta St');
    await location.getByLabel('City').fill('Denver');
    await location.getByLabel('State').selectOption('CO');
    await location.getByLabel('Zip code').fill('80202');
    await location.getByRole('button', { name: 'Next' }).click();
    await expect(location.getByRole('application', { name: 'Map of your location' })).toBeVisible();
    await location.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Location updated successfully')).toBeVisible();
  });
});
