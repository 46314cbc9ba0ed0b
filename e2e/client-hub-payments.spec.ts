import { TEST_BANK, TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { createHubClient, type InvoiceLine, linkFor, sendInvoice } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { fillCard, openPayDialog } from './fixtures/hub-payments';
import { waitForHydration } from './fixtures/hydration';
import { tabTo } from './fixtures/keyboard';
import { type Browser, expect, type Locator, type Page, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };
const HUB = `/company/${CLEANER.vanity}/client-hub`;
const SAVED_VISA = 'Visa •••• 4242, expires 12/30';

/** Taxed at 8.25%: $185.00 → $200.26, $120.00 → $129.90, $200.00 → $216.50 (cents rounded once, in core). */
const WINDOWS: InvoiceLine = {
  name: 'Window cleaning, inside and out',
  rate: 18_500,
  quantity: 1,
  tax: true,
};
const CARPETS: InvoiceLine = { name: 'Carpet shampoo, two rooms', rate: 12_000, quantity: 1, tax: true };
const MOVE_OUT: InvoiceLine = { name: 'Deep clean, move-out', rate: 20_000, quantity: 1, tax: true };

const stamp = () => Date.now().toString(36);

/** The invoice as the client sees it after paying: nothing due and no Pay button. */
async function expectSettled(hub: Page, dialog: Locator, received: string): Promise<void> {
  await expect(dialog.getByText(received)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(hub.getByRole('group', { name: 'Totals' })).toContainText(/Amount due\s*\$0\.00/);
  await expect(hub.getByRole('button', { name: 'Pay Invoice' })).toHaveCount(0);
}

/**
 * The pro sends a new client one invoice per line; the client's own browser opens the e-mailed link
 * (its ids leave the address once they became the hub's tokens). Close `context` when done.
 */
async function clientWithInvoices(page: Page, browser: Browser, name: string, lines: InvoiceLine[]) {
  const email = `${name}.${stamp()}@example.com`;
  await signIn(page, PRO);
  const clientId = await createHubClient(page, { emailAddress: email });
  const invoices: number[] = [];
  for (const line of lines) invoices.push(await sendInvoice(page, clientId, [line]));
  const link = await linkFor(email);
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const hub = await context.newPage();
  await hub.goto(link);
  await expect(hub).not.toHaveURL(/[?&]s=/);
  return { invoices, context, hub };
}

async function openInvoice(hub: Page, invoiceNumber: number): Promise<void> {
  await hub.goto(`${HUB}#view-invoice?number=${invoiceNumber}`);
  await expect(
    hub.getByRole('heading', { name: `Invoice #${invoiceNumber} from ${CLEANER.name}` }),
  ).toBeVisible();
}

test.describe('paying in the Client Hub (spec 3 §4 "Invoice status", §7, §8)', () => {
  test('a client pays from the e-mailed link, is declined, saves a card, pays with it on auto-pay, and empties the wallet', {
    tag: '@phone',
  }, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const email = `casey.${stamp()}@example.com`;
    await signIn(page, PRO);
    const clientId = await createHubClient(page, {
      emailAddress: email,
      firstName: 'Casey',
      lastName: `Payments ${stamp()}`,
    });
    const first = await sendInvoice(page, clientId, [WINDOWS]);
    const link = await linkFor(email);
    expect(link).toContain(`#view-invoice?number=${first}`);

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const hub = await context.newPage();

      // 1. From the e-mailed link: the invoice is Unpaid; 4242 4242 4242 4242 pays it.
      await hub.goto(link);
      await expect(
        hub.getByRole('heading', { name: `Invoice #${first} from ${CLEANER.name}` }),
      ).toBeVisible();
      await expect(hub.getByText(paymentMessages.statusUnpaid, { exact: true })).toBeVisible();
      let dialog = await openPayDialog(hub);
      await expect(dialog).toContainText('$200.26');
      await fillCard(dialog, TEST_CARDS.succeeds);
      await dialog.getByRole('button', { name: 'Pay $200.26' }).click();
      await expectSettled(hub, dialog, paymentMessages.paid(20_026));
      await hub
        .getByRole('navigation', { name: 'Client Hub' })
        .getByRole('link', { name: 'Invoices' })
        .click();
      await expect(hub.getByRole('table', { name: 'Paid invoices' })).toContainText(`Invoice #${first}`);

      // 2. A new invoice: a card with insufficient funds is declined in the processor's words; the same
      // dialog then pays with 4242, keeping the card.
      const second = await sendInvoice(page, clientId, [CARPETS]);
      await openInvoice(hub, second);
      dialog = await openPayDialog(hub);
      await fillCard(dialog, TEST_CARDS.declined);
      await dialog.getByRole('button', { name: 'Pay $129.90' }).click();
      await expect(hub.getByText(paymentMessages.insufficientFunds)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Pay $129.90' })).toBeEnabled();
      await dialog.getByLabel('Card number').fill(TEST_CARDS.succeeds);
      await dialog.getByLabel('Save this card for future payments').check();
      await dialog.getByRole('button', { name: 'Pay $129.90' }).click();
      await expectSettled(hub, dialog, paymentMessages.paid(12_990));

      // 3. A new invoice: the saved card is offered first; paying with it turns auto-pay on.
      const third = await sendInvoice(page, clientId, [MOVE_OUT]);
      await openInvoice(hub, third);
      dialog = await openPayDialog(hub);
      await expect(dialog.getByRole('radio', { name: SAVED_VISA })).toBeChecked();
      await dialog.getByLabel('Use this method for future invoices (auto-pay)').check();
      await dialog.getByRole('button', { name: 'Pay $216.50' }).click();
      await expectSettled(hub, dialog, paymentMessages.paid(21_650));

      // The wallet lists the card on auto-pay; deleting it (confirmed) empties the wallet.
      await hub
        .getByRole('navigation', { name: 'Client Hub' })
        .getByRole('link', { name: 'My Account' })
        .click();
      await hub.getByRole('button', { name: 'Wallet', exact: true }).click();
      const card = hub.getByRole('list', { name: 'Saved payment methods' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(SAVED_VISA);
      await expect(card).toContainText(paymentMessages.autoPayTag);
      const confirm = await openBy(
        () => hub.getByRole('button', { name: `Delete ${SAVED_VISA}` }).click(),
        hub.getByRole('dialog', { name: 'Delete payment method' }),
      );
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(hub.getByText(paymentMessages.methodDeleted)).toBeVisible();
      await expect(hub.getByText(paymentMessages.noMethods)).toBeVisible();
    } finally {
      await context.close();
    }

    // The owner finds the payment in the Service Manager and refunds part of it; the invoice owes it again.
    await page.goto(`/account/service-manager?company=${CLEANER.vanity}&tab=payments`);
    await expect(page.getByText(paymentMessages.paymentsEnabled)).toBeVisible();
    const refund = await openBy(
      () => page.getByRole('button', { name: `Refund payment on invoice ${first}` }).click(),
      page.getByRole('dialog', { name: paymentMessages.refundTitle(first) }),
    );
    await refund.getByLabel('Amount to refund').fill('50');
    await refund.getByRole('button', { name: 'Refund $50.00' }).click();
    await expect(page.getByText(paymentMessages.refunded(5_000))).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Payments' })
      .getByRole('row')
      .filter({ hasText: new RegExp(`#${first}(?!\\d)`) });
    await expect(row).toContainText('$200.26');
    await expect(row).toContainText('$50.00');
  });

  test('keyboard only: the client opens Pay Invoice, types the card and pays, with the focus always visible', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `kai.${stamp()}@example.com`;
    await signIn(page, PRO);
    const clientId = await createHubClient(page, {
      emailAddress: email,
      firstName: 'Kai',
      lastName: `Keys ${stamp()}`,
    });
    const invoice = await sendInvoice(page, clientId, [CARPETS]);
    const link = await linkFor(email);

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const hub = await context.newPage();
      await hub.goto(link);
      await expect(
        hub.getByRole('heading', { name: `Invoice #${invoice} from ${CLEANER.name}` }),
      ).toBeVisible();
      await waitForHydration(hub);
      await tabTo(hub, hub.getByRole('button', { name: 'Pay Invoice' }));
      await hub.keyboard.press('Enter');
      const dialog = hub.getByRole('dialog', { name: 'Pay Invoice' });
      await expect(dialog).toBeVisible();
      for (const [label, value] of [
        ['Card number', TEST_CARDS.succeeds],
        ['Expiry month', '12'],
        ['Expiry year', '30'],
        ['Security code (CVC)', '123'],
      ] as const) {
        await tabTo(hub, dialog.getByLabel(label), { limit: 20 });
        await hub.keyboard.type(value);
      }
      await tabTo(hub, dialog.getByRole('button', { name: 'Pay $129.90' }), { limit: 20 });
      await hub.keyboard.press('Enter');
      await expect(dialog.getByText(paymentMessages.paid(12_990))).toBeVisible();
      await hub.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(hub.getByRole('group', { name: 'Totals' })).toContainText(/Amount due\s*\$0\.00/);
    } finally {
      await context.close();
    }
  });

  test('a card that asks for authentication pays once the bank check passes; a bank debit is Processing, then Paid without a reload', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { invoices, context, hub } = await clientWithInvoices(page, browser, 'avery', [WINDOWS, CARPETS]);
    const [card = 0, bank = 0] = invoices;
    try {
      await openInvoice(hub, card);

      // Failing the bank's check declines in the processor's words; passing it pays.
      let dialog = await openPayDialog(hub);
      await fillCard(dialog, TEST_CARDS.needsAuthentication);
      await dialog.getByRole('button', { name: 'Pay $200.26' }).click();
      const check = hub.getByRole('dialog', { name: 'Confirm this payment' });
      await check.getByRole('button', { name: 'Fail authentication' }).click();
      await expect(hub.getByText(paymentMessages.authenticationFailed)).toBeVisible();
      await expect(check).toBeHidden();
      await dialog.getByRole('button', { name: 'Pay $200.26' }).click();
      await check.getByRole('button', { name: 'Complete authentication' }).click();
      await expectSettled(hub, dialog, paymentMessages.paid(20_026));

      // A bank account settles later: the invoice is Processing and can no longer be paid meanwhile;
      // once the debit settles (seconds in the e2e server) the open page shows it Paid by itself.
      await openInvoice(hub, bank);
      dialog = await openPayDialog(hub);
      await dialog.getByText('Bank account', { exact: true }).click();
      // The schema's words for an empty name, not the browser's tooltip.
      await dialog.getByRole('button', { name: 'Pay $129.90' }).click();
      await expect(dialog.getByText(paymentMessages.accountHolderRequired)).toBeVisible();
      await dialog.getByLabel('Name on account').fill('Avery Client');
      await dialog.getByLabel('Routing number').fill(TEST_BANK.routingNumber);
      await dialog.getByLabel('Account number').fill(TEST_BANK.settles);
      await dialog.getByRole('button', { name: 'Pay $129.90' }).click();
      await expect(dialog.getByText(paymentMessages.processing)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(hub.getByText('Processing', { exact: true })).toBeVisible();
      await expect(hub.getByRole('button', { name: 'Pay Invoice' })).toHaveCount(0);
      await expect(hub.getByText('Processing', { exact: true })).toHaveCount(0, { timeout: 30_000 });
      const totals = hub.getByRole('group', { name: 'Totals' });
      await expect(totals).toContainText(/Paid\s*\$129\.90/);
      await expect(totals).toContainText(/Amount due\s*\$0\.00/);
    } finally {
      await context.close();
    }
  });

  test('two tabs pay one invoice: the second is told it is already paid, and is not charged', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { invoices, context, hub: first } = await clientWithInvoices(page, browser, 'tabs', [CARPETS]);
    const [invoice = 0] = invoices;
    try {
      await openInvoice(first, invoice);
      // The same hub in a second tab, both pay dialogs open at once.
      const second = await context.newPage();
      await openInvoice(second, invoice);
      const firstDialog = await openPayDialog(first);
      const secondDialog = await openPayDialog(second);

      await fillCard(firstDialog, TEST_CARDS.succeeds);
      await firstDialog.getByRole('button', { name: 'Pay $129.90' }).click();
      await expectSettled(first, firstDialog, paymentMessages.paid(12_990));

      await fillCard(secondDialog, TEST_CARDS.succeeds);
      await secondDialog.getByRole('button', { name: 'Pay $129.90' }).click();
      await expect(secondDialog.getByText(paymentMessages.alreadyPaid)).toBeVisible();
      await expect(secondDialog.getByText(paymentMessages.paid(12_990))).toHaveCount(0);
      await secondDialog.getByRole('button', { name: 'Close', exact: true }).click();
      // One payment: the invoice shows it paid once, nothing due.
      const totals = second.getByRole('group', { name: 'Totals' });
      await expect(totals).toContainText(/Paid\s*\$129\.90/);
      await expect(totals).toContainText(/Amount due\s*\$0\.00/);
      await expect(second.getByRole('button', { name: 'Pay Invoice' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
