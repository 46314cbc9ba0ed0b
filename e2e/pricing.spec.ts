import sharp from 'sharp';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { waitForHydration } from './fixtures/hydration';
import { tabTo } from './fixtures/keyboard';
import {
  answerOneStep,
  answerOneStepByKeyboard,
  answerQuestionsUntilPhotos,
  wizardOf,
} from './fixtures/pricing-wizard';
import { type Browser, expect, type Locator, type Page, test } from './fixtures/test';

const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };
const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const stamp = () => Date.now().toString(36);

/** A real photo, decoded by the server like any upload. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * A service of the demo cleaner whose pricing form asks a multiple-choice question: the first, or
 * the `nth` (each project's builder journey edits its own, so parallel runs never overwrite each other).
 */
async function offerWithChoices(page: Page, nth = 0): Promise<{ name: string; nameUri: string }> {
  const response = await page.request.get(`/api/v1/network/profile/pricing-forms/${CLEANER.vanity}`);
  expect(response.ok()).toBe(true);
  const { offers } = (await response.json()) as {
    offers: { name: string; nameUri: string; pricingForm: { type: string }[] }[];
  };
  const offer = offers.filter((one) => one.pricingForm.some((question) => question.type === 'radio'))[nth];
  if (!offer) throw new Error('The demo cleaner has no service with a multiple-choice question');
  return offer;
}

async function ownerInbox(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, PRO);
  await page.goto(`/account/requests?company=${CLEANER.vanity}`);
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  return { context, page };
}

test.describe('pricing requests', () => {
  test('a visitor requests pricing with two photos, survives a reload, and the owner reads it in the inbox', {
    tag: '@phone',
  }, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const firstName = `Robin${stamp()}`;
    const offer = await offerWithChoices(page);
    await page.goto(`/company/${CLEANER.vanity}/services/${offer.nameUri}`);
    const service = offer.name;

    // On an offer page the wizard opens in the box with its service chosen: step 2 (spec 2 §4).
    const wizard = await openBy(
      () => page.getByRole('button', { name: 'Request Pricing & Availability' }).click(),
      wizardOf(page),
    );
    await expect(wizard.getByText(/^Step 2 of \d+$/)).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Previous' })).toHaveCount(0);

    // A required question left blank says so, in the spec's words.
    const next = wizard.getByRole('button', { name: 'Next' });
    if ((await wizard.getByRole('radio').count()) > 0 || (await wizard.getByRole('combobox').count()) > 0) {
      await next.click();
      await expect(wizard.getByText(/ is required$/)).toBeVisible();
    }
    await answerQuestionsUntilPhotos(wizard);
    const stepOfPhotos = await wizard.getByText(/^Step \d+ of \d+$/).textContent();

    // A reload in the middle keeps the answers and the place (the photos are chosen again).
    await page.reload();
    const resumed = wizardOf(page);
    await expect(resumed.getByText(stepOfPhotos ?? '')).toBeVisible();

    await resumed
      .locator('input[type="file"]')
      .setInputFiles([await photo('kitchen.jpg', '#c0392b'), await photo('bathroom.jpg', '#2980b9')]);
    await expect(resumed.getByRole('img', { name: 'kitchen.jpg' })).toBeVisible();
    await expect(resumed.getByRole('img', { name: 'bathroom.jpg' })).toBeVisible();
    await resumed.getByRole('button', { name: 'Next' }).click();

    // Contact step: every rule of spec 2 §5.
    await resumed.getByRole('button', { name: 'Send request' }).click();
    await expect(resumed.getByText('A first name is required')).toBeVisible();
    await expect(resumed.getByText('An email address is required')).toBeVisible();
    await resumed.getByLabel('First name').fill(firstName);
    await resumed.getByLabel('Last name').fill('Lee');
    await resumed.getByLabel('Email address').fill('robin@');
    await resumed.getByRole('button', { name: 'Send request' }).click();
    await expect(resumed.getByText('Please enter a valid email address')).toBeVisible();
    await resumed.getByLabel('Email address').fill(`robin-${stamp()}@example.com`);
    await resumed.getByRole('button', { name: 'Send request' }).dblclick();

    const thanks = page.getByTestId('pricing-thank-you');
    await expect(thanks.getByText('Thank you')).toBeVisible();
    await expect(thanks.getByText(/Reference number: #\d+/)).toBeVisible();
    await expect(thanks.getByRole('alert')).toHaveCount(0);

    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const owner = await ownerInbox(browser, viewport);
    try {
      // The double click sent one request.
      const card = owner.page.getByRole('article', { name: new RegExp(`from ${firstName} Lee`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Pricing request')).toBeVisible();
      await expect(card.getByText(service)).toBeVisible();
      await expect(card.getByRole('img', { name: 'kitchen.jpg' })).toBeVisible();
      await expect(card.getByRole('img', { name: 'bathroom.jpg' })).toBeVisible();
      // Request photos are private: they load through the owner's own route with the session, not /media/.
      const kitchen = card.getByRole('img', { name: 'kitchen.jpg' });
      await expect(kitchen).toHaveAttribute(
        'src',
        /^\/api\/v1\/provider\/profile\/requests\/\d+\/attachments\/\d\/150\?/,
      );
      await expect.poll(() => kitchen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(150);
      await expect(card.getByText('New')).toBeVisible();
      await card.getByRole('button', { name: 'Mark as read' }).click();
      await expect(card.getByText('New')).toHaveCount(0);
      await owner.page.reload();
      await expect(
        owner.page.getByRole('article', { name: new RegExp(`from ${firstName} Lee`) }).getByText('New'),
      ).toHaveCount(0);
    } finally {
      await owner.context.close();
    }
  });

  test('keyboard only: the wizard from its button to Send request, with the focus always visible', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const offer = await offerWithChoices(page);
    await page.goto(`/company/${CLEANER.vanity}/services/${offer.nameUri}`);
    await waitForHydration(page);
    await tabTo(page, page.getByRole('button', { name: 'Request Pricing & Availability' }));
    await page.keyboard.press('Enter');
    const wizard = wizardOf(page);
    await expect(wizard.getByText(/^Step 2 of \d+$/)).toBeVisible();
    for (let guard = 0; guard < 15 && !(await wizard.getByText('Add photos').first().isVisible()); guard++) {
      await answerOneStepByKeyboard(page, wizard);
    }
    // Photos are optional.
    await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    for (const [label, value] of [
      ['First name', 'Kai'],
      ['Last name', 'Okoro'],
      ['Email address', `kai-${stamp()}@example.com`],
    ] as const) {
      await tabTo(page, wizard.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, wizard.getByRole('button', { name: 'Send request' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pricing-thank-you').getByText(/Reference number: #\d+/)).toBeVisible();
  });

  test('the owner adds a radio question to a pricing form and visitors see it in the wizard', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const question = `Which floor is it on ${stamp()}?`;
    await signIn(page, PRO);
    const offer = await offerWithChoices(page, testInfo.project.name === 'desktop' ? 1 : 2);
    const offerUrl = `/company/${CLEANER.vanity}/services/${offer.nameUri}`;
    await page.goto(offerUrl);

    const builder = await openBy(
      () => page.getByRole('button', { name: 'Pricing form' }).click(),
      page.getByRole('dialog', { name: /^Pricing form: / }),
    );
    await builder.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('menuitem', { name: 'Multiple choice (one answer)' }).click();
    const field = builder.locator('[aria-label^="Field "]').last();
    await field.getByLabel('Question').fill(question);
    // A radio question needs answers (spec 2 §5).
    await builder.getByRole('button', { name: 'Save' }).click();
    await expect(
      builder.getByText(`Radio button field "${question}" must have at least one option`),
    ).toBeVisible();
    await field.getByRole('button', { name: 'Add answer' }).click();
    await field.getByLabel('Answer 1', { exact: true }).fill('Ground floor');
    await field.getByRole('button', { name: 'Add answer' }).click();
    await field.getByLabel('Answer 2', { exact: true }).fill('Ground floor');
    await builder.getByRole('button', { name: 'Save' }).click();
    await expect(builder.getByText(`Duplicate option labels found in field "${question}"`)).toBeVisible();
    await field.getByLabel('Answer 2', { exact: true }).fill('Upper floor');
    await builder.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pricing form saved')).toBeVisible();

    const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(offerUrl);
      const wizard = await openBy(
        () => visitor.getByRole('button', { name: 'Request Pricing & Availability' }).click(),
        wizardOf(visitor),
      );
      for (let guard = 0; guard < 15 && !(await wizard.getByText(question).isVisible()); guard++) {
        await answerOneStep(wizard);
      }
      await expect(wizard.getByRole('radio', { name: 'Upper floor' })).toBeVisible();
    } finally {
      await visitorContext.close();
    }

    // Clean up: the demo form goes back to what it was.
    await page.goto(offerUrl);
    const again = await openBy(
      () => page.getByRole('button', { name: 'Pricing form' }).click(),
      page.getByRole('dialog', { name: /^Pricing form: / }),
    );
    const position = await fieldPosition(again, question);
    await again
      .locator(`[aria-label="Field ${position}: ${question}"]`)
      .getByRole('button', { name: 'Remove field' })
      .click();
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pricing form saved')).toBeVisible();
  });
});

async function fieldPosition(builder: Locator, label: string): Promise<number> {
  const names = await builder
    .locator('[aria-label^="Field "]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  return names.findIndex((name) => name.endsWith(`: ${label}`)) + 1;
}
