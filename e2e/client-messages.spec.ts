import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { linkFor, sendEstimate } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { subjectsTo } from './fixtures/mailbox';
import { textsTo } from './fixtures/sms-folder';
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

test('a client agrees to texts and stops automatic messages in the Client Hub; the owner sees it recorded as theirs', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `noor.${Date.now().toString(36)}@example.com`;
  await signIn(page, PRO);
  await sendEstimate(page, {
    emailAddress: email,
    firstName: 'Noor',
    lastName: 'Hub',
    mobilePhoneNumber: '5125550166',
  });
  const link = await linkFor(email);

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  try {
    const client = await context.newPage();
    await client.goto(link.replace(/#.*$/, '#my-account'));
    const preferences = client.getByRole('region', { name: 'Message preferences' });
    const consent = preferences.getByRole('checkbox', {
      name: /^I agree to get text messages from Bright Nest Cleaning Co\. .* at \(512\) 555-0166\./,
    });
    await consent.check();
    await expect(client.getByText('You agreed to texts.')).toBeVisible();
    await expect(preferences.getByText(/^You agreed here on \w{3} \d+, \d{4}/)).toBeVisible();
    await preferences.getByRole('switch', { name: 'No automatic messages' }).check();
    await expect(
      client.getByText('Bright Nest Cleaning Co. sends you no automatic messages now.'),
    ).toBeVisible();
  } finally {
    await context.close();
  }

  await page.goto('/account/service-manager?company=bright-nest-cleaning-co&tab=clients');
  const dialog = await openBy(
    () => page.getByRole('button', { name: 'Noor Hub' }).first().click(),
    page.getByRole('dialog', { name: 'Edit client' }),
  );
  await dialog.getByRole('tab', { name: 'Messages' }).click();
  await expect(dialog.getByText(/^Recorded by them in the Client Hub on \w{3} \d+, \d{4}/)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'No automatic messages' })).toBeChecked();
});

const LAWN = { email: 'lawn@porchlight.test', password: DEMO_PASSWORD };
const LAWN_QUERY = 'vanityName=hill-country-lawn-and-landscape';
const API = '/api/v1';

test("a booked visit's reminder arrives by e-mail and text in the owner's words when the message clock reaches it", async ({
  page,
}) => {
  await signIn(page, LAWN);
  const stamp = Date.now().toString(36);
  const email = `reese.${stamp}@example.com`;
  const mobile = `512555${String(Date.now() % 10_000).padStart(4, '0')}`;
  const api = page.request;
  const client = await api.post(`${API}/provider/service-manager/clients?${LAWN_QUERY}`, {
    data: { firstName: 'Reese', lastName: `Clock ${stamp}`, emailAddress: email, mobilePhoneNumber: mobile },
  });
  const clientId = (await client.json()).id;
  await api.put(`${API}/provider/service-manager/clients/${clientId}/text-consent?${LAWN_QUERY}`, {
    data: { consented: true },
  });
  const job = await api.post(`${API}/provider/service-manager/jobs?${LAWN_QUERY}`, {
    data: { clientId, title: 'Spring lawn cleanup' },
  });
  const { jobNumber } = await job.json();
  // Three days ahead on the company's message clock (other journeys may have moved it), 10 AM in Austin.
  const clockNow = async () =>
    Date.parse((await (await api.get(`${API}/provider/messages/settings?${LAWN_QUERY}`)).json()).clock.now);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    (await clockNow()) + 3 * 86_400_000,
  );
  const visit = await api.post(`${API}/provider/service-manager/jobs/${jobNumber}/visits?${LAWN_QUERY}`, {
    data: { start: `${day}T10:00`, end: `${day}T12:00`, assigneeIds: [] },
  });
  expect(visit.status(), await visit.text()).toBe(201);

  try {
    // The owner writes the reminder in their own words and sees it coming up.
    await page.goto('/account/service-manager?company=hill-country-lawn-and-landscape&tab=messages');
    await expect(page.getByRole('region', { name: 'Coming up' })).toContainText(
      `Appointment reminder to Reese Clock ${stamp}`,
    );
    const editor = await openBy(
      () => page.getByRole('button', { name: 'Edit Appointment reminder' }).click(),
      page.getByRole('dialog', { name: 'Appointment reminder' }),
    );
    await editor.getByRole('textbox', { name: 'Subject' }).fill('Mowing day is near, {client_first_name}');
    await editor
      .getByRole('textbox', { name: 'Text message' })
      .fill('Hi {client_first_name}, we mow on {visit_date}, {visit_time}. Leave the gate open: {link}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();

    // The message clock moves to the reminder's time: it goes by e-mail and by text, once.
    const { messages } = await (
      await api.get(`${API}/provider/messages/coming-up?${LAWN_QUERY}&rows=100`)
    ).json();
    const reminder = messages.find(
      (message: { label: string; clientName: string }) =>
        message.label === 'Appointment reminder' && message.clientName === `Reese Clock ${stamp}`,
    );
    const hours = Math.ceil((Date.parse(reminder.at) - (await clockNow())) / 3_600_000);
    const moved = await api.post(`${API}/provider/messages/test-clock?${LAWN_QUERY}`, { data: { hours } });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect.poll(() => subjectsTo(email), { timeout: 15_000 }).toContain('Mowing day is near, Reese');
    await expect
      .poll(async () => (await textsTo(`+1${mobile}`)).join('\n'), { timeout: 15_000 })
      .toMatch(
        /^Hill Country Lawn & Landscape: Hi Reese, we mow on \w{3}, \w{3} \d+, 10 AM-12 PM\. Leave the gate open: http\S+ Reply STOP to opt out\.$/m,
      );
  } finally {
    // As the demo had it: the default reminder, no visit on the calendar.
    await api.delete(`${API}/provider/messages/kinds/visit-reminder?${LAWN_QUERY}`);
    const { id, version } = await visit.json();
    await api.post(`${API}/provider/schedule/visits/${id}/cancel?${LAWN_QUERY}`, { data: { version } });
  }
});
