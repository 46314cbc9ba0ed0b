import { PLAN_ITEMS } from '@porchlight/core/plans/plans.catalog';
import { monthlyPriceLabel } from '@porchlight/core/plans/plans.rules';
import { TRUST_REFERRALS_SOURCE } from '@porchlight/core/site/site.constants';
import { expect, test } from './fixtures/test';

/** The page for businesses quotes the plan catalogue (packages/core/src/plans) and nothing it contradicts. */
test('the business page: every plan item once with its catalogue price, a statistic with its source', async ({
  page,
}) => {
  await page.goto('/business');
  for (const item of PLAN_ITEMS) {
    const heading = page.getByRole('heading', { name: item.name, exact: true });
    await expect(heading).toHaveCount(1);
    if (item.key !== 'pro') {
      const card = page.locator('div').filter({ has: heading }).filter({ hasText: item.summary }).last();
      await expect(card).toContainText(monthlyPriceLabel(item));
    }
  }
  // Pro includes a domain; the add-on says it is for companies without Pro.
  await expect(page.getByText('A free custom domain for your profile site')).toBeVisible();
  await expect(page.getByText('without the Professional plan (Pro includes one)')).toBeVisible();

  const source = page.getByTestId('statistic-source');
  await expect(source).toContainText('Nielsen');
  await expect(source.getByRole('link')).toHaveAttribute('href', TRUST_REFERRALS_SOURCE.url);
});
