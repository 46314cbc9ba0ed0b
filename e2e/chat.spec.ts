import { DEMO_PASSWORD, signIn, waitOutSubmitDebounce } from './fixtures/auth';
import { openBy } from './fixtures/dialogs';
import { type Browser, expect, type Page, test } from './fixtures/test';

const CLEANER = { vanity: 'bright-nest-cleaning-co', name: 'Bright Nest Cleaning Co.' };
const stamp = () => Date.now().toString(36);

const chatPanel = (page: Page) => page.getByRole('dialog', { name: `Chat with ${CLEANER.name}` });

async function openChat(page: Page) {
  return openBy(() => page.getByRole('button', { name: 'Live Chat' }).click(), chatPanel(page));
}

async function ownerOnConversations(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, { email: 'pro@porchlight.test', password: DEMO_PASSWORD });
  await page.goto(`/account/conversations?company=${CLEANER.vanity}`);
  await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();
  return { context, page };
}

test.describe('live chat', () => {
  test('a visitor and the owner chat live, and the visitor finds the chat again after a reload', {
    tag: '@phone',
  }, async ({ page: visitor, browser }) => {
    test.setTimeout(120_000);
    const visitorName = `Casey ${stamp()}`;
    const viewport = visitor.viewportSize() ?? { width: 1280, height: 800 };

    await visitor.goto(`/company/${CLEANER.vanity}`);
    const panel = await openChat(visitor);
    // Send stays disabled until something is typed.
    await expect(panel.getByRole('button', { name: 'Start chat' })).toBeDisabled();
    await panel.getByLabel('Message').fill('Do you clean ovens?');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByText('Please tell us your name to start a chat')).toBeVisible();
    await panel.getByLabel('Your name').fill(visitorName);
    await panel.getByLabel('Email').fill(`casey-${stamp()}@example.com`);
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByTestId('chat-message').filter({ hasText: 'Do you clean ovens?' })).toBeVisible();

    const owner = await ownerOnConversations(browser, viewport);
    try {
      const entry = owner.page.getByRole('button', { name: new RegExp(visitorName) });
      await expect(entry.getByLabel('1 unread')).toBeVisible();
      await entry.click();
      const thread = owner.page.getByRole('region', { name: `Chat with ${visitorName}` });
      await expect(thread.getByText('Do you clean ovens?')).toBeVisible();
      await expect(entry.getByLabel('1 unread')).toHaveCount(0);

      // The owner's answer reaches the open panel without a reload, and back again.
      await expect(thread.getByRole('button', { name: 'Send' })).toBeDisabled();
      await thread.getByLabel('Your message').fill('Yes, ovens are part of our deep clean.');
      await thread.getByLabel('Your message').press('Enter');
      await expect(panel.getByText('Yes, ovens are part of our deep clean.')).toBeVisible();
      await panel.getByLabel('Your message').fill('<b>Great</b>, see you Friday');
      await panel.getByRole('button', { name: 'Send' }).click();
      await expect(thread.getByText('<b>Great</b>, see you Friday')).toBeVisible();

      // The conversation is kept in the visitor's cookies: a reload resumes it with its history.
      await visitor.reload();
      const resumed = await openChat(visitor);
      await expect(resumed.getByTestId('chat-message')).toHaveCount(3);
      await expect(resumed.getByText('Yes, ovens are part of our deep clean.')).toBeVisible();
      const cookies = await visitor.context().cookies();
      const conversations = cookies.find((cookie) => cookie.name === 'conversations');
      expect(conversations?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 2.9 * 86_400);
      expect(cookies.some((cookie) => cookie.name === 'activeConversation')).toBe(true);
    } finally {
      await owner.context.close();
    }
  });

  test("the owner's profile links to the conversations page, with unread chats in the account menu", async ({
    page,
    request,
  }) => {
    // A visitor without a browser writes first (the API request context keeps its chat cookie).
    const started = await request.post('/api/v1/provider/ws/conversation', {
      data: { recipients: [CLEANER.vanity], name: 'Robin', email: `robin-${stamp()}@example.com` },
    });
    expect(started.status()).toBe(201);
    const { id } = await started.json();
    const sent = await request.post('/api/v1/provider/ws/message', {
      data: { conversationId: id, message: 'Are you free on Saturday?' },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, { email: 'pro@porchlight.test', password: DEMO_PASSWORD });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Ellis' }).click();
    await expect(
      page.getByRole('menuitem', { name: /Conversations/ }).getByLabel(/^\d+ unread$/),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`/company/${CLEANER.vanity}`);
    await page.getByRole('link', { name: 'Your chats' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/conversations\\?company=${CLEANER.vanity}$`));
    await expect(page.getByRole('switch', { name: 'Live chat on my profile' })).toBeChecked();
  });

  test("a chat started while the owner's page connects is listed without a reload", async ({
    page,
    request,
  }) => {
    await signIn(page, { email: 'pro@porchlight.test', password: DEMO_PASSWORD });
    // Hold the socket's token until a visitor has written: the page's list is older than its watch.
    let releaseToken = () => {};
    const tokenHeld = new Promise<void>((resolve) => {
      releaseToken = resolve;
    });
    await page.route('**/api/v1/provider/ws/token', async (route) => {
      await tokenHeld;
      await route.continue();
    });
    await page.goto(`/account/conversations?company=${CLEANER.vanity}`);
    await expect(page.getByRole('heading', { name: 'Conversations', level: 1 })).toBeVisible();

    const name = `Sam ${stamp()}`;
    const started = await request.post('/api/v1/provider/ws/conversation', {
      data: { recipients: [CLEANER.vanity], name, email: `sam-${stamp()}@example.com` },
    });
    expect(started.status()).toBe(201);
    const sent = await request.post('/api/v1/provider/ws/message', {
      data: { conversationId: (await started.json()).id, message: 'Do you clean ovens?' },
    });
    expect(sent.status()).toBe(201);
    releaseToken();
    await expect(page.getByRole('button', { name }).first()).toBeVisible();
  });

  test('turned off, the Live Chat button leaves the profile; turned on, it is back', async ({
    page,
    request,
  }) => {
    await signIn(page, { email: 'pro@porchlight.test', password: DEMO_PASSWORD });
    await page.goto(`/account/conversations?company=${CLEANER.vanity}`);
    const toggle = page.getByRole('switch', { name: 'Live chat on my profile' });
    expect(await (await request.get(`/company/${CLEANER.vanity}`)).text()).toContain('Live Chat');
    try {
      await toggle.click();
      await expect(page.getByText('Live chat is off')).toBeVisible();
      // Visitors (no cookies), even from the page cache, no longer get the button.
      const visitorPage = await (await request.get(`/company/${CLEANER.vanity}`)).text();
      expect(visitorPage).not.toContain('Live Chat');
    } finally {
      if (!(await toggle.isChecked())) {
        // A second change within 500 ms of the first is dropped on purpose (spec 1 §4).
        await waitOutSubmitDebounce(page);
        await toggle.click();
        await expect(page.getByText('Live chat is on')).toBeVisible();
      }
    }
  });
});
