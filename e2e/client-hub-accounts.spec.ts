import { profileTitles } from '@porchlight/core/providers/profile.rules';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { linkFor } from './fixtures/client-hub';
import { expect, type Page, test } from './fixtures/test';

/** The demo's company that is not public yet, and its owner (docs/decisions.md "Demo data"). */
const OWNER = { email: 'owner@porchlight.test', password: DEMO_PASSWORD };
const UNPUBLISHED = { vanity: 'sam-patel-home-repair', name: 'Sam Patel Home Repair' };

/** A Service Manager call of the unpublished company, as its owner (logged in on `owner`). */
async function serviceManager(owner: Page, path: string, data: object) {
  const response = await owner.request.post(
    `/api/v1/provider/service-manager/${path}?vanityName=${UNPUBLISHED.vanity}`,
    { data },
  );
  expect(response.ok()).toBe(true);
  return response.json();
}

test.describe('Client Hub accounts (issue 29 items 5 and 6)', () => {
  test('an unpublished company’s link opens its hub, and the client switches to its other account there', async ({
    page,
    browser,
  }) => {
    const email = `jordan.${Date.now().toString(36)}@example.com`;
    await signIn(page, OWNER);
    const home = await serviceManager(page, 'clients', {
      firstName: 'Jordan',
      lastName: 'Home',
      emailAddress: email,
    });
    await serviceManager(page, 'clients', {
      firstName: 'Jordan',
      lastName: 'Rental',
      companyName: 'Elm Street Rental',
      emailAddress: email,
    });
    const { invoiceNumber } = await serviceManager(page, 'invoices', {
      clientId: home.id,
      items: [{ name: 'Porch step repair', rate: 12_000, quantity: 1, tax: false }],
    });
    await serviceManager(page, `invoices/${invoiceNumber}/send`, {});
    const link = await linkFor(email);

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const client = await context.newPage();
      const opened = await client.goto(link);
      expect(opened?.status()).toBe(200);
      await expect(
        client.getByRole('heading', { name: `Invoice #${invoiceNumber} from ${UNPUBLISHED.name}` }),
      ).toBeVisible();
      await expect(client.getByRole('heading', { name: `Client Hub for ${UNPUBLISHED.name}` })).toBeVisible();

      const hubNav = client.getByRole('navigation', { name: 'Client Hub' });
      await hubNav.getByRole('link', { name: 'My Account' }).click();
      await expect(client.getByRole('heading', { name: 'Welcome, Jordan Home' })).toBeVisible();
      await client.getByRole('button', { name: 'Switch Account', exact: true }).click();
      await expect(hubNav).toContainText('Switch Account');
      const accounts = client.getByTestId('hub-account');
      await expect(accounts).toHaveCount(2);
      await expect(accounts.first()).toContainText('Current');
      await client
        .getByRole('button', { name: `Switch: Jordan Rental (Elm Street Rental), ${UNPUBLISHED.name}` })
        .click();
      await expect(client.getByRole('heading', { name: 'Welcome, Jordan Rental' })).toBeVisible();

      // The hub only: the company's profile stays hidden until it is published.
      await client.goto(`/company/${UNPUBLISHED.vanity}`);
      await expect(
        client.getByRole('heading', { name: profileTitles.notFound(UNPUBLISHED.vanity) }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
