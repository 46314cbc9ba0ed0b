import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './fixtures/auth';
import { tabTo } from './fixtures/keyboard';
import { expect, type Locator, type Page, test } from './fixtures/test';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const COMPANY = 'bright-nest-cleaning-co';
const API = '/api/v1';

/** The demo's cleaning offers ask how often, the bedrooms and bathrooms and the pets (the pricing form's questions). */
const question = (dialog: Locator, label: string) =>
  dialog.getByTestId('booking-questions').getByRole('combobox', { name: new RegExp(`^${label}`) });

async function answerCleaningQuestions(dialog: Locator, bedrooms: string) {
  const questions = dialog.getByTestId('booking-questions');
  await questions.getByRole('radio', { name: 'Weekly', exact: true }).check();
  await question(dialog, 'How many bedrooms\\?').selectOption({ label: bedrooms });
  await question(dialog, 'How many bathrooms\\?').selectOption({ label: '2' });
  await questions.getByRole('radio', { name: 'No pets', exact: true }).check();
}

/** Cancels the booked visit and closes its job, so the demo's calendar stays as it was. */
async function cancelBooking(page: Page, lastName: string): Promise<void> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { visits } = await (
    await page.request.get(
      `${API}/provider/schedule/visits?vanityName=${COMPANY}&from=${from}T00:00&to=${to}T00:00`,
    )
  ).json();
  const visit = visits.find((each: { client: { name: string } }) => each.client.name.includes(lastName));
  expect(visit, `the booked visit of ${lastName}`).toBeTruthy();
  await page.request.post(`${API}/provider/schedule/visits/${visit.id}/cancel?vanityName=${COMPANY}`, {
    data: { version: visit.version },
  });
  await page.request.patch(`${API}/provider/service-manager/jobs/${visit.jobNumber}?vanityName=${COMPANY}`, {
    data: { status: 'closed' },
  });
}

test("a visitor books the demo Pro online as a guest, answering the service's questions, across a reload, and the owner finds the job and its answers", async ({
  page,
}) => {
  const lastName = `Booker${Date.now().toString(36)}`;
  await page.goto(`/company/${COMPANY}`);
  await page.getByRole('link', { name: 'Book online' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${COMPANY}/book$`));
  const dialog = page.getByRole('dialog', { name: /^Book online with / });

  // The service, then its questions: a required one left blank is refused in the spec's words.
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('How many bedrooms? is required')).toBeVisible();
  await answerCleaningQuestions(dialog, '3');
  await expect(dialog.getByText('How many bedrooms? is required')).toBeHidden();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // A day and a time: the arrow key moves to the day's next time.
  const days = dialog.getByTestId('booking-days');
  await days.locator('input:not([disabled])').first().check();
  const times = dialog.getByTestId('booking-times').getByRole('radio');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ times? on /);
  await times.first().check();
  if ((await times.count()) > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(times.nth(1)).toBeChecked();
  }
  const chosen =
    (await dialog.getByTestId('booking-times').locator('label[data-checked]').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Half-way through the details a reload reopens the dialog at the same step, with what was typed.
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Address').fill('1100 Congress Ave');
  await field('City').fill('Austin');
  await page.reload();
  await expect(field('Address')).toHaveValue('1100 Congress Ave');
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await field('Zip code').fill('78701');
  await field('First name').fill('Jordan');
  await field('Last name').fill(lastName);
  await field('Email address').fill(uniqueEmail('booker'));
  await field('Mobile phone').fill('5125550188');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The answers came through the reload, shown as chosen.
  const summary = dialog.getByTestId('booking-summary');
  await expect(summary).toContainText(chosen);
  await expect(summary).toContainText('How many bedrooms?3');
  await expect(summary).toContainText('How often do you need this service?Weekly');
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  const done = dialog.getByTestId('booking-done');
  await expect(done.getByRole('heading', { name: "You're booked" })).toBeVisible();
  await expect(done).toContainText(chosen);

  // The owner finds the job on the Schedule (this week or the next).
  await signIn(page, PRO);
  await page.goto(`/account/service-manager?company=${COMPANY}&tab=schedule`);
  await expect(page.getByLabel(/^Time slot /).first()).toBeVisible();
  const event = page.getByRole('button', { name: new RegExp(lastName) });
  if ((await event.count()) === 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(event).toBeVisible();
  // The visit keeps the answers in its notes.
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: lastName })
    .getByRole('button', { name: /^Visits of job \d+$/ })
    .click();
  const visit = page.getByRole('dialog', { name: /^Visits · #\d+/ }).getByTestId('visit');
  await expect(visit).toContainText('How many bedrooms?: 3');
  await expect(visit).toContainText('How many bathrooms?: 2');
  await page.keyboard.press('Escape');
  await cancelBooking(page, lastName);
});

test(
  'a visitor books the deposit offer and pays $25 with the test card; the booking confirms once paid',
  {
    tag: '@phone',
  },
  async ({ page, browser, baseURL }, testInfo) => {
    const lastName = `Payer${Date.now().toString(36)}`;
    await page.goto(`/company/${COMPANY}/book`);
    const dialog = page.getByRole('dialog', { name: /^Book online with / });
    await dialog.getByRole('radio', { name: /\$125\.00/ }).check();
    await answerCleaningQuestions(dialog, '6 or more');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByTestId('booking-days').locator('input:not([disabled])').first().check();
    await dialog.getByTestId('booking-times').getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Address').fill('1100 Congress Ave');
    await field('City').fill('Austin');
    await dialog.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await field('Zip code').fill('78701');
    await field('First name').fill('Robin');
    await field('Last name').fill(lastName);
    await field('Email address').fill(uniqueEmail('payer'));
    await field('Mobile phone').fill('5125550177');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(dialog.getByTestId('booking-summary')).toContainText('Deposit$25.00');
    await dialog.getByRole('button', { name: 'Book and pay $25.00' }).click();
    // The time is held; the card form loads at this step only.
    await expect(dialog.getByText(/is held for you for 15 minutes/)).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      // Meanwhile the owner's calendar shows the time held, not yet booked.
      const owner = await browser.newContext({ baseURL });
      const ownerPage = await owner.newPage();
      await signIn(ownerPage, PRO);
      await ownerPage.goto(`/account/service-manager?company=${COMPANY}&tab=schedule`);
      await expect(ownerPage.getByLabel(/^Time slot /).first()).toBeVisible();
      const held = ownerPage.getByRole('button', { name: new RegExp(lastName) });
      if ((await held.count()) === 0)
        await ownerPage.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(held).toContainText('Held · awaiting deposit');
      await owner.close();
    }
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry month').fill('12');
    await dialog.getByLabel('Expiry year').fill('34');
    await dialog.getByLabel('Security code (CVC)').fill('123');
    await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
    await expect(
      dialog.getByTestId('booking-done').getByRole('heading', { name: "You're booked" }),
    ).toBeVisible();

    await signIn(page, PRO);
    await cancelBooking(page, lastName);
  },
);

test('the booking dialog fills a phone screen and its choices work with the keyboard', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto(`/company/${COMPANY}/book`);
  const dialog = page.getByRole('dialog', { name: /^Book online with / });
  const offer = dialog.getByRole('radio').first();
  await expect(offer).toBeAttached();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await offer.focus();
  await page.keyboard.press('Space');
  await expect(offer).toBeChecked();
  // Next with its questions blank: the first one takes the focus, the words are axe-clean at 390 px.
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  const questions = dialog.getByTestId('booking-questions');
  await expect(dialog.getByText('How often do you need this service? is required')).toBeVisible();
  await expect(questions.getByRole('radio', { name: 'Weekly', exact: true })).toBeFocused();
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
  // Its questions, with the keyboard too: Space on a first choice, the arrow key in a list.
  for (const label of ['How often do you need this service?', 'Do you have pets?']) {
    await tabTo(page, questions.getByRole('radiogroup', { name: label }).getByRole('radio').first());
    await page.keyboard.press('Space');
  }
  for (const label of ['How many bedrooms\\?', 'How many bathrooms\\?']) {
    await tabTo(page, question(dialog, label));
    await page.keyboard.press('ArrowDown');
  }
  const questionsBox = await questions.boundingBox();
  expect((questionsBox?.x ?? 0) + (questionsBox?.width ?? 0)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('booking-days').locator('input:not([disabled])').first()).toBeAttached();
});
