import { expect, test } from '@playwright/test';
import { SUBMIT_DEBOUNCE_MS } from '@porchlight/core/ui/ui.constants';
import { DEMO_PASSWORD, login } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };

test.describe('scheduling (issue 33)', () => {
  test('the owner schedules a visit of a job on the day clocks go forward, and marks it on the way', async ({
    page,
  }) => {
    await login(page, PRO);
    await page.goto('/account/service-manager');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const title = `Window wash ${Date.now().toString(36)}`;
    const create = await openBy(
      () => page.getByRole('button', { name: 'New job' }).click(),
      page.getByRole('dialog', { name: 'New job' }),
    );
    await create.getByLabel('Client').selectOption({ index: 1 });
    await create.getByLabel('Job').fill(title);
    await create.getByRole('button', { name: 'Save job' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();

    const visits = await openBy(
      () => row.getByRole('button', { name: /^Visits of job \d+$/ }).click(),
      page.getByRole('dialog', { name: /^Visits · #\d+/ }),
    );
    await expect(visits.getByText('No visits yet: add the first one below.')).toBeVisible();
    const form = visits.getByRole('form', { name: 'Add a visit' });
    // Sunday, March 8, 2026: 9 AM is an hour after the change, in the company's own zone (Austin).
    await form.getByLabel('Date').fill('2026-03-08');
    await form.getByLabel('Starts').fill('09:00');
    await form.getByLabel('Ends').fill('12:00');
    await form.getByLabel('Arrival').selectOption('120');
    await form.getByRole('button', { name: 'Add visit' }).click();
    const visit = visits.getByTestId('visit');
    await expect(visit).toContainText('Sun, Mar 8 · 9-11 AM');
    await expect(visit).toContainText('scheduled');

    // A time the clocks skip is refused in words (a second submit within the double-click guard is dropped).
    await page.waitForTimeout(SUBMIT_DEBOUNCE_MS);
    await form.getByLabel('Date').fill('2026-03-08');
    await form.getByLabel('Starts').fill('02:30');
    await form.getByLabel('Ends').fill('04:00');
    await form.getByRole('button', { name: 'Add visit' }).click();
    await expect(
      form.getByText('2:30 AM does not exist on Sun, Mar 8: clocks go forward at 2 AM.'),
    ).toBeVisible();

    await visit.getByRole('button', { name: 'On my way' }).click();
    await expect(visit).toContainText('on my way');
    await visits.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('combobox', { name: /^Status of job / })).toHaveValue('in-progress');
  });

  test('the owner repeats a visit every week across the November change: 9 AM stays 9 AM', async ({
    page,
  }) => {
    await login(page, PRO);
    await page.goto('/account/service-manager');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const title = `Weekly porch sweep ${Date.now().toString(36)}`;
    const create = await openBy(
      () => page.getByRole('button', { name: 'New job' }).click(),
      page.getByRole('dialog', { name: 'New job' }),
    );
    await create.getByLabel('Client').selectOption({ index: 1 });
    await create.getByLabel('Job').fill(title);
    await create.getByRole('button', { name: 'Save job' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    const visits = await openBy(
      () => row.getByRole('button', { name: /^Visits of job \d+$/ }).click(),
      page.getByRole('dialog', { name: /^Visits · #\d+/ }),
    );
    const form = visits.getByRole('form', { name: 'Add a visit' });
    // Tuesday, October 27, 2026; clocks go back on Sunday, November 1.
    await form.getByLabel('Date').fill('2026-10-27');
    await form.getByLabel('Starts').fill('09:00');
    await form.getByLabel('Ends').fill('11:00');
    await form.getByLabel('Repeats').selectOption('week-1');
    await form.getByLabel('Visits').fill('3');
    await form.getByRole('button', { name: 'Add repeating visits' }).click();
    await expect(page.getByText('3 visits made.')).toBeVisible();
    await expect(visits.getByTestId('visit')).toHaveText([
      /Tue, Oct 27 · 9-11 AM/,
      /Tue, Nov 3 · 9-11 AM/,
      /Tue, Nov 10 · 9-11 AM/,
    ]);
  });
});
