import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { createHubClient, linkFor, sendInvoice } from './fixtures/client-hub';
import { fillCard, openPayDialog } from './fixtures/hub-payments';
import { expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = 'bright-nest-cleaning-co';
const PAYMENTS_TAB = `/account/service-manager?company=${CLEANER}&tab=payments`;

test.describe('tips (issue 36)', () => {
  test('the owner turns tips on; the client pays an invoice with a 15 % tip and sees it apart on the receipt and in Payments', {
    tag: '@phone',
  }, async ({ page, browser }) => {
    await signIn(page, PRO);
    await page.goto(PAYMENTS_TAB);
    const tipsSwitch = page.getByRole('switch', { name: paymentMessages.tipsSwitch });
    // The switch shows what the server saved: it turns once the answer is in.
    await expect(tipsSwitch).not.toBeChecked();
    await tipsSwitch.click();
    await expect(page.getByText(paymentMessages.tipsOn)).toBeVisible();
    await expect(tipsSwitch).toBeChecked();
    try {
      const email = `tipper.${Date.now().toString(36)}@example.com`;
      const clientId = await createHubClient(page, { emailAddress: email });
      // $185.00 taxed at 8.25 % is $200.26; 15 % of it is $30.039, so $30.04.
      const invoice = await sendInvoice(page, clientId, [
        { name: 'Window cleaning, inside and out', rate: 18_500, quantity: 1, tax: true },
      ]);
      const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      try {
        const hub = await context.newPage();
        await hub.goto(await linkFor(email));
        const dialog = await openPayDialog(hub);
        await expect(dialog).toContainText('Amount: $200.26');
        await dialog.getByText('15%', { exact: true }).click();
        await expect(dialog).toContainText('Amount: $230.30');
        await fillCard(dialog, TEST_CARDS.succeeds);
        await dialog.getByRole('button', { name: 'Pay $230.30' }).click();
        await expect(dialog.getByText(paymentMessages.paid(23_030))).toBeVisible();
        await expect(dialog.getByText(paymentMessages.tipLine(3_004))).toBeVisible();
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await expect(hub.getByRole('group', { name: 'Totals' })).toContainText(/Amount due\s*\$0\.00/);
      } finally {
        await context.close();
      }

      await page.reload();
      const row = page
        .getByRole('table', { name: 'Payments' })
        .getByRole('row')
        .filter({ hasText: new RegExp(`#${invoice}(?!\\d)`) });
      await expect(row).toContainText('$230.30');
      await expect(row).toContainText('$30.04');
    } finally {
      // Leave the demo as it was for the worker's other tests: tips off.
      const off = await page.request.put(
        `/api/v1/provider/service-manager/payments/tips?vanityName=${CLEANER}`,
        { data: { enabled: false } },
      );
      expect(off.ok()).toBe(true);
    }
  });
});
