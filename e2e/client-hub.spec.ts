import { randomUUID } from 'node:crypto';
import { clientHubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { estimateSignatureMessages } from '@porchlight/core/client-hub/estimate-signature.messages';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { linkFor, sendEstimate } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { ageHubLink } from './fixtures/hub-links';
import { expect, type Page, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };
const stamp = () => Date.now().toString(36);
/** The owner logs in and sends a new client an estimate; the link as the client's mailbox has it. */
async function ownerSendsEstimate(page: Page) {
  const email = `robin.${stamp()}@example.com`;
  await signIn(page, PRO);
  const estimateNumber = await sendEstimate(page, { emailAddress: email });
  return { email, estimateNumber, link: await linkFor(email) };
}

test.describe('the Client Hub', () => {
  test('a client opens a sent estimate from the e-mailed link, approves it, and logs out', {
    tag: '@phone',
  }, async ({ page, browser }) => {
    const { estimateNumber, link } = await ownerSendsEstimate(page);
    expect(link).toContain(`#view-estimate?number=${estimateNumber}`);

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const client = await context.newPage();
      await client.goto(link);
      await expect(
        client.getByRole('heading', { name: `Estimate #${estimateNumber} from ${CLEANER.name}` }),
      ).toBeVisible();
      // The link's ids leave the address once used.
      await expect(client).not.toHaveURL(/[?&]s=/);
      // $185.00 taxed at 8.25%: $15.26 (rounded once, in core).
      await expect(client.getByRole('group', { name: 'Totals' })).toContainText('$200.26');
      await client.getByRole('button', { name: 'Approve' }).click();
      await expect(client.getByText('Estimate approved')).toBeVisible();
      await expect(client.getByRole('button', { name: 'Approve' })).toHaveCount(0);

      await client
        .getByRole('navigation', { name: 'Client Hub' })
        .getByRole('link', { name: 'My Account' })
        .click();
      await expect(client.getByRole('heading', { name: /^Welcome, Robin Hub/ })).toBeVisible();
      for (const tile of ['Requests', 'Estimates', 'Invoices', 'Jobs']) {
        await expect(client.getByRole('button', { name: tile, exact: true })).toBeVisible();
      }
      await client.getByRole('button', { name: 'Estimates', exact: true }).click();
      await expect(client.getByRole('table', { name: 'Estimates' })).toContainText('Approved');

      // A reload keeps the hub session; logging out ends it.
      await client.reload();
      await expect(client.getByRole('table', { name: 'Estimates' })).toBeVisible();
      await client
        .getByRole('navigation', { name: 'Client Hub' })
        .getByRole('link', { name: 'My Account' })
        .click();
      await client.getByRole('button', { name: 'Logout Client Hub' }).click();
      await expect(client.getByText('You have been logged out of your client hub account')).toBeVisible();
      await expect(client.getByRole('link', { name: 'Login' })).toBeVisible();
    } finally {
      await context.close();
    }

    // The owner sees what the client approved: a change would make version 2 (version 1 stays as approved).
    await page.goto(`/account/service-manager?company=${CLEANER.vanity}&tab=estimates`);
    const estimate = await openBy(
      () => page.getByRole('button', { name: `Open estimate ${estimateNumber}`, exact: true }).click(),
      page.getByRole('dialog', { name: `Estimate #${estimateNumber}` }),
    );
    await expect(estimate.getByText(estimateSignatureMessages.newVersionNotice(1))).toBeVisible();
    await estimate.getByRole('button', { name: 'Close estimate' }).click();
    await expect(page.getByText(serviceManagerMessages.statusSaved)).toBeVisible();
    const openButton = page.getByRole('button', { name: `Open estimate ${estimateNumber}`, exact: true });
    await expect(page.getByRole('row').filter({ has: openButton })).toContainText('Closed');
  });

  test('a link a week old has expired; the client has a new one e-mailed, and it opens the hub', async ({
    page,
    browser,
  }) => {
    const { email, estimateNumber, link: old } = await ownerSendsEstimate(page);
    await ageHubLink(old, 7);

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const client = await context.newPage();
      await client.goto(old);
      await expect(client.getByText(clientHubMessages.linkExpired)).toBeVisible();

      // The spec's words, not the browser's tooltip, for an empty and a malformed address (spec 3 §8).
      const box = client.getByRole('textbox', { name: 'Email address' });
      await client.getByRole('button', { name: 'Send Link' }).click();
      await expect(client.getByText(clientHubMessages.emailRequired)).toBeVisible();
      await box.fill('not-an-address');
      await client.getByRole('button', { name: 'Send Link' }).click();
      await expect(client.getByText(clientHubMessages.emailInvalid)).toBeVisible();

      // Not the address the link was sent to: the spec's words, and the box is cleared for another try.
      await box.fill('someone.else@example.com');
      await client.getByRole('button', { name: 'Send Link' }).click();
      await expect(
        client.getByText(clientHubMessages.emailNotAssociated('someone.else@example.com')),
      ).toBeVisible();
      await expect(box).toHaveValue('');

      await box.fill(email);
      await client.getByRole('button', { name: 'Send Link' }).click();
      await expect(client.getByText(clientHubMessages.newLinkSent)).toBeVisible();

      const fresh = await linkFor(email, 1);
      expect(fresh).not.toBe(old);
      // The new link opens on the same estimate as the old one.
      await client.goto(fresh);
      await expect(
        client.getByRole('heading', { name: `Estimate #${estimateNumber} from ${CLEANER.name}` }),
      ).toBeVisible();
      await expect(client).not.toHaveURL(/[?&]s=/);
    } finally {
      await context.close();
    }
  });

  test('a link that is not one says so in the spec words', async ({ page }) => {
    await page.goto(`/company/${CLEANER.vanity}/client-hub?s=${randomUUID()}&c=${randomUUID()}`);
    await expect(
      page.getByText(`This link is invalid. Please contact ${CLEANER.name} to receive a new link.`),
    ).toBeVisible();
  });

  test('ids that are not uuids are ignored: the page opens as it does without a link (spec 3 §5)', async ({
    page,
  }) => {
    await page.goto(`/company/${CLEANER.vanity}/client-hub?s=not-a-uuid&c=also-not`);
    await expect(page.getByText(`The Client Hub is where customers of ${CLEANER.name}`)).toBeVisible();
    await expect(page.getByText(/This link is invalid/)).toHaveCount(0);
  });

  test("a logged-in customer whose e-mail is the provider's client reaches the hub without a link", {
    tag: '@phone',
  }, async ({ page }) => {
    await signIn(page, { email: 'customer@porchlight.test', password: DEMO_PASSWORD });
    const accountLists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/client-hub/available-hubs/')) accountLists.push(request.url());
    });
    await page.goto(`/company/${CLEANER.vanity}/client-hub#invoices`);
    await expect(page.getByRole('table', { name: 'Paid invoices' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices awaiting payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paid', exact: true })).toBeVisible();
    // Logged in through the site: no hub logout tile.
    await page
      .getByRole('navigation', { name: 'Client Hub' })
      .getByRole('link', { name: 'My Account' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome, Casey Morgan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout Client Hub' })).toHaveCount(0);
    // The accounts list read with the login to enter is the hub's own (its Switch Account tile): read once.
    expect(accountLists).toHaveLength(1);

    // The demo's weekly job: its next visit, with who is coming (issue 33 item 7).
    await page.getByRole('button', { name: 'Jobs' }).click();
    const weekly = page.getByRole('row').filter({ hasText: 'Weekly office tidy' });
    await expect(weekly).toContainText(/Next: (Tue|Fri), [A-Z][a-z]{2} \d{1,2} · 8-11 AM/);
    await expect(weekly).toContainText('Marcus is coming');

    // Its page: every visit to come and gone by, with who is coming, and back to the list.
    await weekly.getByRole('button', { name: /^Job #\d+$/ }).click();
    await expect(page.getByRole('heading', { name: 'Weekly office tidy' })).toBeVisible();
    const next = page.getByRole('list', { name: 'Upcoming visits' }).getByRole('listitem').first();
    await expect(next).toContainText(/(Tue|Fri), [A-Z][a-z]{2} \d{1,2} · 8-11 AM/);
    await expect(next).toContainText('Marcus is coming');
    const last = page.getByRole('list', { name: 'Past visits' }).getByRole('listitem').first();
    await expect(last).toContainText(/(Tue|Fri), [A-Z][a-z]{2} \d{1,2} · 8-11 AM/);
    await expect(last).toContainText('completed');
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
  });
});
