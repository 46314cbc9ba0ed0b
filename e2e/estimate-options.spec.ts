import { DEMO_PASSWORD } from './fixtures/auth';
import { createHubClient, linkFor } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };

// Desktop only (CI time): the 390 px layouts of the dialog and the hub's cards were checked by hand.
test('the owner offers Good / Better / Best; the client approves Better in the hub', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `opal.${stamp}@example.com`;
  const lastName = `Options ${stamp}`;
  // Logged in through the API: this journey is about estimates, not the login page.
  expect((await page.request.post('/api/v1/auth/login', { data: PRO })).ok()).toBe(true);
  const clientId = await createHubClient(page, { emailAddress: email, firstName: 'Opal', lastName });

  await page.goto(`/account/service-manager?company=${CLEANER.vanity}&tab=estimates`);
  const dialog = await openBy(
    () => page.getByRole('button', { name: 'New estimate' }).click(),
    page.getByRole('dialog', { name: 'New estimate' }),
  );
  await dialog.getByRole('combobox', { name: /^Client/ }).selectOption({ label: `Opal ${lastName}` });
  const fill = async (name: string, rate: string) => {
    const item = dialog.getByRole('group', { name: 'Item 1' });
    await item.getByRole('textbox', { name: /^Item/ }).fill(name);
    await item.getByRole('textbox', { name: 'Rate' }).fill(rate);
  };
  await fill('Standard clean', '120');
  await dialog.getByRole('button', { name: 'Offer options (Good / Better / Best)' }).click();
  await dialog.getByRole('tab', { name: /Better/ }).click();
  await fill('Deep clean', '200');
  await dialog.getByRole('tab', { name: 'Best' }).click();
  await fill('Deep clean and windows', '320');
  await dialog.getByRole('textbox', { name: 'Tax %' }).fill('8.25');
  // Best's totals while its tab is shown: $320.00 taxed at 8.25% = $346.40 (core).
  await expect(dialog.getByRole('group', { name: 'Totals' })).toContainText('$346.40');
  await dialog.getByRole('button', { name: 'Save estimate' }).click();
  await expect(page.getByText('Estimate saved')).toBeVisible();

  const listed = await page.request.get(
    `/api/v1/provider/service-manager/estimates?vanityName=${CLEANER.vanity}&clientId=${clientId}`,
  );
  const [estimate] = (await listed.json()).estimates;
  // The recommended option (Better) stands for the estimate in lists: $200.00 + 8.25%.
  expect(estimate.total).toBe(21_650);
  const sent = await page.request.post(
    `/api/v1/provider/service-manager/estimates/${estimate.estimateNumber}/send?vanityName=${CLEANER.vanity}`,
    { data: { sms: false } },
  );
  expect(sent.ok()).toBe(true);

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const client = await context.newPage();
    await client.goto(await linkFor(email));
    await expect(
      client.getByRole('heading', { name: `Estimate #${estimate.estimateNumber} from ${CLEANER.name}` }),
    ).toBeVisible();
    const better = client.getByRole('group', { name: 'Option Better' });
    await expect(better).toContainText('Recommended');
    await expect(better).toContainText('$216.50');
    await better.getByRole('button', { name: 'Approve Better' }).click();
    await expect(client.getByText('Estimate approved')).toBeVisible();
    await expect(better).toContainText('Approved');
    await expect(client.getByRole('group', { name: 'Option Good' })).toContainText('Declined');
    await expect(client.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
