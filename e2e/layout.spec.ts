import { isMobile } from './fixtures/auth';
import { expect, type Locator, type Page, test } from './fixtures/test';

/**
 * Layout checks at 1280 px (desktop project) and 390 px (mobile project): nothing overflows the viewport
 * horizontally, and key boxes do not overlap (the banner's name vs its button, the verified icon vs the
 * name's last line, the page's last content vs the fixed bottom bar). Boxes are compared with a small
 * tolerance so sub-pixel rounding never fails a run.
 */

const HOME = '/company/bright-nest-cleaning-co';
const PAGES = [
  { name: 'profile home', path: HOME },
  { name: 'profile reviews', path: `${HOME}/reviews` },
  { name: 'search results', path: '/search/house+cleaning/78701' },
  { name: 'landing', path: '/' },
] as const;

/** Pixels two boxes may share (rounding, anti-aliasing) before they count as overlapping. */
const TOLERANCE = 1;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

function overlaps(a: Box, b: Box, tolerance = TOLERANCE): boolean {
  return (
    a.x + a.width - tolerance > b.x &&
    b.x + b.width - tolerance > a.x &&
    a.y + a.height - tolerance > b.y &&
    b.y + b.height - tolerance > a.y
  );
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page is wider than the viewport').toBeLessThanOrEqual(innerWidth);
}

/** Every visible mailto: link breaks, if at all, only after its '@': each part sits on one line. */
async function expectEmailsUnbroken(page: Page) {
  const splitParts = await page.evaluate(() => {
    const broken: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
      if (link.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (text.trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(text);
      }
      // Nothing hidden behind an ellipsis either.
      for (const element of [link, ...link.querySelectorAll<HTMLElement>('*')]) {
        if (
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).overflow === 'hidden'
        ) {
          broken.push(`${link.textContent} (clipped)`);
        }
      }
    }
    return broken;
  });
  expect(splitParts, 'e-mail addresses cut mid-word').toEqual([]);
}

/** Every option of every visible select fits its box: the chosen label is never cut (e.g. 'Friend recommendations'). */
async function expectSelectsFit(page: Page) {
  const cut = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const tooLong: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (select.getClientRects().length === 0) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      for (const option of select.options) {
        const width = context.measureText(option.text).width;
        if (width > room + 1) tooLong.push(`${option.text} (${Math.ceil(width)} > ${Math.floor(room)} px)`);
      }
    }
    return tooLong;
  });
  expect(cut, 'select labels cut').toEqual([]);
}

/** At phone widths, the footer's last line clears the fixed 'Quick links' bar once scrolled to the end. */
async function expectBottomBarClear(page: Page, mobile: boolean) {
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  if (!mobile) {
    await expect(bar).toBeHidden();
    return;
  }
  const lastContent = page
    .getByRole('contentinfo')
    .last()
    .getByText(/^© \d{4} /);
  // Sections below the fold may still grow as they load (the gallery, the map): scroll to the end and
  // measure again until the page has stopped growing, then the last line must sit clear of the bar.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
        const [lastBox, barBox] = [await boxOf(lastContent), await boxOf(bar)];
        return !overlaps(lastBox, barBox) && lastBox.y + lastBox.height <= barBox.y + TOLERANCE;
      },
      { message: 'the bottom bar covers the last content' },
    )
    .toBe(true);
}

test.describe('layout', { tag: '@phone' }, () => {
  for (const { name, path } of PAGES) {
    test(`${name}: no horizontal overflow, e-mails whole, selects fit, bottom bar clear`, async ({
      page,
    }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('load');
      await expectNoHorizontalOverflow(page);
      await expectEmailsUnbroken(page);
      await expectSelectsFit(page);
      await expectBottomBarClear(page, isMobile(testInfo));
      await expectNoHorizontalOverflow(page);
    });
  }

  test('profile home: banner name clear of its button, verified icon on the last line of the name', async ({
    page,
  }, testInfo) => {
    await page.goto(HOME);

    const banner = page.getByTestId('profile-banner');
    const bannerBox = await boxOf(banner);
    const overlayBox = await boxOf(page.getByTestId('banner-overlay'));
    const buttonBox = await boxOf(banner.getByRole('link', { name: 'Photo Gallery' }));
    expect(overlaps(overlayBox, buttonBox), 'company name overlay overlaps the Photo Gallery button').toBe(
      false,
    );
    for (const box of [overlayBox, buttonBox]) {
      expect(box.y).toBeGreaterThanOrEqual(bannerBox.y - TOLERANCE);
      expect(box.y + box.height).toBeLessThanOrEqual(bannerBox.y + bannerBox.height + TOLERANCE);
      expect(box.x + box.width).toBeLessThanOrEqual(bannerBox.x + bannerBox.width + TOLERANCE);
    }

    // The icon's middle lies within the last line of the name's text (not on a line of its own).
    const heading = page.getByRole('heading', { level: 1 });
    const icon = heading.getByRole('img', { name: 'Verified business' });
    const iconBox = await boxOf(icon);
    const lastLine = await heading.evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      const icon = h1.querySelector('svg');
      if (icon) range.setEndBefore(icon);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const last = rects.reduce((a, b) => (b.bottom > a.bottom ? b : a));
      return { top: last.top + window.scrollY, bottom: last.bottom + window.scrollY, right: last.right };
    });
    const scrollY = await page.evaluate(() => window.scrollY);
    const iconMiddle = iconBox.y + scrollY + iconBox.height / 2;
    expect(iconMiddle).toBeGreaterThanOrEqual(lastLine.top - TOLERANCE);
    expect(iconMiddle).toBeLessThanOrEqual(lastLine.bottom + TOLERANCE);
    expect(iconBox.x).toBeGreaterThanOrEqual(lastLine.right - TOLERANCE);

    // Phones: service tiles are compact rows, not tall cards.
    if (isMobile(testInfo)) {
      const tiles = page
        .getByRole('region', { name: 'Services' })
        .getByRole('link', { name: /Cleaning|Washing/ });
      for (const tile of await tiles.all()) {
        expect((await boxOf(tile)).height).toBeLessThanOrEqual(90);
      }
    }
  });
});
