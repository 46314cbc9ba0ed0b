import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };

test('the demo Pro opens Insights, switches ranges, reads the funnel as a table and exports it as CSV', async ({
  page,
}) => {
  await signIn(page, PRO);
  await page.goto('/account/insights?company=bright-nest-cleaning-co');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  const views = page.locator('[data-metric="views"]');
  await expect(views).toHaveText(/^\d[\d,]*$/);
  const monthViews = await views.textContent();

  const answered = page.waitForResponse((response) => response.url().includes('range=7d') && response.ok());
  await page.getByText('7 days', { exact: true }).click();
  await answered;
  await expect(views).not.toHaveText(monthViews ?? '');

  const funnel = page.getByRole('region', { name: 'From search to a paid invoice' });
  await funnel.getByRole('button', { name: 'Show as table' }).click();
  const rows = funnel.getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(1)).toContainText('Seen in search');

  const download = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('insights-funnel.csv');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toMatch(/^Step,Count\r\nSeen in search,\d+\r\n/);
});
