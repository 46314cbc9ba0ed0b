import { bookingMailMessages } from '@porchlight/core/booking/booking.messages';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './fixtures/auth';
import { subjectsTo } from './fixtures/mailbox';
import { type APIRequestContext, expect, request, test } from './fixtures/test';

/** The demo company that approves each online booking, one a day (packages/db/src/seed/demo-booking-approval.ts). */
const OWNER = { email: 'lawn@porchlight.test', password: DEMO_PASSWORD };
const COMPANY = 'hill-country-lawn-and-landscape';
const COMPANY_NAME = 'Hill Country Lawn & Landscape';
const API = '/api/v1';

interface Day {
  date: string;
  label: string;
  full: boolean;
  slots: { start: string }[];
}

/** A guest's booking request through the API (the dialog itself is online-booking.spec's journey). */
async function requestTime(
  visitor: APIRequestContext,
  offer: string,
  start: string,
  lastName: string,
  email: string,
) {
  const booked = await visitor.post(`${API}/booking/${COMPANY}/bookings`, {
    data: {
      idempotencyKey: crypto.randomUUID(),
      offer,
      start,
      contact: { firstName: 'Jamie', lastName, email, phone: '5125550177' },
      address: {
        address: '1100 Congress Ave',
        address2: '',
        city: 'Austin',
        stateCode: 'TX',
        zipCode: '78701',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  expect((await booked.json()).status).toBe('requested');
}

test('the owner approves a booking request, its day is then fully booked, and a request left past its reply deadline expires', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const approved = `Asker${stamp}`;
  const late = `Late${stamp}`;
  const lateEmail = uniqueEmail('late');
  const visitor = await request.newContext({ baseURL });
  await signIn(page, OWNER);
  try {
    const { offers } = await (await visitor.get(`${API}/booking/${COMPANY}/options`)).json();
    const offer: string = offers[0].uri;
    const { days } = (await (
      await visitor.get(`${API}/booking/${COMPANY}/availability?offer=${offer}&days=14`)
    ).json()) as { days: Day[] };
    const open = days.filter((day) => day.slots.length > 0);
    const first = open[0];
    const last = open.at(-1);
    if (!first?.slots[0] || !last?.slots[0] || first === last) throw new Error('two open days expected');
    await requestTime(visitor, offer, first.slots[0].start, approved, uniqueEmail('asker'));
    // Far enough ahead that its reply is due a day after it was made, not an hour before the visit.
    await requestTime(visitor, offer, last.slots[0].start, late, lateEmail);

    await page.goto(`/account/service-manager?company=${COMPANY}&tab=schedule`);
    const requests = page.getByRole('region', { name: 'Booking requests' });
    const card = (lastName: string) => requests.getByTestId('booking-request').filter({ hasText: lastName });
    await expect(card(approved)).toContainText(/Reply by \w{3}, \w{3} \d+, \d/);
    await card(approved)
      .getByRole('button', { name: new RegExp(`^Approve Jamie ${approved}`) })
      .click();
    await expect(page.getByText(`Approved: Jamie ${approved} is booked and was told.`)).toBeVisible();
    await expect(card(approved)).toHaveCount(0);

    // One booking a day: a visitor's dialog shows that day fully booked, with no time to pick.
    const guest = await browser.newContext({ baseURL });
    const dialogPage = await guest.newPage();
    await dialogPage.goto(`/company/${COMPANY}/book`);
    const dialog = dialogPage.getByRole('dialog', { name: /^Book online with / });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const fullDay = dialog.getByTestId('booking-days').locator('label').filter({ hasText: first.label });
    await expect(fullDay).toContainText('Fully booked');
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${first.label}`) })).toBeDisabled();
    await guest.close();

    // A day later on the company's test clock, the other request is past its reply deadline: too late to
    // approve, and the visitor was told.
    const moved = await page.request.post(`${API}/provider/messages/test-clock?vanityName=${COMPANY}`, {
      data: { hours: 25 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await card(late)
      .getByRole('button', { name: new RegExp(`^Approve Jamie ${late}`) })
      .click();
    await expect(page.getByText('The reply deadline has passed; the client was told.')).toBeVisible();
    await expect
      .poll(() => subjectsTo(lateEmail), { timeout: 10_000 })
      .toContain(bookingMailMessages.expiredSubject(COMPANY_NAME));
  } finally {
    await visitor.dispose();
    // The demo's calendar as it was: the approved visit cancelled, its job closed (the expired one freed itself).
    await cancelBookedVisit(page.request, approved);
  }
});

async function cancelBookedVisit(api: APIRequestContext, lastName: string) {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const { visits } = await (
    await api.get(`${API}/provider/schedule/visits?vanityName=${COMPANY}&from=${from}T00:00&to=${to}T00:00`)
  ).json();
  const visit = visits.find((each: { client: { name: string } }) => each.client.name.includes(lastName));
  if (!visit) return;
  await api.post(`${API}/provider/schedule/visits/${visit.id}/cancel?vanityName=${COMPANY}`, {
    data: { version: visit.version },
  });
  await api.patch(`${API}/provider/service-manager/jobs/${visit.jobNumber}?vanityName=${COMPANY}`, {
    data: { status: 'closed' },
  });
}
