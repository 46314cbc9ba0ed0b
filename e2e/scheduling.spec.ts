import { addDays, localDateOf } from '@porchlight/core/scheduling/calendar-days.rules';
import {
  DEMO_PASSWORD,
  fillRegisterForm,
  fullName,
  newUser,
  signIn,
  waitOutSubmitDebounce,
} from './fixtures/auth';
import { linkFor, sendEstimate } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { teamInvitationLinks } from './fixtures/mailbox';
import { workVisit } from './fixtures/my-schedule';
import { type Browser, expect, type Page, test } from './fixtures/test';
import { dayLabel, nextClockChange } from './fixtures/zone-days';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = 'bright-nest-cleaning-co';
const q = `vanityName=${CLEANER}`;

/** A phone (390 px, touch) in its own browser context: the technician's, the client's. */
async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** The calendar feed as a calendar app reads it: unfolded lines, then the one VEVENT of a visit. */
async function feedEvent(page: Page, feedUrl: string, visitId: string): Promise<string> {
  const answer = await page.request.get(new URL(feedUrl).pathname);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  const text = (await answer.text()).replace(/\r\n[ \t]/g, '');
  const event = text
    .split('BEGIN:VEVENT')
    .find((block) => block.includes(`UID:visit-${visitId}@`))
    ?.split('END:VEVENT')[0];
  if (!event) throw new Error(`the feed has no event for visit ${visitId}`);
  return event;
}

/** '20261129T190000Z': an RFC 3339 time as the feed writes it (in UTC). */
const utcStamp = (time: string) => `${new Date(time).toISOString().replace(/[-:]|\.\d{3}/g, '')}`;

test('the owner plans recurring work for a new technician across a clock change, drags a visit, the technician works it on a phone and the client sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  // One continuous journey of three people (issue 33's 'done when'): about a minute on this machine.
  test.setTimeout(120_000);
  // The owner (1280 px) invites a technician from the Team tab.
  const technician = newUser({ firstName: 'Robin' });
  await signIn(page, PRO);
  await page.goto(`/account/service-manager?company=${CLEANER}&tab=team`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(technician.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We e-mailed an invitation to ${technician.email}.`)).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem', { name: technician.email })).toContainText('Technician');

  // The technician opens the e-mailed link on a phone, signs up with that address and accepts.
  await expect.poll(async () => (await teamInvitationLinks(technician.email)).length).toBe(1);
  const [link = ''] = await teamInvitationLinks(technician.email);
  const tech = await phone(browser, baseURL);
  await tech.goto(link);
  await expect(
    tech.getByRole('heading', { name: 'Bright Nest Cleaning Co. invited you to join as a technician' }),
  ).toBeVisible();
  await tech.getByRole('link', { name: 'Sign up' }).click();
  await fillRegisterForm(tech, technician);
  await expect(tech).toHaveURL(new RegExp(`${link}$`));
  await tech.getByRole('button', { name: 'Accept' }).click();
  await expect(tech.getByText('You joined Bright Nest Cleaning Co. as technician.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Members' }).getByRole('listitem', { name: fullName(technician) }),
  ).toContainText('Technician');

  // A client with an e-mailed estimate (their hub link) and the job that carries it out.
  const clientEmail = `sched-${Date.now().toString(36)}@example.test`;
  const estimateNumber = await sendEstimate(page, { emailAddress: clientEmail, firstName: 'Avery' });
  const title = `Weekly windows ${Date.now().toString(36)}`;
  const job = await page.request.post(`/api/v1/provider/service-manager/jobs?${q}`, {
    data: {
      clientId: (
        await (
          await page.request.get(`/api/v1/provider/service-manager/estimates/${estimateNumber}?${q}`)
        ).json()
      ).client.id,
      title,
      estimateNumber,
    },
  });
  expect(job.ok(), await job.text()).toBe(true);

  // Every week from tomorrow (in the company's zone) until ten days past the next clock change.
  const { timeZone } = await (await page.request.get(`/api/v1/network/profile/${CLEANER}`)).json();
  const tomorrow = addDays(localDateOf(new Date(), timeZone), 1);
  const change = nextClockChange(tomorrow, timeZone);
  const springForward = nextClockChange(tomorrow, timeZone, 'forward');
  await page.getByRole('tab', { name: 'Jobs' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  const visits = await openBy(
    () => row.getByRole('button', { name: /^Visits of job \d+$/ }).click(),
    page.getByRole('dialog', { name: /^Visits · #\d+/ }),
  );
  const form = visits.getByRole('form', { name: 'Add a visit' });
  // A time the clocks skip is refused in words.
  await form.getByLabel('Date').fill(springForward);
  await form.getByLabel('Starts').fill('02:30');
  await form.getByLabel('Ends').fill('04:00');
  await form.getByRole('button', { name: 'Add visit' }).click();
  await expect(
    form.getByText(`2:30 AM does not exist on ${dayLabel(springForward)}: clocks go forward at 2 AM.`),
  ).toBeVisible();
  await waitOutSubmitDebounce(page);

  await form.getByLabel('Date').fill(tomorrow);
  await form.getByLabel('Starts').fill('09:00');
  await form.getByLabel('Ends').fill('11:00');
  await form.getByLabel('Repeats').selectOption('week-1');
  await form.getByRole('radiogroup', { name: 'Ends' }).getByText('On a date').click();
  await form.getByLabel('Last date').fill(addDays(change, 10));
  await form.getByLabel('Invoices').selectOption('per-visit');
  await form.getByRole('checkbox', { name: fullName(technician) }).check();
  await form.getByRole('button', { name: 'Add repeating visits' }).click();
  await expect(page.getByText(/^\d+ visits made\.$/)).toBeVisible();
  // The weeks on either side of the change: 9 AM stays 9 AM on the wall.
  const weekly = (days: number) => addDays(tomorrow, days);
  const weeksToChange = Math.floor(
    (Date.parse(`${change}T12:00:00Z`) - Date.parse(`${tomorrow}T12:00:00Z`)) / (7 * 86_400_000),
  );
  for (const date of [weekly(7 * weeksToChange), weekly(7 * (weeksToChange + 1))])
    await expect(visits.getByTestId('visit').filter({ hasText: `${dayLabel(date)} · 9-11 AM` })).toHaveCount(
      1,
    );
  // The client needs no visit on the last date: skipped, it stays on the list.
  const lastDate = visits.getByTestId('visit').last();
  await lastDate.getByRole('button', { name: 'Skip' }).click();
  await expect(lastDate).toContainText('skipped');
  await visits.getByRole('button', { name: 'Close', exact: true }).click();

  // The technician subscribes to their calendar on the phone: tomorrow's visit at 9.
  const visitOf = async () => {
    const answer = await page.request.get(
      `/api/v1/provider/schedule/visits?${q}&from=${tomorrow}T00:00&to=${addDays(tomorrow, 1)}T00:00`,
    );
    const found = (await answer.json()).visits.find((each: { jobTitle: string }) => each.jobTitle === title);
    if (!found) throw new Error(`no visit of ${title} tomorrow`);
    return found as { id: string; start: string };
  };
  const first = await visitOf();
  await tech.goto('/account/schedule');
  await tech.getByRole('button', { name: 'Create calendar link' }).click();
  const feedUrl = await tech.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  const before = await feedEvent(tech, feedUrl, first.id);
  expect(before).toContain(`DTSTART:${utcStamp(first.start)}`);

  // The owner drags tomorrow's visit from 9 AM to 1 PM on the week's calendar.
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const slotAtOne = page.getByLabel(`Time slot ${tomorrow} 13:00:00 - 13:30:00`);
  await expect(page.getByLabel(/^Time slot /).first()).toBeVisible();
  // Tomorrow may be the first day of next week.
  if ((await slotAtOne.count()) === 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
  const event = page.locator(`[data-event-id="${first.id}"]`);
  await expect(event).toContainText('9-11 AM');
  await event.dragTo(slotAtOne, { sourcePosition: { x: 20, y: 4 }, targetPosition: { x: 20, y: 4 } });
  await expect(event).toContainText('1-3 PM');

  // The feed has the same event (same UID), moved, with a higher SEQUENCE.
  const moved = await visitOf();
  expect(moved.id).toBe(first.id);
  const after = await feedEvent(tech, feedUrl, first.id);
  expect(after).toContain(`DTSTART:${utcStamp(moved.start)}`);
  expect(Number(/SEQUENCE:(\d+)/.exec(after)?.[1])).toBeGreaterThan(
    Number(/SEQUENCE:(\d+)/.exec(before)?.[1]),
  );

  // The technician works it on the phone.
  await tech.reload();
  const card = tech.getByRole('region', { name: /^Tomorrow · / }).getByRole('article', { name: title });
  await expect(card).toContainText('1-3 PM');
  await workVisit(tech, card);
  // Invoiced per visit: the completed one made the job's Draft (the job queue's series rule).
  const { jobNumber } = await job.json();
  const invoices = await (await page.request.get(`/api/v1/provider/service-manager/invoices?${q}`)).json();
  expect(
    invoices.invoices.filter((each: { jobNumber: number | null }) => each.jobNumber === jobNumber),
  ).toMatchObject([{ status: 'Draft' }]);
  await tech.context().close();

  // The client, on a phone, follows the hub link: the job's next visit and who is coming.
  const client = await phone(browser, baseURL);
  await client.goto(await linkFor(clientEmail));
  await client
    .getByRole('navigation', { name: 'Client Hub' })
    .getByRole('link', { name: 'My Account' })
    .click();
  await client.getByRole('button', { name: 'Jobs' }).click();
  const hubRow = client.getByRole('row').filter({ hasText: title });
  await expect(hubRow).toContainText(`Next: ${dayLabel(weekly(7))} · 9-11 AM`);
  await expect(hubRow).toContainText('Robin is coming');
  // The job's page: the visit Robin completed, at the time the owner moved it to.
  await hubRow.getByRole('button', { name: /^Job #\d+$/ }).click();
  const done = client.getByRole('list', { name: 'Past visits' }).getByRole('listitem').first();
  await expect(done).toContainText(`${dayLabel(tomorrow)} · 1-3 PM`);
  await expect(done).toContainText(/completed/i);
  await client.context().close();
});
