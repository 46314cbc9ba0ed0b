import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillRegisterForm, fullName, login, newUser } from './fixtures/auth';
import { teamInvitationLinks } from './fixtures/mailbox';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = 'bright-nest-cleaning-co';

test('the owner invites a technician by e-mail, who signs up from the link, accepts and is on the team', async ({
  page,
  browser,
}) => {
  const technician = newUser({ firstName: 'Casey' });
  await login(page, PRO);
  await page.goto(`/account/service-manager?company=${CLEANER}&tab=team`);
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByRole('listitem', { name: 'Jordan Ellis' })).toContainText('Owner');

  await page.getByRole('textbox', { name: 'E-mail address' }).fill(technician.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We e-mailed an invitation to ${technician.email}.`)).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem', { name: technician.email })).toContainText('Technician');

  // The technician opens the e-mailed link in their own browser, signs up with that address and accepts.
  await expect.poll(async () => (await teamInvitationLinks(technician.email)).length).toBe(1);
  const [link] = await teamInvitationLinks(technician.email);
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link ?? '');
  await expect(
    invitee.getByRole('heading', { name: 'Bright Nest Cleaning Co. invited you to join as a technician' }),
  ).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign up' }).click();
  await fillRegisterForm(invitee, technician);
  await expect(invitee).toHaveURL(new RegExp(`${link}$`));
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee).toHaveURL(/\/account$/);
  await expect(invitee.getByText('You joined Bright Nest Cleaning Co. as technician.')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(members.getByRole('listitem', { name: fullName(technician) })).toContainText('Technician');
  await expect(invitations.getByRole('listitem', { name: technician.email })).toHaveCount(0);
});
