import { hubContactMessages } from '@porchlight/core/client-hub/hub-contact-prefill.rules';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { linkFor, sendEstimate } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { answerQuestionsUntilPhotos, wizardOf } from './fixtures/pricing-wizard';
import { expect, type Locator, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };
const HOME = `/company/${CLEANER.vanity}`;

/** The name and e-mail come from the hub and cannot be changed; the phone is filled in and stays open. */
async function expectLockedContact(
  scope: Locator,
  client: { firstName: string; lastName: string; email: string; phone: string },
) {
  await expect(scope.getByText(hubContactMessages.locked)).toBeVisible();
  for (const [label, value] of [
    ['First name', client.firstName],
    ['Last name', client.lastName],
    ['Email address', client.email],
  ] as const) {
    await expect(scope.getByLabel(label)).toHaveValue(value);
    await expect(scope.getByLabel(label)).not.toBeEditable();
  }
  await expect(scope.getByLabel('Phone number')).toHaveValue(client.phone);
  await expect(scope.getByLabel('Phone number')).toBeEditable();
}

test.describe('requests of a Client Hub customer (spec 3 §2.4, spec 1 §6, spec 2 §6)', () => {
  test('a client sends a new request from the hub, and the profile’s forms know the client too', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const client = {
      firstName: 'Jordan',
      lastName: `Requests ${stamp}`,
      email: `jordan.${stamp}@example.com`,
      phone: '(512) 555-0142',
    };
    await signIn(page, PRO);
    await sendEstimate(page, {
      firstName: client.firstName,
      lastName: client.lastName,
      emailAddress: client.email,
      mobilePhoneNumber: '5125550142',
    });
    const link = await linkFor(client.email);

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const hub = await context.newPage();
      await hub.goto(link);
      await expect(hub).not.toHaveURL(/[?&]s=/);
      await hub.goto(`${HOME}/client-hub#requests`);
      const requests = hub.getByRole('table', { name: 'Requests' });
      await expect(requests).toBeVisible();
      await expect(hub.getByText('No requests found.')).toBeVisible();

      // New request: the provider's pricing wizard in a dialog, the contact step filled in from the hub.
      const wizard = await openBy(
        () => hub.getByRole('button', { name: 'New request' }).click(),
        wizardOf(hub),
      );
      const service = (await wizard.getByRole('checkbox').first().getAttribute('value')) ?? '';
      expect(service).not.toBe('');
      await answerQuestionsUntilPhotos(wizard);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expectLockedContact(wizard, client);
      await wizard.getByRole('button', { name: 'Send request' }).click();

      // The dialog closes and the list shows the new request.
      await expect(wizardOf(hub)).toHaveCount(0);
      await expect(hub.getByText(/Your request has been sent/)).toBeVisible();
      await expect(requests.getByRole('row').filter({ hasText: service })).toHaveCount(1);

      // On the profile, the same browser's hub session fills in and locks the Contact Us form…
      await hub.goto(`${HOME}/contact-us`);
      const form = hub.getByRole('form', { name: 'Contact Us' });
      await expectLockedContact(form, client);
      await form.getByLabel('Description').fill('Could you also clean the garage windows?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(hub.getByTestId('contact-thank-you')).toContainText(/Reference number: #\d+/);

      // … and the pricing wizard's contact step.
      await hub.goto(HOME);
      const profileWizard = await openBy(
        () => hub.getByRole('button', { name: 'Request Pricing & Availability' }).first().click(),
        wizardOf(hub),
      );
      await answerQuestionsUntilPhotos(profileWizard);
      await profileWizard.getByRole('button', { name: 'Next' }).click();
      await expectLockedContact(profileWizard, client);
      await hub.keyboard.press('Escape');

      // Both requests are the client's: they show in the hub.
      await hub.goto(`${HOME}/client-hub#requests`);
      await expect(requests.getByRole('row').filter({ hasText: 'Contact Us message' })).toHaveCount(1);
      await expect(requests.getByRole('row').filter({ hasText: service })).toHaveCount(1);
    } finally {
      await context.close();
    }

    // A visitor without a hub session types their own details.
    await page.goto(`${HOME}/contact-us`);
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form.getByLabel('First name')).toBeEditable();
    await expect(form.getByText(hubContactMessages.locked)).toHaveCount(0);
  });
});
