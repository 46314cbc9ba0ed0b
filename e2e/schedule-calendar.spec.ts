import { DEMO_PASSWORD, isMobile, signIn } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { expect, type Page, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const COMPANY = 'bright-nest-cleaning-co';
const API = '/api/v1';

/** YYYY-MM-DD of a day counted from today, on this machine's calendar (the browser's too). */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A job of the demo's first client with one visit today, 10-11 AM, through the API as the owner. */
async function jobWithVisitToday(page: Page, title: string): Promise<{ jobNumber: number; visitId: string }> {
  const clients = await (
    await page.request.get(`${API}/provider/service-manager/clients?vanityName=${COMPANY}`)
  ).json();
  const job = await page.request.post(`${API}/provider/service-manager/jobs?vanityName=${COMPANY}`, {
    data: { clientId: clients.clients[0].id, title },
  });
  expect(job.status()).toBe(201);
  const { jobNumber } = await job.json();
  const today = dayFromToday(0);
  const visit = await page.request.post(
    `${API}/provider/service-manager/jobs/${jobNumber}/visits?vanityName=${COMPANY}`,
    { data: { start: `${today}T10:00`, end: `${today}T11:00`, assigneeIds: [], checklist: 'none' } },
  );
  expect(visit.status()).toBe(201);
  return { jobNumber, visitId: (await visit.json()).id };
}

/** Cancels the visit and closes its job, so the demo's calendar stays as it was. */
async function cleanUp(page: Page, jobNumber: number, visitId: string): Promise<void> {
  const visits = await (
    await page.request.get(`${API}/provider/service-manager/jobs/${jobNumber}/visits?vanityName=${COMPANY}`)
  ).json();
  const { version } = visits.visits.find((visit: { id: string }) => visit.id === visitId);
  await page.request.post(`${API}/provider/schedule/visits/${visitId}/cancel?vanityName=${COMPANY}`, {
    data: { version },
  });
  await page.request.patch(`${API}/provider/service-manager/jobs/${jobNumber}?vanityName=${COMPANY}`, {
    data: { status: 'closed' },
  });
}

test(
  'the owner moves a visit to another day and time with the Move dialog, on the calendar or the day list',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    const phone = isMobile(testInfo);
    await signIn(page, PRO);
    const title = `Gutter check ${Date.now().toString(36)}`;
    const { jobNumber, visitId } = await jobWithVisitToday(page, title);
    // Another day of this week (Monday first): tomorrow, or Saturday when today is Sunday.
    const movedBy = new Date().getDay() === 0 ? -1 : 1;
    const target = dayFromToday(movedBy);

    await page.goto(`/account/service-manager?company=${COMPANY}&tab=schedule`);
    const visit = phone
      ? page.getByTestId('day-visit').filter({ hasText: title })
      : page.getByRole('button', { name: new RegExp(title) });
    await expect(visit).toContainText('10-11 AM');
    const move = page.getByRole('dialog', { name: /^Move · / });
    if (phone) await openBy(() => visit.getByRole('button', { name: 'Move' }).click(), move);
    else
      await openBy(async () => {
        // Every visit on the grid is a button: the keyboard opens the same dialog as a tap.
        await visit.focus();
        await page.keyboard.press('Enter');
      }, move);
    await expect(move.getByLabel('Date')).toHaveValue(dayFromToday(0));
    await move.getByLabel('Date').fill(target);
    await move.getByLabel('Starts').fill('14:00');
    await move.getByLabel('Ends').fill('15:30');
    await move.getByRole('button', { name: 'Move visit' }).click();
    await expect(move).toBeHidden();

    await page.reload();
    if (phone) {
      await expect(
        page.getByTestId('day-visit').first().or(page.getByText('No visits this day.')),
      ).toBeVisible();
      await expect(visit).toHaveCount(0);
      await page.getByRole('button', { name: movedBy > 0 ? 'Next day' : 'Previous day' }).click();
    }
    await expect(visit).toContainText('2-3:30 PM');
    if (!phone) {
      const moved = await openBy(() => visit.click(), move);
      await expect(moved.getByLabel('Date')).toHaveValue(target);
      await moved.getByRole('button', { name: 'Cancel' }).click();
    }
    await cleanUp(page, jobNumber, visitId);
  },
);

test('the owner drops a waiting job on the calendar: its untimed visit gets the time, no second visit', async ({
  page,
}) => {
  await signIn(page, PRO);
  const title = `Attic survey ${Date.now().toString(36)}`;
  const clients = await (
    await page.request.get(`${API}/provider/service-manager/clients?vanityName=${COMPANY}`)
  ).json();
  const job = await page.request.post(`${API}/provider/service-manager/jobs?vanityName=${COMPANY}`, {
    data: { clientId: clients.clients[0].id, title },
  });
  const { jobNumber } = await job.json();
  const visitsPath = `${API}/provider/service-manager/jobs/${jobNumber}/visits?vanityName=${COMPANY}`;
  const untimed = await page.request.post(visitsPath, { data: { checklist: 'none' } });
  expect(untimed.status()).toBe(201);

  await page.goto(`/account/service-manager?company=${COMPANY}&tab=schedule`);
  const waiting = page.getByTestId('unscheduled-job').filter({ hasText: title });
  const today = dayFromToday(0);
  await waiting.dragTo(page.getByLabel(`Time slot ${today} 10:00:00 - 10:30:00`), {
    targetPosition: { x: 20, y: 2 },
  });
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Schedule · .*#${jobNumber} ${title}`) });
  await expect(dialog.getByLabel('Starts')).toHaveValue('10:00');
  await dialog.getByRole('button', { name: 'Schedule visit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(title) })).toContainText('10 AM-12 PM');

  const { visits } = await (await page.request.get(visitsPath)).json();
  expect(visits.map((visit: { id: string; when: string }) => [visit.id, visit.when])).toEqual([
    [(await untimed.json()).id, expect.stringMatching(/· 10 AM-12 PM$/)],
  ]);
  await cleanUp(page, jobNumber, (await untimed.json()).id);
});
