import {
  accountMenu,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  displayName,
  fillRegisterForm,
  fullName,
  login,
  logout,
  newUser,
  register,
  waitOutSubmitDebounce,
} from './fixtures/auth';
import { expect, test } from './fixtures/test';

test.describe('account journeys', () => {
  test('a visitor registers, logs out and logs back in, returning to the page they were on', {
    tag: '@phone',
  }, async ({ page }) => {
    const user = newUser();
    await page.goto('/business');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/account\/register\?returnTo=%2Fbusiness$/);

    await fillRegisterForm(page, user);
    await expect(page).toHaveURL(/\/business$/);
    await expect(accountMenu(page, fullName(user))).toBeVisible();

    await logout(page, fullName(user));
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account\/login\?returnTo=%2Fbusiness$/);
    await page.getByLabel('Email address').fill(user.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(accountMenu(page, fullName(user))).toBeVisible();

    // The header is server-rendered from the session cookie: still logged in after a reload.
    await page.reload();
    await expect(accountMenu(page, fullName(user))).toBeVisible();
    await accountMenu(page, fullName(user)).click();
    await expect(page.getByText(`Logged in as ${fullName(user)}`)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My friends' })).toBeVisible();
  });

  test('the forms show the validation and server messages under their fields', async ({ page }) => {
    await page.goto('/account/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('A first name is required')).toBeVisible();
    await expect(page.getByText('A last name is required')).toBeVisible();
    await expect(page.getByText('An email address is required')).toBeVisible();
    await expect(page.getByText('A password is required')).toBeVisible();

    await fillRegisterForm(page, { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'short' });
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please use your full last name')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await fillRegisterForm(page, newUser({ email: DEMO_CUSTOMER.email }));
    await expect(page.getByText('An account with this email address already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/register/);

    await page.goto('/account/login');
    await page.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The email address or password is incorrect' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login/);
  });

  test('a member edits their name on the account page', async ({ page }) => {
    const user = await register(page);
    await accountMenu(page, fullName(user)).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

    const saveButton = page.getByRole('button', { name: 'Save changes' });
    await expect(saveButton).toBeDisabled();
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Renamed');
    await saveButton.click();
    await expect(page.getByText('Your name has been saved')).toBeVisible();
    await expect(accountMenu(page, 'Jordan Renamed')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Jordan');
    await expect(accountMenu(page, 'Jordan Renamed')).toBeVisible();
  });

  test('the account pages send a visitor to log in and back', async ({ page }) => {
    const user = await register(page);
    await logout(page, fullName(user));
    await page.goto('/account/my-friends');
    await expect(page).toHaveURL(/\/account\/login\?returnTo=%2Faccount%2Fmy-friends$/);
    await login(page, user, { returnTo: '/account/my-friends', expectName: fullName(user) });
    await expect(page).toHaveURL(/\/account\/my-friends$/);
    await expect(page.getByRole('heading', { name: 'My friends', level: 1 })).toBeVisible();
  });

  test('owners land where they work when they log in without a return address', async ({ page }) => {
    // pro@ runs one company: its profile, named in the user menu; the Client Hub entry leads on to the Service Manager.
    await login(
      page,
      { email: 'pro@porchlight.test', password: DEMO_PASSWORD },
      { expectName: 'Jordan Ellis' },
    );
    await expect(page).toHaveURL(/\/company\/bright-nest-cleaning-co$/);
    await accountMenu(page, 'Jordan Ellis').click();
    await expect(page.getByRole('menuitem', { name: 'Bright Nest Cleaning Co.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/company/bright-nest-cleaning-co/client-hub');
    const note = page.getByTestId('owner-hub-note');
    await note.getByRole('link', { name: 'Open the Service Manager' }).click();
    await expect(page).toHaveURL(/\/account\/service-manager\?company=bright-nest-cleaning-co$/);
    await expect(page.getByRole('heading', { name: 'Service Manager', level: 1 })).toBeVisible();
    await logout(page, 'Jordan Ellis');

    // owner@ runs two: My account, which lists both.
    await login(
      page,
      { email: 'owner@porchlight.test', password: DEMO_PASSWORD },
      { expectName: 'Sam Patel' },
    );
    await expect(page).toHaveURL(/\/account$/);
    const companies = page.getByRole('region', { name: 'Your companies' });
    await expect(companies.getByRole('link', { name: 'Mile High Plumbing & Drain' })).toBeVisible();
    await expect(companies.getByRole('link', { name: 'Sam Patel Home Repair' })).toBeVisible();
    await expect(companies.getByRole('link', { name: 'Service Manager' })).toHaveCount(2);
    await logout(page, 'Sam Patel');

    // A customer runs none: the home page.
    await login(page, DEMO_CUSTOMER, { expectName: 'Casey Morgan' });
    await expect(page).toHaveURL(/\/$/);
  });

  test('an expired access token is refreshed without logging in again', async ({ page, context }) => {
    const user = await register(page, undefined, '/account');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await context.clearCookies({ name: 'pl_access' });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('pl_access');

    // The session is renewed from the refresh token — by the client after the save's 401, or by the server
    // when a link prefetch reaches it first — and the save goes through without logging in again.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/auth/user') &&
        response.request().method() === 'PATCH' &&
        response.status() === 200,
    );
    await page.getByLabel('Last name').fill('Refreshed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saved;
    await expect(page.getByText('Your name has been saved')).toBeVisible();
    await expect(accountMenu(page, `${user.firstName} Refreshed`)).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('pl_access');
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('friends', () => {
  test('a friend request is sent, accepted, and both see each other', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const user = await register(page, undefined, '/account/my-friends');
    await expect(page.getByRole('heading', { name: 'My friends', level: 1 })).toBeVisible();
    await expect(page.getByText('No friends yet')).toBeVisible();

    await page.getByLabel("Friend's email address").fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(`Friend request sent to ${DEMO_CUSTOMER.email}`)).toBeVisible();
    const sent = page.getByRole('region', { name: 'Requests you sent' });
    // Until the request is accepted, the sender sees only the customer's display name.
    await expect(sent.getByText('Casey M.')).toBeVisible();
    await expect(sent.getByText(DEMO_CUSTOMER.email)).toHaveCount(0);

    // Sending the same request again is refused with the server's message, under the field.
    await waitOutSubmitDebounce(page);
    await page.getByLabel("Friend's email address").fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('A friend request is already waiting')).toBeVisible();

    // The customer, in their own browser, accepts it.
    const customerContext = await browser.newContext({
      baseURL,
      viewport: testInfo.project.use.viewport,
    });
    const customerPage = await customerContext.newPage();
    await login(customerPage, DEMO_CUSTOMER, { returnTo: '/account/my-friends' });
    await expect(customerPage).toHaveURL(/\/account\/my-friends$/);
    const incoming = customerPage.getByRole('region', { name: 'Friend requests' });
    const request = incoming.getByRole('listitem', { name: fullName(user) });
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(customerPage.getByText(`You and ${fullName(user)} are now friends`)).toBeVisible();
    const customerFriends = customerPage.getByRole('region', { name: 'Your friends' });
    await expect(customerFriends.getByRole('listitem', { name: fullName(user) })).toBeVisible();
    await expect(incoming.getByRole('listitem', { name: fullName(user) })).toHaveCount(0);
    await customerContext.close();

    await page.reload();
    const friends = page.getByRole('region', { name: 'Your friends' });
    await expect(friends.getByText(DEMO_CUSTOMER.email)).toBeVisible();
    await expect(sent.getByText('You have no requests waiting for an answer.')).toBeVisible();
  });

  test('an outgoing request can be cancelled and a friend removed after confirming', async ({
    page,
    browser,
    baseURL,
  }) => {
    const friend = newUser({ firstName: 'Casey' });
    const friendContext = await browser.newContext({ baseURL });
    const friendPage = await friendContext.newPage();
    await register(friendPage, friend);

    const user = await register(page, undefined, '/account/my-friends');
    const sent = page.getByRole('region', { name: 'Requests you sent' });
    await page.getByLabel("Friend's email address").fill(friend.email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await sent
      .getByRole('listitem', { name: displayName(friend) })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByText('Friend request canceled')).toBeVisible();
    await expect(sent.getByText('You have no requests waiting for an answer.')).toBeVisible();

    await waitOutSubmitDebounce(page);
    await page.getByLabel("Friend's email address").fill(friend.email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(sent.getByRole('listitem', { name: displayName(friend) })).toBeVisible();
    await friendPage.goto('/account/my-friends');
    await friendPage
      .getByRole('region', { name: 'Friend requests' })
      .getByRole('listitem', { name: fullName(user) })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(friendPage.getByText(`You and ${fullName(user)} are now friends`)).toBeVisible();
    await friendContext.close();

    await page.reload();
    const friends = page.getByRole('region', { name: 'Your friends' });
    await friends
      .getByRole('listitem', { name: fullName(friend) })
      .getByRole('button', { name: 'Remove' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove friend' });
    await expect(dialog).toContainText(`Remove ${fullName(friend)} from your friends?`);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${fullName(friend)} was removed from your friends`)).toBeVisible();
    await expect(friends.getByText('No friends yet')).toBeVisible();
  });
});
