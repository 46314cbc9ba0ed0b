import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = 'bright-nest-cleaning-co';
const stamp = () => Date.now().toString(36);

test.describe('the Service Manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, PRO);
  });

  test('the owner adds a client, then an estimate whose totals follow the items', { tag: '@phone' }, async ({
    page,
  }) => {
    const lastName = `Nguyen ${stamp()}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Jordan Ellis' }).click();
    await page.getByRole('menuitem', { name: 'Service Manager' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Manager' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();

    const client = await openBy(
      () => page.getByRole('button', { name: 'New client' }).click(),
      page.getByRole('dialog', { name: 'New client' }),
    );
    await client.getByRole('button', { name: 'Save client' }).click();
    await expect(client.getByText('A first name is required')).toBeVisible();
    await client.getByRole('textbox', { name: /^First name/ }).fill('Tam');
    await client.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await client.getByRole('textbox', { name: 'E-mail' }).fill(`tam.${stamp()}@example.com`);
    await client.getByRole('button', { name: 'Save client' }).click();
    await expect(page.getByText('Client saved')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search clients' }).fill(lastName);
    await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row')).toHaveCount(2);

    await page.getByRole('tab', { name: 'Estimates' }).click();
    await expect(page).toHaveURL(/tab=estimates/);
    const estimate = await openBy(
      () => page.getByRole('button', { name: 'New estimate' }).click(),
      page.getByRole('dialog', { name: 'New estimate' }),
    );
    await estimate.getByRole('combobox', { name: /^Client/ }).selectOption({ label: `Tam ${lastName}` });
    const first = estimate.getByRole('group', { name: 'Item 1' });
    await first.getByRole('textbox', { name: /^Item/ }).fill('Deep clean');
    await first.getByRole('textbox', { name: 'Description' }).fill('Kitchen & bathrooms\nInside the oven');
    await first.getByRole('textbox', { name: 'Rate' }).fill('249.99');
    await first.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await estimate.getByRole('button', { name: 'Add item' }).click();
    const second = estimate.getByRole('group', { name: 'Item 2' });
    await second.getByRole('textbox', { name: /^Item/ }).fill('Trip fee');
    await second.getByRole('textbox', { name: 'Rate' }).fill('25');
    await second.getByRole('checkbox', { name: 'Taxable' }).uncheck();
    await estimate.getByRole('textbox', { name: 'Tax %' }).fill('8.25');
    // 2 × $249.99 taxable + $25 not: tax 8.25% of $499.98 is $41.25 (rounded once, in core).
    const totals = estimate.getByRole('group', { name: 'Totals' });
    await expect(totals).toContainText('$524.98');
    await expect(totals).toContainText('$41.25');
    await expect(totals).toContainText('$566.23');
    await estimate.getByRole('button', { name: 'Save estimate' }).click();
    await expect(page.getByText('Estimate saved')).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Estimates' })
      .getByRole('row', { name: new RegExp(lastName) });
    await expect(row).toContainText('$566.23');
    await expect(row).toContainText('Draft');

    // Opened again by its number: the saved items come back, and a change is saved over them.
    const again = await openBy(
      () => row.getByRole('button', { name: /^Open estimate \d+$/ }).click(),
      page.getByRole('dialog', { name: /^Estimate #\d+$/ }),
    );
    const saved = again.getByRole('group', { name: 'Item 1' });
    await expect(saved.getByRole('textbox', { name: /^Item/ })).toHaveValue('Deep clean');
    await expect(saved.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Kitchen & bathrooms\nInside the oven',
    );
    await saved.getByRole('textbox', { name: 'Quantity' }).fill('3');
    // 3 × $249.99 = $749.97 taxed at 8.25% ($61.87) + $25 untaxed.
    await expect(again.getByRole('group', { name: 'Totals' })).toContainText('$836.84');
    await expect(again.getByRole('button', { name: 'Send to client' })).toBeDisabled();
    await again.getByRole('button', { name: 'Save estimate' }).click();
    await expect(row).toContainText('$836.84');

    // Sent to the client's hub: a secure link by e-mail, and the Draft becomes Sent.
    const toSend = await openBy(
      () => row.getByRole('button', { name: /^Open estimate \d+$/ }).click(),
      page.getByRole('dialog', { name: /^Estimate #\d+$/ }),
    );
    await toSend.getByRole('button', { name: 'Send to client' }).click();
    await expect(page.getByText(/^Estimate sent to tam\./)).toBeVisible();
    await expect(row).toContainText('Sent');
  });

  test('a request from the inbox becomes a client and a draft estimate; a job changes status', async ({
    page,
  }) => {
    const name = `Rowan ${stamp()}`;
    const sent = await page.request.post(`/api/v1/client-hub/request/${CLEANER}`, {
      data: {
        firstName: 'Jo',
        lastName: name,
        preferredContactMethod: 'email',
        email: `jo.${stamp()}@example.com`,
        inputForm: [
          { label: 'Description', type: 'textarea', value: 'A spring clean of a two-bedroom flat, please.' },
        ],
        countryCode: 'US',
        countryName: 'United States',
        type: 'cu',
        submittedFromUrl: `http://localhost/company/${CLEANER}/contact-us`,
      },
    });
    expect(sent.ok()).toBe(true);

    await page.goto(`/account/requests?company=${CLEANER}`);
    const card = page.getByRole('article', { name: new RegExp(`from Jo ${name}$`) });
    await card.getByRole('button', { name: 'Create estimate' }).click();
    await expect(page.getByText(/^Estimate #\d+ created from this request$/)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/service-manager\?company=bright-nest-cleaning-co&tab=estimates/);
    await expect(
      page.getByRole('table', { name: 'Estimates' }).getByRole('row', { name: new RegExp(name) }),
    ).toContainText('Draft');

    // A paid invoice is a record of money: it opens to be read, not changed.
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const paid = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: /Paid/ }).first();
    const paidTotal = (await paid.getByRole('cell').nth(5).textContent()) ?? '';
    const invoice = await openBy(
      () => paid.getByRole('button', { name: /^Open invoice \d+$/ }).click(),
      page.getByRole('dialog', { name: /^Invoice #\d+$/ }),
    );
    await expect(invoice.getByRole('group', { name: 'Totals' })).toContainText(paidTotal);
    await expect(invoice.getByText(serviceManagerMessages.invoiceLocked)).toBeVisible();
    await expect(invoice.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    await expect(invoice.getByRole('button', { name: 'Save invoice' })).toHaveCount(0);
    await invoice.getByRole('button', { name: 'Cancel' }).click();

    // A job without visits takes its status by hand (one with visits follows them: issue 33).
    const clients = await (
      await page.request.get(`/api/v1/provider/service-manager/clients?vanityName=${CLEANER}`)
    ).json();
    const title = `Fence stain ${stamp()}`;
    const job = await page.request.post(`/api/v1/provider/service-manager/jobs?vanityName=${CLEANER}`, {
      data: { clientId: clients.clients[0].id, title },
    });
    expect(job.ok()).toBe(true);
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const status = page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('combobox', { name: /^Status of job / });
    await expect(status).toHaveValue('unscheduled');
    await status.selectOption('scheduled');
    await expect(page.getByText('Job updated')).toBeVisible();
    await page.reload();
    await expect(status).toHaveValue('scheduled');
  });

  test('a client without estimates, invoices or jobs can be deleted; one with them stays', async ({
    page,
  }) => {
    const lastName = `Temp ${stamp()}`;
    await page.goto(`/account/service-manager?company=${CLEANER}`);
    const create = await openBy(
      () => page.getByRole('button', { name: 'New client' }).click(),
      page.getByRole('dialog', { name: 'New client' }),
    );
    await create.getByRole('textbox', { name: /^First name/ }).fill('Kim');
    await create.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await create.getByRole('button', { name: 'Save client' }).click();
    await expect(page.getByText('Client saved')).toBeVisible();

    const clients = page.getByRole('table', { name: 'Clients' });
    const remove = async (name: string) => {
      await page.getByRole('textbox', { name: 'Search clients' }).fill(name);
      const edit = await openBy(
        () => clients.getByRole('button', { name: new RegExp(name) }).click(),
        page.getByRole('dialog', { name: 'Edit client' }),
      );
      await edit.getByRole('button', { name: 'Delete client' }).click();
      await page
        .getByRole('dialog', { name: 'Delete client' })
        .getByRole('button', { name: 'Delete' })
        .click();
    };
    await remove(lastName);
    await expect(page.getByText('Client deleted')).toBeVisible();
    await expect(clients.getByRole('button', { name: new RegExp(lastName) })).toHaveCount(0);

    // The demo's Casey Morgan has invoices: she stays, and the error dialog says why.
    await remove('Casey Morgan');
    await expect(
      page.getByText('This client has estimates, invoices or jobs and cannot be deleted'),
    ).toBeVisible();
  });
});
