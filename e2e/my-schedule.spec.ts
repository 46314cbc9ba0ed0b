import sharp from 'sharp';
import { DEMO_PASSWORD, newUser } from './fixtures/auth';
import { teamInvitationLinks } from './fixtures/mailbox';
import { workVisit } from './fixtures/my-schedule';
import { type APIRequestContext, expect, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = 'bright-nest-cleaning-co';

/** An API call that must succeed; its JSON answer. */
async function ok<T = unknown>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** 'YYYY-MM-DD' of tomorrow in the company's zone. */
function tomorrowIn(timeZone: string): string {
  const format = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      instant,
    );
  return format(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

test('a technician works a visit from My schedule on a phone and finds it in their calendar feed', {
  tag: '@phone-only',
}, async ({ page, playwright, baseURL }) => {
  // Set up through the API: the owner invites a new technician, who signs up and accepts the link.
  const technician = newUser({ firstName: 'Robin' });
  const owner = await playwright.request.newContext({ baseURL });
  await ok(await owner.post('/api/v1/auth/login', { data: PRO }));
  const q = `vanityName=${CLEANER}`;
  await ok(
    await owner.post(`/api/v1/provider/team/invitations?${q}`, {
      data: { email: technician.email, role: 'technician' },
    }),
  );
  await expect.poll(async () => (await teamInvitationLinks(technician.email)).length).toBe(1);
  const [link = ''] = await teamInvitationLinks(technician.email);
  const invitee = await playwright.request.newContext({ baseURL });
  await ok(await invitee.post('/api/v1/auth/register', { data: technician }));
  await ok(
    await invitee.post(`/api/v1/account/team-invitations/${link.split('/').pop()}/accept`, { data: {} }),
  );
  await invitee.dispose();

  // The owner plans tomorrow's visit (in the company's zone) and sends the technician.
  const { members } = await ok<{ members: { email: string; userId: string }[] }>(
    await owner.get(`/api/v1/provider/team?${q}`),
  );
  const techId = members.find((member) => member.email === technician.email)?.userId;
  const { timeZone } = await ok<{ timeZone: string }>(await owner.get(`/api/v1/network/profile/${CLEANER}`));
  const client = await ok<{ id: string }>(
    await owner.post(`/api/v1/provider/service-manager/clients?${q}`, {
      data: {
        firstName: 'Avery',
        lastName: `Feed ${Date.now().toString(36)}`,
        address: '400 Congress Ave',
        city: 'Austin',
        zipCode: '78701',
        mobilePhoneNumber: '5125550142',
      },
    }),
  );
  const title = `Porch wash ${Date.now().toString(36)}`;
  // The estimate's line becomes the visit's checklist.
  const { estimateNumber } = await ok<{ estimateNumber: number }>(
    await owner.post(`/api/v1/provider/service-manager/estimates?${q}`, {
      data: { clientId: client.id, items: [{ name: 'Rinse the porch', rate: 9_000, quantity: 1 }] },
    }),
  );
  const { jobNumber } = await ok<{ jobNumber: number }>(
    await owner.post(`/api/v1/provider/service-manager/jobs?${q}`, {
      data: { clientId: client.id, title, estimateNumber },
    }),
  );
  const day = tomorrowIn(timeZone);
  const visit = await ok<{ id: string }>(
    await owner.post(`/api/v1/provider/service-manager/jobs/${jobNumber}/visits?${q}`, {
      data: {
        start: `${day}T10:00`,
        end: `${day}T12:00`,
        assigneeIds: [techId],
        notes: 'Side gate is open',
      },
    }),
  );
  await owner.dispose();

  // The technician logs in on a phone and lands on My schedule.
  await page.goto('/account/login');
  await page.getByLabel('Email address').fill(technician.email);
  await page.getByLabel('Password', { exact: true }).fill(technician.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/schedule$/);
  await expect(page.getByRole('heading', { name: 'My schedule' })).toBeVisible();

  const card = page.getByRole('region', { name: /^Tomorrow · / }).getByRole('article', { name: title });
  await expect(card).toContainText('Avery Feed');
  const notes = card.getByRole('textbox', { name: 'Notes' });
  await expect(notes).toHaveValue('Side gate is open');
  await expect(card.getByRole('link', { name: /400 Congress Ave/ })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(card.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', /^tel:/);
  // Before the tap: what On my way sends (no e-mail address, no consent to texts recorded).
  await expect(card).toContainText('Avery gets nothing: no consent to texts');
  // Unticked, the tap tells the client nothing, so what it would send is not shown.
  const tell = card.getByRole('checkbox', { name: 'Tell the client' });
  await expect(tell).toBeChecked();
  await tell.uncheck();
  await expect(card).not.toContainText('Avery gets nothing');
  await tell.check();

  // The work recorded as it is done: a checklist tick, a note, a photo (its thumbnail read with the session).
  const line = card.getByRole('checkbox', { name: 'Rinse the porch' });
  await line.check();
  await notes.fill('Side gate is open\nHose bib drips');
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expect(card.getByRole('button', { name: 'Save notes' })).toBeHidden();
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  await card
    .getByRole('group', { name: 'Photos' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: photo });
  const thumbnail = card.getByRole('img', { name: 'porch.png' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: 'Open porch.png' })).toHaveAttribute('target', '_blank');

  await workVisit(page, card);
  await expect(card.getByRole('button', { name: /^(On my way|Start|Complete)$/ })).toHaveCount(0);
  // Read again after each step: what was recorded is the server's.
  await expect(line).toBeChecked();
  await expect(notes).toHaveValue('Side gate is open\nHose bib drips');
  await expect(thumbnail).toBeVisible();

  // The calendar feed: made here, read as a calendar app would.
  await page.getByRole('button', { name: 'Create calendar link' }).click();
  const url = await page.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(text).toContain(`UID:visit-${visit.id}@`);
  expect(text).toContain(`SUMMARY:${title} – Avery`);

  // Their own time off, hours and a note: shown on its day, then removed.
  await page.getByRole('button', { name: 'Time off' }).click();
  const timeOff = page.getByRole('dialog', { name: 'Time off' });
  await timeOff.getByLabel('From', { exact: true }).fill(`${day}T14:00`);
  await timeOff.getByLabel('To', { exact: true }).fill(`${day}T16:00`);
  await timeOff.getByLabel('Note').fill('Dentist');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  const dayOff = page.getByRole('region', { name: /^Tomorrow · / }).getByTestId('my-time-off');
  await expect(dayOff).toHaveText('Time off · 2:00 PM – 4:00 PM · Dentist');
  await timeOff.getByRole('button', { name: 'Remove' }).click();
  await expect(dayOff).toHaveCount(0);
  await timeOff.getByRole('button', { name: 'Close', exact: true }).click();

  // On the company's own pages, nothing of running it: no Service Manager in the quick-links bar (a 403).
  await page.goto(`/company/${CLEANER}`);
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link', { name: 'Find a Pro' })).toBeVisible();
  await expect(quickLinks.getByRole('link', { name: 'Service Manager' })).toHaveCount(0);
});
