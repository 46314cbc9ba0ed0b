import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { verifiedRatingMessages } from '@porchlight/core/reviews/verified-ratings.messages';
import { DEMO_PASSWORD, signIn } from './fixtures/auth';
import { createHubClient, linkFor, sendInvoice } from './fixtures/client-hub';
import { fillCard, openPayDialog } from './fixtures/hub-payments';
import { rate } from './fixtures/ratings';
import { expect, test } from './fixtures/test';

/**
 * A paid invoice's 5 stars in the Client Hub, given by paying it, edited by the customer and shown on
 * the reviews page as a verified customer's (spec 3 §2.1, §4, §8).
 */

const PRO = { email: 'pro@porchlight.test', password: DEMO_PASSWORD };
const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };

test('a paid invoice is rated 5 stars; the customer edits the rating; the reviews page shows it as verified', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `rowan.${stamp}@example.com`;
  await signIn(page, PRO);
  const clientId = await createHubClient(page, { emailAddress: email, firstName: 'Rowan', lastName: 'Vale' });
  const invoiceNumber = await sendInvoice(page, clientId, [
    { name: 'Move-out clean', rate: 24_000, quantity: 1, tax: true },
  ]);
  const link = await linkFor(email);

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const client = await context.newPage();
    await client.goto(link);
    await expect(
      client.getByRole('heading', { name: `Invoice #${invoiceNumber} from ${CLEANER.name}` }),
    ).toBeVisible();

    // Paying gives the invoice the customer's 5 stars ($240.00 taxed at 8.25%).
    const dialog = await openPayDialog(client);
    await fillCard(dialog, TEST_CARDS.succeeds);
    await dialog.getByRole('button', { name: 'Pay $259.80' }).click();
    await expect(dialog.getByText(paymentMessages.paid(25_980))).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const rating = client.getByTestId('hub-invoice-rating');
    await expect(rating.getByText(verifiedRatingMessages.yourRating, { exact: true })).toBeVisible();
    await expect(rating.getByText(verifiedRatingMessages.label)).toBeVisible();
    await expect(rating.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(rating.getByText(verifiedRatingMessages.autoRatingNote)).toBeVisible();

    // Two stars need a headline and the text (spec 3 §5).
    await rating.getByRole('button', { name: 'Edit' }).click();
    const form = client.getByTestId('hub-rating-form');
    await rate(form.getByTestId('review-rating'), 2);
    await form.getByRole('button', { name: 'Save rating' }).click();
    await expect(form.getByText('A headline is required')).toBeVisible();
    await rate(form.getByTestId('review-rating'), 4);
    await form.getByRole('checkbox', { name: 'On time' }).check();
    await form.getByLabel('Headline').fill(`Spotless windows ${stamp}`);
    await form.getByLabel('Your review').fill('Every pane, inside and out.');
    await form.getByRole('button', { name: 'Save rating' }).click();
    await expect(client.getByText(verifiedRatingMessages.updated)).toBeVisible();
    await expect(rating.getByText(`Spotless windows ${stamp}`)).toBeVisible();
  } finally {
    await context.close();
  }

  // The reviews page lists it as a verified customer's, under the client's first name and initial.
  await page.goto(`/company/${CLEANER.vanity}/reviews`);
  const review = page.getByTestId('review').filter({ hasText: `Spotless windows ${stamp}` });
  await expect(review).toContainText('Rowan V.');
  await expect(review.getByText(verifiedRatingMessages.label)).toBeVisible();
  await expect(review).toContainText('On time');
});
