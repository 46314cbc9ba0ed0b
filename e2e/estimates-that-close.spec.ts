import { readFile } from 'node:fs/promises';
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { createHubClient, linkFor } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { askSignatures, drawSignature } from './fixtures/estimate-signing';
import { fillCard } from './fixtures/hub-payments';
import { type Download, expect, type Locator, type Page, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = 'bright-nest-cleaning-co';
const SM = `/api/v1/provider/service-manager`;
const line = (name: string, rate: number) => ({ name, rate, quantity: 1, tax: true });
const TERMS = { taxPercent: 8.25, deposit: { type: 'percent', percent: 25 } };

/** A downloaded file's text: it must be a PDF (pdf.js reads it) with selectable text. */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

async function downloadOf(page: Page, click: () => Promise<unknown>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return pdfText(download);
}

/** The hub's pay dialog, opened with the invoice's Pay button, paid by a new card; no tip unless chosen. */
async function pay(hub: Page, button: string, amount: string, tip?: string): Promise<Locator> {
  const dialog = await openBy(
    () => hub.getByRole('button', { name: button }).click(),
    hub.getByRole('dialog', { name: button }),
  );
  if (tip) await dialog.getByText(tip, { exact: true }).click();
  await expect(dialog).toContainText(`Amount: ${amount}`);
  await fillCard(dialog, TEST_CARDS.succeeds);
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  return dialog;
}

// Issue 36's Done when, at 1280 and 390 px: what the journey is not about (the client, the estimate's
// options, the job's invoice and the settings) is made through the API.
test('a three-option estimate is signed on the client’s phone, the deposit and the rest paid with a tip, and the owner keeps the PDFs', {
  tag: '@phone',
}, async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `cleo.${stamp}@example.com`;
  await signIn(page, PRO);
  const tips = (enabled: boolean) =>
    page.request.put(`${SM}/payments/tips?vanityName=${CLEANER}`, { data: { enabled } });
  const restoreSignatures = await askSignatures(page);
  expect((await tips(true)).ok()).toBe(true);
  try {
    const clientId = await createHubClient(page, {
      emailAddress: email,
      firstName: 'Cleo',
      lastName: `Closes ${stamp}`,
    });
    const created = await page.request.post(`${SM}/estimates?vanityName=${CLEANER}`, {
      data: {
        clientId,
        ...TERMS,
        options: [
          { name: 'Good', recommended: false, items: [line('Standard clean', 15_000)] },
          { name: 'Better', recommended: true, items: [line('Deep clean', 24_000)] },
          { name: 'Best', recommended: false, items: [line('Deep clean and windows', 36_000)] },
        ],
      },
    });
    expect(created.ok()).toBe(true);
    const { estimateNumber } = await created.json();

    // The owner sends it from the Service Manager.
    await page.goto(`/account/service-manager?company=${CLEANER}&tab=estimates`);
    const openEstimate = () =>
      openBy(
        () => page.getByRole('button', { name: `Open estimate ${estimateNumber}`, exact: true }).click(),
        page.getByRole('dialog', { name: `Estimate #${estimateNumber}` }),
      );
    await (await openEstimate()).getByRole('button', { name: 'Send to client' }).click();
    await expect(page.getByText(/^Estimate sent to cleo\./)).toBeVisible();

    // The client, on their own device: Better ($240.00 + 8.25 % = $259.80), signed with a finger or a mouse.
    const context = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: test.info().project.name === 'mobile',
      hasTouch: test.info().project.name === 'mobile',
    });
    let invoiceNumber = 0;
    try {
      const hub = await context.newPage();
      await hub.goto(await linkFor(email));
      const better = hub.getByRole('group', { name: 'Option Better' });
      await expect(better).toContainText('$259.80');
      await better.getByRole('button', { name: 'Approve Better' }).click();
      const signing = hub.getByRole('dialog', { name: 'Sign to approve' });
      await expect(signing).toContainText(`By signing, I approve estimate #${estimateNumber}`);
      await signing.getByRole('textbox', { name: 'Your full name' }).fill('Cleo Closes');
      await drawSignature(hub, signing);
      await signing.getByRole('button', { name: 'Sign and approve' }).click();
      await expect(hub.getByText('Estimate signed and approved')).toBeVisible();
      await expect(better).toContainText('Approved');

      // The job's invoice for the chosen option asks the deposit first: 25 % of $259.80.
      const invoice = await page.request.post(`${SM}/invoices?vanityName=${CLEANER}`, {
        data: { clientId, status: 'Sent', items: [line('Deep clean', 24_000)], ...TERMS },
      });
      expect(invoice.ok()).toBe(true);
      invoiceNumber = (await invoice.json()).invoiceNumber;
      const home = hub
        .getByRole('navigation', { name: 'Client Hub' })
        .getByRole('link', { name: 'My Account' });
      await home.click();
      await hub.getByRole('button', { name: 'Invoices', exact: true }).click();
      await hub.getByRole('button', { name: `Invoice #${invoiceNumber}`, exact: true }).click();
      const deposit = await pay(hub, paymentMessages.payDeposit, '$64.95');
      await expect(deposit.getByText(paymentMessages.paid(6_495))).toBeVisible();
      await deposit.getByRole('button', { name: 'Close', exact: true }).click();

      // Later, the rest ($194.85) with a 15 % tip: $29.23 (half up).
      const rest = await pay(hub, 'Pay Invoice', '$224.08', '15%');
      await expect(rest.getByText(paymentMessages.tipLine(2_923))).toBeVisible();
      await rest.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(hub.getByRole('group', { name: 'Totals' })).toContainText(/Amount due\s*\$0\.00/);

      // Both receipts in the hub's Payments; the newest as a PDF.
      await home.click();
      await hub.getByRole('button', { name: 'Payments', exact: true }).click();
      const receipts = hub.getByRole('table', { name: 'Payments' }).getByRole('row');
      await expect(receipts).toHaveCount(3);
      const hubReceipt = await downloadOf(hub, () =>
        receipts
          .nth(1)
          .getByRole('button', { name: `Receipt of the payment on invoice #${invoiceNumber} (PDF)` })
          .click(),
      );
      for (const words of ['Receipt', '$224.08', 'Tip', '$29.23', 'Cleo Closes'])
        expect(hubReceipt).toContain(words);
    } finally {
      await context.close();
    }

    // The owner keeps the signed estimate and the receipt as PDFs (the dialog reads the estimate again).
    const signed = await downloadOf(page, async () =>
      (await openEstimate()).getByRole('link', { name: 'Download signed PDF' }).click(),
    );
    for (const words of [`Estimate #${estimateNumber}`, 'Better', '$259.80', 'Signed by Cleo Closes'])
      expect(signed).toContain(words);
    await page.goto(`/account/service-manager?company=${CLEANER}&tab=payments`);
    const receipt = await downloadOf(page, () =>
      page
        .getByRole('table', { name: 'Payments' })
        .getByRole('link', { name: `Receipt of the payment on invoice ${invoiceNumber} (PDF)` })
        .first()
        .click(),
    );
    for (const words of [`Payment on invoice #${invoiceNumber}`, '$224.08', '$29.23', '$0.00'])
      expect(receipt).toContain(words);
  } finally {
    await restoreSignatures();
    expect((await tips(false)).ok()).toBe(true);
  }
});
