import { DEMO_CUSTOMER, signIn } from './fixtures/auth';
import { expect, test } from './fixtures/test';

/** A logged-in customer whose friends reviewed Bright Nest (two of them for friends only). */

const HOME = '/company/bright-nest-cleaning-co';

test('a logged-in user sees friends’ reviews, friends-only ones included', async ({ page }) => {
  await page.goto(`${HOME}/reviews`);
  await expect(page.getByTestId('review').first()).toBeVisible();
  await expect(page.getByText('Friends only')).toHaveCount(0);

  await signIn(page, DEMO_CUSTOMER);
  await page.goto(HOME);
  await expect(page).toHaveURL(HOME);
  const friendLink = page.getByRole('link', { name: /^\d+ friend reviews?$/ });
  await expect(friendLink).toBeVisible();
  await friendLink.click();
  await expect(page).toHaveURL(`${HOME}/reviews#friends`);
  await expect(page.getByRole('link', { name: 'Manage my friends' })).toBeVisible();
  await expect(page.getByText('Friends only').first()).toBeVisible();
  await expect(page.getByText('Your friend').first()).toBeVisible();
});
