import { hubVisitMessages } from '@porchlight/core/client-hub/hub-visits.messages';
import { type OptionsOffer, requiredAnswers } from '../apps/server/test/booking-answers';
import { uniqueEmail } from './fixtures/auth';
import { hubLinks } from './fixtures/mailbox';
import { expect, request, test } from './fixtures/test';

/** The demo company that books online and confirms at once (packages/db/src/seed/demo-booking.ts). */
const COMPANY = 'bright-nest-cleaning-co';
const API = '/api/v1';

interface Day {
  date: string;
  slots: { start: string }[];
}

test('a visitor reschedules an online booking from the e-mailed hub link, then cancels it', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('rebook');
  const visitor = await request.newContext({ baseURL });
  try {
    // The booking itself is online-booking.spec's journey: here it is made through the API.
    const { offers } = await (await visitor.get(`${API}/booking/${COMPANY}/options`)).json();
    const chosen = (offers as OptionsOffer[]).find((each) => each.deposit === null);
    const offer = chosen?.uri;
    const { days } = (await (
      await visitor.get(`${API}/booking/${COMPANY}/availability?offer=${offer}&days=14`)
    ).json()) as { days: Day[] };
    const start = days.find((day) => day.slots.length > 0)?.slots[0]?.start;
    const booked = await visitor.post(`${API}/booking/${COMPANY}/bookings`, {
      data: {
        idempotencyKey: crypto.randomUUID(),
        offer,
        start,
        answers: chosen ? requiredAnswers(chosen) : [],
        contact: { firstName: 'Rene', lastName: 'Rebooker', email, phone: '5125550188' },
        address: {
          address: '400 Lamar Blvd',
          address2: '',
          city: 'Austin',
          stateCode: 'TX',
          zipCode: '78703',
        },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  } finally {
    await visitor.dispose();
  }

  // The confirmation's "Manage your booking" opens the job in the client hub.
  await expect.poll(() => hubLinks(email), { timeout: 10_000 }).toHaveLength(1);
  const [link] = await hubLinks(email);
  await page.goto(link ?? '');
  const upcoming = page.getByRole('list', { name: 'Upcoming visits' });
  const before = (await upcoming.locator('li').first().locator('p').first().textContent()) ?? '';
  await upcoming.getByRole('button', { name: hubVisitMessages.reschedule }).click();

  // The booking dialog's time step: the last open day's first time.
  const dialog = page.getByRole('dialog', { name: hubVisitMessages.pickTime });
  await dialog.getByTestId('booking-days').locator('input:not([disabled])').last().check();
  await dialog.getByTestId('booking-times').getByRole('radio').first().check();
  await dialog.getByRole('button', { name: hubVisitMessages.moveVisit }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Your visit is now / })).toBeVisible();
  await expect(upcoming.locator('li').first()).not.toContainText(before);

  // And cancels it (the demo's calendar as it was).
  await upcoming.getByRole('button', { name: hubVisitMessages.cancelVisit }).click();
  await page.getByRole('button', { name: hubVisitMessages.confirmCancel }).click();
  await expect(page.getByText(hubVisitMessages.cancelled)).toBeVisible();
  await expect(upcoming).toHaveCount(0);
});
