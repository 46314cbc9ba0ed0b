import AxeBuilder from '@axe-core/playwright';
import { DEMO_CUSTOMER, DEMO_PASSWORD, signIn } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { waitForHydration } from './fixtures/hydration';
import { expect, type Page, test } from './fixtures/test';

/**
 * axe-core on the pages a visitor, an owner and a hub client see, at 1280 px (desktop project) and 390 px
 * (mobile project): no serious or critical WCAG 2.1 A/AA violation (issue 17 item 6).
 */

const PROFILE = '/company/bright-nest-cleaning-co';

/** Serious and critical violations on the page as it is now (`where` names it), a few nodes each. */
async function violationsHere(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A sandboxed frame (the template editor's e-mail preview) runs no script: axe waits on it forever.
    .exclude('iframe[sandbox]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map((node) => `${where} ${violation.id}: ${node.target.join(' ')} ${node.failureSummary}`),
    );
}

/** Serious and critical violations on the page at `path`. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  // Lists and the hub load after hydration; check them drawn, not their loaders.
  await page.waitForLoadState('networkidle').catch(() => {});
  return violationsHere(page, path);
}

/** Every page checked before the verdict, so one run lists all that is wrong. */
async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  expect(found).toEqual([]);
}

test('a visitor: the marketplace, a profile site and the account pages', { tag: '@phone' }, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await expectAccessible(page, [
    '/',
    '/search/house+cleaning/78701',
    '/business',
    '/account/login',
    '/account/register',
    '/terms',
    PROFILE,
    `${PROFILE}/about`,
    `${PROFILE}/services`,
    `${PROFILE}/photos`,
    `${PROFILE}/reviews`,
    `${PROFILE}/contact-us`,
    `${PROFILE}/client-hub`,
    `${PROFILE}/book`,
  ]);
});

test('an owner: the own profile with its tools, requests, the Service Manager and plans', {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { email: 'pro@porchlight.test', password: DEMO_PASSWORD });
  await expectAccessible(page, [
    PROFILE,
    `${PROFILE}/reviews`,
    `${PROFILE}/photos`,
    '/account',
    '/account/requests?company=bright-nest-cleaning-co',
    '/account/service-manager?company=bright-nest-cleaning-co',
    '/account/service-manager?company=bright-nest-cleaning-co&tab=schedule',
    // Automatic messages: what is coming up, each kind's switches (issue 35).
    '/account/service-manager?company=bright-nest-cleaning-co&tab=messages',
    '/account/plans?company=bright-nest-cleaning-co',
  ]);
});

test('an owner: a message template editor with its preview', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, { email: 'pro@porchlight.test', password: DEMO_PASSWORD });
  await page.goto('/account/service-manager?company=bright-nest-cleaning-co&tab=messages');
  await waitForHydration(page);
  const editor = await openBy(
    () => page.getByRole('button', { name: 'Edit Appointment reminder' }).click(),
    page.getByRole('dialog', { name: 'Appointment reminder' }),
  );
  // Its preview is drawn from the server: checked as the owner reads it.
  await expect(editor.getByTestId('sms-preview')).toBeVisible();
  expect(await violationsHere(page, 'the Appointment reminder editor')).toEqual([]);
});

test('a hub client: the Client Hub, friends and the reviews they wrote', { tag: '@phone' }, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CUSTOMER);
  await expectAccessible(page, [
    `${PROFILE}/client-hub`,
    // Casey's weekly job: its visits, upcoming and past (issue 33 item 7).
    `${PROFILE}/client-hub#view-job?number=4`,
    '/account/my-friends',
    `${PROFILE}/reviews`,
  ]);
});

test('a technician: My schedule with its checklists, notes, photos and calendar feed', {
  tag: '@phone',
}, async ({ page }) => {
  await signIn(page, { email: 'tech@porchlight.test', password: DEMO_PASSWORD });
  await expectAccessible(page, ['/account/schedule']);
});
