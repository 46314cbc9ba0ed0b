import { DEMO_PASSWORD, signIn, uniqueEmail } from './fixtures/auth';
import { type APIRequestContext, expect, request, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const COMPANY = 'bright-nest-cleaning-co';
const SETTINGS = `/api/v1/provider/booking/settings?vanityName=${COMPANY}`;

interface SavedSettings {
  settings: Record<string, unknown>;
  offers: { offerId: string; bookable: boolean; durationMinutes: number; priceCents: number | null }[];
  windows: { startsMinute: number; endsMinute: number }[];
  memberIds: string[];
  version: number;
}

const editable = ({ settings, offers, windows, memberIds, version }: SavedSettings) => ({
  settings,
  offers: offers.map(({ offerId, bookable, durationMinutes, priceCents }) => ({
    offerId,
    bookable,
    durationMinutes,
    priceCents,
  })),
  windows,
  memberIds,
  version,
});

test("the owner approves a visitor's booking request from the Schedule tab", async ({ page, baseURL }) => {
  await signIn(page, PRO);
  const before = editable(await (await page.request.get(SETTINGS)).json());
  const { members } = await (await page.request.get(`/api/v1/provider/team?vanityName=${COMPANY}`)).json();
  const owner = members.find((member: { role: string }) => member.role === 'owner');
  // The demo Pro approves each booking for this test (8-10 AM windows, a day's notice), then goes back.
  const approving = await page.request.put(SETTINGS, {
    data: {
      ...before,
      settings: {
        ...before.settings,
        enabled: true,
        mode: 'windows',
        noticeMinutes: 1440,
        approval: 'approve',
        replyHours: 24,
        deposit: null,
      },
      offers: before.offers.map((offer, index) => ({ ...offer, bookable: index === 0 || offer.bookable })),
      windows: [{ startsMinute: 8 * 60, endsMinute: 10 * 60 }],
      memberIds: [owner.userId],
    },
  });
  expect(approving.status(), await approving.text()).toBe(200);

  const lastName = `Asker${Date.now().toString(36)}`;
  const visitor = await request.newContext({ baseURL });
  let bookingId = '';
  try {
    const { offers } = await (await visitor.get(`/api/v1/booking/${COMPANY}/options`)).json();
    const { days } = await (
      await visitor.get(`/api/v1/booking/${COMPANY}/availability?offer=${offers[0].uri}&days=14`)
    ).json();
    const slot = days.flatMap((day: { slots: { start: string }[] }) => day.slots)[0];
    const booked = await visitor.post(`/api/v1/booking/${COMPANY}/bookings`, {
      data: {
        idempotencyKey: crypto.randomUUID(),
        offer: offers[0].uri,
        start: slot.start,
        contact: { firstName: 'Jamie', lastName, email: uniqueEmail('asker'), phone: '5125550177' },
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
    ({ bookingId } = await booked.json());

    await page.goto(`/account/service-manager?company=${COMPANY}&tab=schedule`);
    const requests = page.getByRole('region', { name: 'Booking requests' });
    const card = requests.getByTestId('booking-request').filter({ hasText: lastName });
    await expect(card).toContainText(/Reply by \w{3}, \w{3} \d+, \d/);
    await card.getByRole('button', { name: new RegExp(`^Approve Jamie ${lastName}`) }).click();
    await expect(page.getByText(`Approved: Jamie ${lastName} is booked and was told.`)).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await visitor.dispose();
    // The demo's calendar and settings as they were: the booked visit cancelled, its job closed.
    const { version } = await (await page.request.get(SETTINGS)).json();
    const restored = await page.request.put(SETTINGS, { data: { ...before, version } });
    expect(restored.status(), await restored.text()).toBe(200);
    if (bookingId) await cancelBookedVisit(page.request, lastName);
  }
});

async function cancelBookedVisit(api: APIRequestContext, lastName: string) {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const { visits } = await (
    await api.get(`/api/v1/provider/schedule/visits?vanityName=${COMPANY}&from=${from}T00:00&to=${to}T00:00`)
  ).json();
  const visit = visits.find((each: { client: { name: string } }) => each.client.name.includes(lastName));
  if (!visit) return;
  await api.post(`/api/v1/provider/schedule/visits/${visit.id}/cancel?vanityName=${COMPANY}`, {
    data: { version: visit.version },
  });
  await api.patch(`/api/v1/provider/service-manager/jobs/${visit.jobNumber}?vanityName=${COMPANY}`, {
    data: { status: 'closed' },
  });
}
