import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { linkFor, sendEstimate } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { fillCard, openPayDialog } from './fixtures/hub-payments';
import { hubLinks, subjectsTo } from './fixtures/mailbox';
import { newOwnerWithCompany } from './fixtures/plans';
import { textsTo } from './fixtures/sms-folder';
import { textBack } from './fixtures/sms-replies';
import { type APIRequestContext, expect, test } from './fixtures/test';

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

type Api = APIRequestContext;
interface ComingUp {
  label: string;
  clientName: string;
  at: string;
}

/** A company's message clock (`query` names it): now on it (other journeys may have moved it). */
const clockNow = async (api: Api, query = LAWN_QUERY) =>
  Date.parse((await (await api.get(`${API}/provider/messages/settings?${query}`)).json()).clock.now);
/** What waits to go, soonest first. */
const comingUp = async (api: Api, query: string): Promise<ComingUp[]> =>
  (await (await api.get(`${API}/provider/messages/coming-up?${query}&rows=100`)).json()).messages;
/** The first `label` coming up for `clientName`. */
async function nextOf(api: Api, query: string, label: string, clientName: string) {
  const message = (await comingUp(api, query)).find(
    (row) => row.label === label && row.clientName === clientName,
  );
  if (!message) throw new Error(`No ${label} to ${clientName} coming up`);
  return message;
}
/** Moves the clock on to `at` (whole hours: just past it), where what is due goes. */
async function moveClockTo(api: Api, query: string, at: string): Promise<void> {
  const hours = Math.ceil((Date.parse(at) - (await clockNow(api, query))) / 3_600_000);
  const moved = await api.post(`${API}/provider/messages/test-clock?${query}`, { data: { hours } });
  expect(moved.status(), await moved.text()).toBe(200);
}
/** The day `days` after `ms` in `timeZone`, 2026-12-01. */
const dayIn = (timeZone: string, ms: number, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(ms + days * 86_400_000);

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
  // Three days ahead on the company's message clock, 10 AM in Austin.
  const day = dayIn('America/Chicago', await clockNow(api), 3);
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
    await moveClockTo(
      api,
      LAWN_QUERY,
      (await nextOf(api, LAWN_QUERY, 'Appointment reminder', `Reese Clock ${stamp}`)).at,
    );
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

test('an invoice reminder stops once the client pays in the Client Hub; after STOP the next one is e-mailed, not texted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A company of its own (in its tools' trial: the Client Hub and invoicing), so its message clock moves
  // nobody else's messages; it takes payments online from the built-in test processor.
  const company = await newOwnerWithCompany(page);
  const query = `vanityName=${company.vanityName}`;
  const api = page.request;
  const stamp = Date.now().toString(36);
  const name = `Parker Pays ${stamp}`;
  const email = `parker.${stamp}@example.com`;
  const mobile = `512556${String(Date.now() % 10_000).padStart(4, '0')}`;
  expect(
    (await api.post(`${API}/provider/service-manager/payments/account?${query}`, { data: {} })).ok(),
  ).toBe(true);
  const created = await api.post(`${API}/provider/service-manager/clients?${query}`, {
    data: { firstName: 'Parker', lastName: `Pays ${stamp}`, emailAddress: email, mobilePhoneNumber: mobile },
  });
  const clientId = (await created.json()).id;
  await api.put(`${API}/provider/service-manager/clients/${clientId}/text-consent?${query}`, {
    data: { consented: true },
  });
  /** An invoice of $100.00 sent to Parker (by e-mail), due `days` after today on the clock; its number. */
  const sendInvoice = async (days: number) => {
    const invoice = await api.post(`${API}/provider/service-manager/invoices?${query}`, {
      data: {
        clientId,
        status: 'Sent',
        dueDate: dayIn('America/Denver', await clockNow(api, query), days),
        items: [{ name: 'Spring lawn cleanup', rate: 10_000, quantity: 1, tax: false }],
        taxPercent: 0,
      },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
    const { invoiceNumber } = await invoice.json();
    const sent = await api.post(`${API}/provider/service-manager/invoices/${invoiceNumber}/send?${query}`, {
      data: { sms: false },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    return invoiceNumber as number;
  };
  const reminderSubjects = async (invoiceNumber: number) =>
    (await subjectsTo(email)).filter((subject) => subject.startsWith(`Invoice ${invoiceNumber} is `));

  try {
    // Due in 5 days: 3 days before, at 9 AM, the reminder goes by e-mail and text with the link to pay.
    const first = await sendInvoice(5);
    // Due later: its reminder, 3 days before, goes after every one of the first invoice's.
    const second = await sendInvoice(5 + 11);
    await moveClockTo(api, query, (await nextOf(api, query, 'Invoice due soon', name)).at);
    await expect
      .poll(() => reminderSubjects(first), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^Invoice \d+ is due on \w{3}, \w{3} \d+$/)]);
    await expect
      .poll(async () => (await textsTo(`+1${mobile}`)).join('\n'), { timeout: 15_000 })
      .toContain(`Invoice ${first} for $100.00 is due on`);

    // Parker pays it from the reminder's link with the test card.
    const link = (await hubLinks(email)).findLast((path) => path.endsWith(`#view-invoice?number=${first}`));
    expect(link).toBeDefined();
    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    try {
      const hub = await context.newPage();
      await hub.goto(link ?? '');
      await expect(
        hub.getByRole('heading', { name: `Invoice #${first} from ${company.name}` }),
      ).toBeVisible();
      const pay = await openPayDialog(hub);
      await fillCard(pay, TEST_CARDS.succeeds);
      await pay.getByRole('button', { name: 'Pay $100.00' }).click();
      await expect(pay.getByText(paymentMessages.paid(10_000))).toBeVisible();
    } finally {
      await context.close();
    }
    // Nothing more waits for the paid invoice: only the second's three reminders are coming up (and the
    // review request the payment asks for).
    expect(
      (await comingUp(api, query))
        .filter((row) => row.clientName === name && row.label.startsWith('Invoice'))
        .map((row) => row.label),
    ).toEqual(['Invoice due soon', 'Invoice due today', 'Invoice overdue']);

    // Parker texts STOP. The clock passes the paid invoice's due date and its week overdue, to the second's
    // reminder: that one is e-mailed, not texted, and the paid one sent nothing more.
    await textBack(`+1${mobile}`, 'STOP');
    await moveClockTo(api, query, (await nextOf(api, query, 'Invoice due soon', name)).at);
    await expect.poll(() => reminderSubjects(second), { timeout: 15_000 }).toHaveLength(1);
    expect(await reminderSubjects(first)).toHaveLength(1);
    const texts = await textsTo(`+1${mobile}`);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`Invoice ${first} `);

    // The owner sees why on Parker's Messages tab.
    await page.goto(`/account/service-manager?company=${company.vanityName}&tab=clients`);
    const dialog = await openBy(
      () => page.getByRole('button', { name }).first().click(),
      page.getByRole('dialog', { name: 'Edit client' }),
    );
    await dialog.getByRole('tab', { name: 'Messages' }).click();
    await expect(
      dialog.getByText('This number replied STOP: no texts go to it until it texts START.'),
    ).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'Invoice due soon, Text' }).first()).toContainText(
      'Not sent: the number replied STOP',
    );
    await expect(dialog.getByRole('listitem', { name: 'Invoice due soon, E-mail' }).first()).toContainText(
      `Invoice ${second} is due on`,
    );
  } finally {
    // Nothing left waiting for Parker.
    await api.patch(`${API}/provider/service-manager/clients/${clientId}/automatic-messages?${query}`, {
      data: { on: false },
    });
  }
});
