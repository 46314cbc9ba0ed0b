import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { newOwnerWithCompany } from './fixtures/plans';
import { expect, type Page, test } from './fixtures/test';
import { publishAsPro } from './fixtures/xss-corpus';

/**
 * The owner edits the profile in place (spec 1 §2 Banner, §4, §8): banner layout and image, logo
 * layout, photos upload and delete, and the about text — rich text for a Pro member, plain text with
 * the live counter for a free one.
 */

/** Demo accounts (packages/db/src/seed/demo.ts) and the names their headers show. */
const PRO_OWNER = { email: 'pro@porchlight.test', password: DEMO_PASSWORD, name: 'Jordan Ellis' };
const FREE_OWNER = { email: 'owner@porchlight.test', password: DEMO_PASSWORD, name: 'Sam Patel' };

/** The vanity name of the logged-in owner's provider (GET auth/me). */
async function ownVanityName(page: Page): Promise<string> {
  const me = await (await page.request.get('/api/v1/auth/me')).json();
  return me.providers[0].vanityName as string;
}

async function readProfile(page: Page, vanityName: string) {
  return (await page.request.get(`/api/v1/network/profile/${vanityName}`)).json();
}

/** A real PNG drawn by the browser itself, so the test needs no image files. */
async function drawPng(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill as string;
      context.fillRect(0, 0, w as number, h as number);
      context.fillStyle = '#ffffff';
      context.fillRect((w as number) / 4, (h as number) / 4, (w as number) / 2, (h as number) / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height, color] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Runs an action that ends in a page reload (the spec's "Reloading page..."), and waits for it. */
async function expectReload(page: Page, action: () => Promise<void>): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await action();
  await reloaded;
}

const stamp = () => Date.now().toString(36);

/**
 * Opens an owner menu and picks an item. Right after a reload the server-rendered button may be
 * clicked before React has hydrated it, so the click is repeated until the menu shows.
 */
function openDialog(page: Page, button: string, dialog: string) {
  return openBy(
    () => page.getByRole('button', { name: button }).click(),
    page.getByRole('dialog', { name: dialog }),
  );
}

async function chooseFromMenu(page: Page, menu: 'Edit banner' | 'Edit logo', item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  await openBy(() => page.getByRole('button', { name: menu }).click(), entry);
  await entry.click();
}

test.describe('a Pro owner edits the profile', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, PRO_OWNER);
  });

  test('banner layout, banner image and logo layout', async ({ page }) => {
    const vanityName = await ownVanityName(page);
    await page.goto(`/company/${vanityName}`);
    const before = await readProfile(page, vanityName);
    const position = before.bannerImagePosition === 'bottom' ? 'top' : 'bottom';
    const label = position === 'bottom' ? 'Bottom' : 'Top';

    // Banner layout: change the position, save, and find it saved after the reload.
    await chooseFromMenu(page, 'Edit banner', 'Banner layout');
    const layout = page.getByRole('dialog', { name: 'Banner layout' });
    await layout.getByText(label, { exact: true }).click();
    // 'contain' with an invalid colour disables Submit (spec 1 §4).
    await layout.getByText('Whole image (contain)').click();
    await layout.getByLabel('Background color').fill('#12');
    await expect(layout.getByText('Please enter a valid hex color.')).toBeVisible();
    await expect(layout.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await layout.getByLabel('Background color').fill('#1d4526');
    await layout.getByText('Fill (cover)').click();
    await expectReload(page, async () => {
      await layout.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Banner settings updated successfully! Reloading page...')).toBeVisible();
    });
    expect((await readProfile(page, vanityName)).bannerImagePosition).toBe(position);

    // The dialog starts from the saved values each time it opens.
    await chooseFromMenu(page, 'Edit banner', 'Banner layout');
    await expect(
      page.getByRole('dialog', { name: 'Banner layout' }).getByRole('radio', { name: label }),
    ).toBeChecked();
    await page.getByRole('dialog', { name: 'Banner layout' }).getByRole('button', { name: 'Cancel' }).click();

    // Banner image: one real image; a text file posing as an image is refused on its bytes.
    await chooseFromMenu(page, 'Edit banner', 'Change banner image');
    const upload = page.getByRole('dialog', { name: 'Change banner image' });
    await upload.locator('input[type=file]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is only text'),
    });
    await expect(upload.getByText(/Upload failed for 'fake\.png' - Only image files/)).toBeVisible();
    const banner = await drawPng(page, 1280, 350, '#2a9d8f');
    await expectReload(page, async () => {
      await upload
        .locator('input[type=file]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
      await expect(upload.getByText("Upload successful for 'banner.png'")).toBeVisible();
      await expect(page.getByText('Banner image updated successfully! Reloading page...')).toBeVisible();
    });
    expect((await readProfile(page, vanityName)).bannerImage).not.toBe(before.bannerImage);

    // Logo layout.
    await chooseFromMenu(page, 'Edit logo', 'Logo layout');
    const logo = page.getByRole('dialog', { name: 'Logo layout' });
    await logo.getByText('Whole image (contain)').click();
    await logo.getByLabel('Background color').fill('#ffffff');
    await expectReload(page, async () => {
      await logo.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Logo settings updated successfully! Reloading page...')).toBeVisible();
    });
    expect((await readProfile(page, vanityName)).profilePicBackgroundColor).toBe('ffffff');
  });

  test('upload photos, then delete one from the viewer', { tag: '@phone' }, async ({ page }) => {
    const vanityName = await ownVanityName(page);
    await page.goto(`/company/${vanityName}/photos`);
    const token = stamp();
    const name = `porch-${token}`;
    const photo = await drawPng(page, 800, 600, '#8a3fae');

    const dialog = await openDialog(page, 'Upload Photos', 'Upload Photos');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: `${name}.png`, mimeType: 'image/png', buffer: photo },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text, not a picture') },
    ]);
    await expect(dialog.getByText(`Upload successful for '${name}.png'`)).toBeVisible();
    await expect(
      dialog.getByText("Upload failed for 'notes.jpg' - Only image files or .mp4 videos can be uploaded."),
    ).toBeVisible();
    await expectReload(page, () => dialog.getByRole('button', { name: 'Finished' }).click());

    // The new photo is in the gallery, captioned with its file name in words; the owner renames it.
    await page.getByRole('link', { name: `Open Porch ${token}` }).click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toContainText(`· Porch ${token}`);
    await viewer.getByRole('button', { name: 'Edit caption' }).click();
    const captionDialog = page.getByRole('dialog', { name: 'Edit caption' });
    await captionDialog.getByLabel('Caption').fill(`Our new porch swing ${token}`);
    await captionDialog.getByRole('button', { name: 'Save caption' }).click();
    await expect(page.getByText('Caption saved')).toBeVisible();
    await expect(viewer).toContainText(`· Our new porch swing ${token}`);
    await expect(viewer.getByRole('img', { name: `Our new porch swing ${token}` })).toBeVisible();
    // The profile API answers it too.
    const after = await readProfile(page, vanityName);
    expect(
      after.data.find((item: { friendlyImageName: string }) => item.friendlyImageName === name),
    ).toMatchObject({
      title: `Our new porch swing ${token}`,
    });

    // Then deletes it.
    await page.getByRole('button', { name: 'Delete Image' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Image' });
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: `Open Our new porch swing ${token}` })).toHaveCount(0);
    const gone = await readProfile(page, vanityName);
    expect(gone.data.map((item: { friendlyImageName: string }) => item.friendlyImageName)).not.toContain(
      name,
    );
  });
});

test.describe('a Pro owner edits the about text', () => {
  // A Pro company of its own: the demo's is read and edited by other journeys.
  test('in the rich-text editor', async ({ page }) => {
    const { vanityName } = await newOwnerWithCompany(page, `About Test Co ${stamp()}`);
    await publishAsPro(vanityName);
    await page.goto(`/company/${vanityName}/about`);
    const token = `Open on Sundays ${stamp()}`;

    const dialog = await openDialog(page, 'Edit About', 'Edit About');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Bold' })).toBeVisible();
    const editor = dialog.locator('.ProseMirror');
    // Type a new last paragraph: into the editor, to the end of the whole text (End alone stops at the
    // end of a wrapped line on a phone), then a new paragraph.
    await editor.locator(':scope > *').last().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(token);
    await page.keyboard.press('Shift+Home');
    const bold = dialog.getByRole('button', { name: 'Bold' });
    // A new paragraph may inherit bold from the one before it: make the token bold either way.
    if ((await bold.getAttribute('data-active')) !== 'true') await bold.click();
    await expect(bold).toHaveAttribute('data-active', 'true');
    await expect(submit).toBeEnabled();
    await expectReload(page, () => submit.click());

    await expect(page.getByRole('main').getByText(token)).toBeVisible();
    const saved = await readProfile(page, vanityName);
    expect(saved.aboutHtml).toBe(true);
    expect(saved.aboutDesc).toContain(`<strong>${token}</strong>`);
  });
});

test.describe('a free owner edits the about text', () => {
  test('plain text with the live counter and the 5,000 limit', async ({ page }) => {
    await signIn(page, FREE_OWNER);
    const vanityName = await ownVanityName(page);
    await page.goto(`/company/${vanityName}/about`);

    const dialog = await openDialog(page, 'Edit About', 'Edit About');
    // Upgrading is on the company's Plans page (issue 21).
    await expect(dialog.getByRole('link', { name: 'Upgrade to the Professional plan' })).toHaveAttribute(
      'href',
      `/account/plans?company=${vanityName}`,
    );
    const text = dialog.getByRole('textbox', { name: 'About your business' });
    await text.fill('x'.repeat(5001));
    await expect(dialog.getByText('5,001 of 5,000 characters')).toBeVisible();
    await expect(dialog.getByText('The description must be less than 5,000 characters')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();

    const about = `We fix pipes, day and night. ${stamp()}`;
    await text.fill(about);
    await expect(dialog.getByText(`${about.length} of 5,000 characters`)).toBeVisible();
    await expectReload(page, () => dialog.getByRole('button', { name: 'Submit' }).click());
    await expect(page.getByRole('main').getByText(about)).toBeVisible();
  });
});
