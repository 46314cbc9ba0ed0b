import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };

test("the owner records a client's consent to texts and stops their automatic messages", async ({ page }) => {
  await signIn(page, PRO);
  await page.goto('/account/service-manager?company=bright-nest-cleaning-co&tab=clients');
  const client = await openBy(
    () => page.getByRole('button', { name: 'Hannah Brooks' }).click(),
    page.getByRole('dialog', { name: 'Edit client' }),
  );
  await client.getByRole('tab', { name: 'Messages' }).click();
  await expect(client.getByText(/^No messages yet\./)).toBeVisible();

  const consent = client.getByRole('checkbox', {
    name: /^Hannah Brooks agreed to get text messages from .+ at \(512\) 555-0177\./,
  });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByText('Consent recorded.')).toBeVisible();
  await expect(client.getByText(/^Recorded by Jordan Ellis on \w{3} \d+, \d{4}/)).toBeVisible();

  const off = client.getByRole('switch', { name: 'No automatic messages' });
  await off.check();
  await expect(page.getByText('No automatic messages go to Hannah.')).toBeVisible();
  // Read again from the server: both stay after the dialog is opened anew.
  await page.keyboard.press('Escape');
  await openBy(
    () => page.getByRole('button', { name: 'Hannah Brooks' }).click(),
    page.getByRole('dialog', { name: 'Edit client' }),
  );
  await client.getByRole('tab', { name: 'Messages' }).click();
  await expect(off).toBeChecked();
  await expect(consent).toBeChecked();

  // Back as the demo data had them.
  await off.uncheck();
  await expect(off).not.toBeChecked();
  await consent.uncheck();
  await expect(page.getByText('Consent withdrawn.')).toBeVisible();
});
