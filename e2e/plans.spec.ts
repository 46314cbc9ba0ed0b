import { formatCents } from '@porchlight/core/billing/money.rules';
import { planItemOf } from '@porchlight/core/plans/plans.catalog';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { itemsWithFeature, monthlyPriceLabel } from '@porchlight/core/plans/plans.rules';
import { websiteMessages } from '@porchlight/core/providers/owner-tools.messages';
import { waitOutSubmitDebounce } from './fixtures/auth';
import { dismissAutoBannerDialog, openBy } from './fixtures/dialogs';
import {
  advanceClock,
  newOwnerWithCompany,
  openCardDialog,
  planStatus,
  plansPath,
  submitCard,
} from './fixtures/plans';
import { expect, type Page, test } from './fixtures/test';

/**
 * Provider plans (issue 21) on the built-in test processor: a new owner pays for the Professional plan
 * on the Plans page, adds an add-on, lives through a failed renewal (test card 0341 and the test clock)
 * and a cancellation that ends with the period.
 */

/** The receipts table's rows, each with its download link. */
const receiptRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Receipts' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^Download receipt \d+$/ }) });

test.describe('the Plans page', () => {
  test('a free owner upgrades to Pro, adds a custom domain and recovers from a failed renewal', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { vanityName } = await newOwnerWithCompany(page);
    await page.goto(plansPath(vanityName));
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(planStatus(page)).toHaveText('Free listing');
    await expect(page.getByText('Always included', { exact: true })).toBeVisible();
    await expect(page.getByText('No receipts yet.')).toBeVisible();

    // Choosing Pro shows its price as the monthly total; a declined card stays in the dialog.
    await page.getByRole('checkbox', { name: 'Professional plan' }).check();
    await expect(page.getByTestId('chosen-total')).toHaveText('$19.99');
    const continueButton = page.getByRole('button', { name: 'Continue to payment' });
    let dialog = await openCardDialog(page, continueButton, 'Pay for your plan');
    await submitCard(dialog, '4000 0000 0000 9995', 'Pay $19.99');
    await expect(dialog.getByRole('alert')).toHaveText('Your card has insufficient funds.');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await waitOutSubmitDebounce(page);
    await dialog.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(planMessages.subscribed)).toBeVisible();
    await expect(planStatus(page)).toHaveText('Active');
    await expect(page.getByRole('checkbox', { name: 'Professional plan' })).toBeChecked();
    await expect(receiptRows(page)).toHaveCount(1);
    await expect(receiptRows(page).first()).toContainText('$19.99');
    await expect(receiptRows(page).getByRole('link')).toHaveAttribute(
      'href',
      /\/api\/v1\/provider\/plans\/receipts\/\d+\?vanityName=/,
    );

    // The profile's about editor is the rich-text one now.
    await page.goto(`/company/${vanityName}/about`);
    await dismissAutoBannerDialog(page);
    const about = await openBy(
      () => page.getByRole('button', { name: 'Edit About' }).click(),
      page.getByRole('dialog', { name: 'Edit About' }),
    );
    await expect(about.getByRole('button', { name: 'Bold' })).toBeVisible();
    await page.keyboard.press('Escape');

    // An add-on on the running plan: charged now for the rest of the month, a second receipt.
    await page.goto(plansPath(vanityName));
    await page.getByRole('checkbox', { name: 'Custom domain' }).check();
    await expect(page.getByTestId('chosen-total')).toHaveText('$39.98');
    await expect(page.getByText('Additions are charged now for the rest of this month.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(planMessages.updated)).toBeVisible();
    await expect(receiptRows(page)).toHaveCount(2);
    const summary = page.getByRole('region', { name: 'Your plan' });
    await expect(summary).toContainText('$39.98');

    // A card that saves but fails every later charge, then a month on the test clock: past due.
    dialog = await openCardDialog(
      page,
      summary.getByRole('button', { name: 'Update card' }),
      'Update your card',
    );
    await submitCard(dialog, '4000 0000 0000 0341', 'Save card');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(planMessages.cardUpdated)).toBeVisible();
    await expect(summary).toContainText('ending in 0341');
    await advanceClock(page, '+1 month');
    await expect(planStatus(page)).toHaveText('Payment failed');
    const alert = page.getByRole('alert').filter({ hasText: 'Your last payment did not go through' });
    await expect(alert).toContainText('Update your card by');
    await expect(receiptRows(page)).toHaveCount(2);

    // A good card pays the open bill: active again, with a third receipt.
    dialog = await openCardDialog(
      page,
      alert.getByRole('button', { name: 'Update card' }),
      'Update your card',
    );
    await submitCard(dialog, '4242 4242 4242 4242', 'Save card');
    await expect(dialog).toBeHidden();
    await expect(planStatus(page)).toHaveText('Active');
    await expect(alert).toBeHidden();
    await expect(receiptRows(page)).toHaveCount(3);
    await expect(receiptRows(page).first()).toContainText('$39.98');
  });

  test('an owner cancels, and after the period ends the company is back on the free listing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { vanityName } = await newOwnerWithCompany(page);
    await page.goto(plansPath(vanityName));
    await page.getByRole('checkbox', { name: 'Professional plan' }).check();
    const dialog = await openCardDialog(
      page,
      page.getByRole('button', { name: 'Continue to payment' }),
      'Pay for your plan',
    );
    await submitCard(dialog, '4242 4242 4242 4242', 'Pay $19.99');
    await expect(planStatus(page)).toHaveText('Active');

    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your plan?' });
    await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(planStatus(page)).toHaveText(/^Ends on /);
    await expect(page.getByRole('button', { name: 'Resume plan' })).toBeVisible();
    await expect(page.getByText('Resume your plan to change its add-ons.')).toBeVisible();

    await advanceClock(page, '+1 month');
    await expect(planStatus(page)).toHaveText('Free listing');
    await expect(page.getByRole('checkbox', { name: 'Professional plan' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  test('a free owner is told on the custom-domain tab what it takes and costs, pays on the Plans page and is back on the tab', async ({
    page,
  }) => {
    const { vanityName } = await newOwnerWithCompany(page);
    await page.goto(`/company/${vanityName}`);
    await dismissAutoBannerDialog(page);
    await openBy(
      () => page.getByRole('button', { name: 'Company details' }).click(),
      page.getByRole('menuitem', { name: 'Website' }),
    );
    await page.getByRole('menuitem', { name: 'Website' }).click();
    const website = page.getByRole('dialog', { name: 'Configure Website' });
    await website.getByRole('tab', { name: 'Request a custom domain' }).click();

    // Up front: what has a custom domain, at the catalogue's prices, and no request form to fill in.
    await expect(website.getByText(planMessages.needsFeature.customDomain)).toBeVisible();
    for (const item of itemsWithFeature('customDomain'))
      await expect(website.getByRole('listitem').filter({ hasText: item.name })).toContainText(
        monthlyPriceLabel(item),
      );
    await expect(website.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);

    await website.getByRole('link', { name: 'See plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Custom domain' }).check();
    const dialog = await openCardDialog(
      page,
      page.getByRole('button', { name: 'Continue to payment' }),
      'Pay for your plan',
    );
    await submitCard(dialog, '4242 4242 4242 4242', `Pay ${formatCents(planItemOf('domain').priceCents)}`);

    // Back where the owner asked, the tab open on the request, which the plan now includes.
    await expect(page).toHaveURL(new RegExp(`/company/${vanityName}$`));
    const back = page.getByRole('dialog', { name: 'Configure Website' });
    await expect(back.getByRole('tab', { name: 'Request a custom domain' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(back.getByText(websiteMessages.domainIncluded)).toBeVisible();
    await expect(back.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  });
});
