import { HEADLINE_MAX_LENGTH } from '@porchlight/core/reviews/review-writing.constants';
import { ITEM_NAME_MAX_LENGTH } from '@porchlight/core/service-manager/service-manager.constants';
import { newUser } from './fixtures/auth';
import { linkFor } from './fixtures/client-hub';
import { openBy } from './fixtures/dialogs';
import { hubLinks } from './fixtures/mailbox';
import { newOwnerWithCompany } from './fixtures/plans';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Page,
  test,
} from './fixtures/test';
import { corpusText, publishAsPro, SHORT_PAYLOAD, setXssTrap, XSS_PAYLOADS } from './fixtures/xss-corpus';

/**
 * An XSS corpus stored through every text a person writes for someone else to read (issue 17 item 2):
 * the about text, offers, reviews and replies, pricing and Contact Us requests, chat on both sides,
 * estimates and invoices as the owner and as the client reads them. Each page is rendered in Chromium
 * with a trap set: nothing runs, no dialog opens, the CSP reports nothing, and the field is on the page.
 */

const stamp = Date.now().toString(36);
/** The marker of a field: found on the page, it proves the field was rendered. */
const marker = (field: string) => `XSS-${stamp}-${field}`;
/** A plain-text field shows its payloads as the characters they are. */
const PLAIN_PAYLOAD = SHORT_PAYLOAD;

interface Cast {
  owner: Page;
  vanityName: string;
  company: string;
  visitor: Page;
  clientEmail: string;
  estimateNumber: number;
  invoiceNumber: number;
}
let cast: Cast;

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return answer.json().catch(() => ({}));
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
}

/** The company's about text (rich, so a Pro plan) and an offer with a rich description; published. */
async function storeProfileTexts(owner: Page, vanityName: string): Promise<string> {
  const query = `vanityName=${vanityName}`;
  await publishAsPro(vanityName);
  await ok(
    owner.request.patch(`/api/v1/provider/profile/about?${query}`, {
      data: { aboutDesc: `<p>${corpusText(marker('about'), 4_900)}</p>`, aboutHtml: true },
    }),
  );
  const offer = await ok(
    owner.request.post(`/api/v1/provider/profile/offers?${query}`, {
      data: {
        name: `${marker('offer')} ${PLAIN_PAYLOAD}`,
        descriptionText: corpusText(marker('offer-text'), 4_900),
      },
    }),
  );
  await ok(
    owner.request.patch(`/api/v1/provider/profile/offers/${offer.offerNumber}?${query}`, {
      data: {
        name: offer.name,
        descriptionText: corpusText(marker('offer-text'), 4_900),
        descriptionHtml: `<p>${corpusText(marker('offer-html'), 4_900)}</p>`,
        descriptionTeaser: corpusText(marker('teaser'), 300),
      },
    }),
  );
  return offer.name;
}

/** A review from another user and the owner's reply. */
async function storeReview(owner: Page, reviewer: APIRequestContext, vanityName: string): Promise<void> {
  const user = newUser();
  await ok(reviewer.post('/api/v1/auth/register', { data: { ...user } }));
  const review = await ok(
    reviewer.post(`/api/v1/provider/profile/reviews/${vanityName}`, {
      data: {
        rating: 5,
        headline: corpusText(marker('headline'), HEADLINE_MAX_LENGTH),
        review: corpusText(marker('review'), 1_000),
      },
    }),
  );
  await ok(
    owner.request.post(`/api/v1/provider/profile/reviews/${vanityName}/${review.reviewNumber}/reply`, {
      data: { reply: corpusText(marker('reply'), 1_000) },
    }),
  );
}

/** A Contact Us message and a pricing request, from a visitor who fills every free text. */
async function storeRequests(visitor: APIRequestContext, vanityName: string, offerName: string) {
  const person = { firstName: 'Jo', lastName: `Corpus ${stamp}`, preferredContactMethod: 'email' };
  const from = (type: 'cu' | 'paa') => ({
    ...person,
    email: `jo.${type}.${stamp}@example.com`,
    countryCode: 'US',
    countryName: 'United States',
    type,
    submittedFromUrl: `http://localhost/company/${vanityName}/contact-us`,
  });
  await ok(
    visitor.post(`/api/v1/client-hub/request/${vanityName}`, {
      data: {
        ...from('cu'),
        inputForm: [{ label: 'Description', type: 'textarea', value: corpusText(marker('contact'), 2_000) }],
      },
    }),
  );
  await ok(
    visitor.post(`/api/v1/client-hub/request/${vanityName}`, {
      data: {
        ...from('paa'),
        services: [offerName],
        inputForm: [
          {
            name: 'description',
            label: 'Anything else?',
            type: 'textarea',
            value: corpusText(marker('pricing'), 2_000),
          },
        ],
        address: '100 Congress Ave',
        city: 'Austin',
        stateCode: 'TX',
        zipCode: '78701',
      },
    }),
  );
}

/** Live chat turned on (a new company starts with it off). */
async function turnChatOn(owner: Page, vanityName: string): Promise<void> {
  await ok(
    owner.request.patch(`/api/v1/provider/ws/settings?vanityName=${vanityName}`, {
      data: { chatEnabled: true },
    }),
  );
}

/** An estimate and an invoice whose every text carries the corpus, sent to the client's hub. */
async function storeDocuments(owner: Page, vanityName: string, email: string) {
  const query = `vanityName=${vanityName}`;
  const client = await ok(
    owner.request.post(`/api/v1/provider/service-manager/clients?${query}`, {
      data: { firstName: 'Robin', lastName: `Corpus ${stamp}`, emailAddress: email },
    }),
  );
  const body = (type: 'estimate' | 'invoice') => ({
    clientId: client.id,
    items: [
      {
        name: corpusText(marker(`${type}-item`), ITEM_NAME_MAX_LENGTH),
        description: `<p>${corpusText(marker(`${type}-description`), 4_900)}</p>`,
        rate: 10_000,
        quantity: 1,
        tax: true,
      },
    ],
    taxPercent: 8.25,
    notes: corpusText(marker(`${type}-notes`), 4_900),
    discount: { type: 'fixed', name: corpusText(marker(`${type}-discount`), 100), amount: 500 },
  });
  const estimate = await ok(
    owner.request.post(`/api/v1/provider/service-manager/estimates?${query}`, { data: body('estimate') }),
  );
  await ok(
    owner.request.post(
      `/api/v1/provider/service-manager/estimates/${estimate.estimateNumber}/send?${query}`,
      { data: {} },
    ),
  );
  const invoice = await ok(
    owner.request.post(`/api/v1/provider/service-manager/invoices?${query}`, {
      data: { ...body('invoice'), status: 'Sent' },
    }),
  );
  await ok(
    owner.request.post(`/api/v1/provider/service-manager/invoices/${invoice.invoiceNumber}/send?${query}`, {
      data: {},
    }),
  );
  return {
    estimateNumber: estimate.estimateNumber as number,
    invoiceNumber: invoice.invoiceNumber as number,
  };
}

/**
 * Opens `path` with the trap set, waits for what proves the page shows the stored texts, and checks
 * that nothing ran and nothing was blocked.
 */
async function expectInert(page: Page, path: string, shown: (page: Page) => Promise<void>): Promise<void> {
  const caught = await setXssTrap(page);
  await page.goto(path);
  await shown(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await caught(), path).toEqual([]);
}

const visibleText = (page: Page, text: string) => expect(page.getByText(text).first()).toBeVisible();

test.describe('an XSS corpus in every stored text', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const owner = await newPage(browser);
    const { vanityName, name } = await newOwnerWithCompany(owner, `Corpus Cleaning ${stamp}`);
    const offerName = await storeProfileTexts(owner, vanityName);
    const reviewer = await browser.newContext();
    await storeReview(owner, reviewer.request, vanityName);
    await reviewer.close();
    const visitor = await newPage(browser);
    await storeRequests(visitor.request, vanityName, offerName);
    await turnChatOn(owner, vanityName);
    const clientEmail = `robin.${stamp}@example.com`;
    const documents = await storeDocuments(owner, vanityName, clientEmail);
    cast = { owner, vanityName, company: name, visitor, clientEmail, ...documents };
  });

  test.afterAll(async () => {
    await cast?.owner.context().close();
    await cast?.visitor.context().close();
  });

  test('the about page shows the about text, and none of it runs', async ({ page }) => {
    await expectInert(page, `/company/${cast.vanityName}/about`, (shown) =>
      visibleText(shown, marker('about')),
    );
  });

  test('the services pages show the offer, and none of it runs', async ({ page }) => {
    await expectInert(page, `/company/${cast.vanityName}/services`, async (shown) => {
      await visibleText(shown, `${marker('offer')} ${PLAIN_PAYLOAD}`);
      await visibleText(shown, marker('teaser'));
    });
    await expectInert(page, `/company/${cast.vanityName}/services`, async (shown) => {
      await shown
        .getByRole('link', { name: marker('offer') })
        .first()
        .click();
      await visibleText(shown, marker('offer-html'));
    });
  });

  test('the reviews page shows the review and the reply as text, and none of it runs', async ({ page }) => {
    await expectInert(page, `/company/${cast.vanityName}/reviews`, async (shown) => {
      await visibleText(shown, marker('headline'));
      await visibleText(shown, `${marker('review')} ${XSS_PAYLOADS[0]}`);
      await visibleText(shown, `${marker('reply')} ${XSS_PAYLOADS[0]}`);
    });
  });

  test("the owner's requests show the Contact Us message and the pricing request, and none of it runs", async () => {
    await expectInert(cast.owner, `/account/requests?company=${cast.vanityName}`, async (shown) => {
      await visibleText(shown, `${marker('contact')} ${XSS_PAYLOADS[0]}`);
      await visibleText(shown, `${marker('pricing')} ${XSS_PAYLOADS[0]}`);
    });
  });

  test('the chat shows both sides to the owner and to the visitor, and none of it runs', async () => {
    const { owner, visitor } = cast;
    const visitorText = corpusText(marker('chat-visitor'), 2_000);
    const ownerText = corpusText(marker('chat-owner'), 2_000);
    const visitorCaught = await setXssTrap(visitor);
    const ownerCaught = await setXssTrap(owner);

    await visitor.goto(`/company/${cast.vanityName}`);
    const panel = await openBy(
      () => visitor.getByRole('button', { name: 'Live Chat' }).click(),
      visitor.getByRole('dialog', { name: `Chat with ${cast.company}` }),
    );
    await panel.getByLabel('Your name').fill(`Casey ${PLAIN_PAYLOAD}`);
    await panel.getByLabel('Email').fill(`casey.${stamp}@example.com`);
    await panel.getByLabel('Message').fill(visitorText);
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByText(visitorText)).toBeVisible();

    await owner.goto(`/account/conversations?company=${cast.vanityName}`);
    await owner
      .getByRole('button', { name: `Casey ${PLAIN_PAYLOAD}` })
      .first()
      .click();
    const thread = owner.getByRole('region', { name: `Chat with Casey ${PLAIN_PAYLOAD}` });
    await expect(thread.getByText(visitorText)).toBeVisible();
    await thread.getByLabel('Your message').fill(ownerText);
    await thread.getByLabel('Your message').press('Enter');
    // In the messages, not the box it was typed in (a textarea can keep its first text as content).
    await expect(thread.getByRole('log', { name: 'Messages' }).getByText(ownerText)).toBeVisible();
    await expect(panel.getByRole('log', { name: 'Messages' }).getByText(ownerText)).toBeVisible();

    expect(await visitorCaught(), 'the visitor').toEqual([]);
    expect(await ownerCaught(), 'the owner').toEqual([]);
  });

  test("the owner's Service Manager opens the estimate and the invoice, and none of it runs", async () => {
    for (const [type, number] of [
      ['estimate', cast.estimateNumber],
      ['invoice', cast.invoiceNumber],
    ] as const) {
      await expectInert(
        cast.owner,
        `/account/service-manager?company=${cast.vanityName}&tab=${type}s`,
        async (shown) => {
          const dialog = await openBy(
            () => shown.getByRole('button', { name: `Open ${type} ${number}` }).click(),
            shown.getByRole('dialog', { name: `${type === 'estimate' ? 'Estimate' : 'Invoice'} #${number}` }),
          );
          await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue(
            new RegExp(`^${marker(`${type}-notes`)} `),
          );
        },
      );
    }
  });

  test('the Client Hub shows the estimate and the invoice to the client, and none of it runs', async ({
    page,
  }) => {
    // Both e-mails are in the mailbox once the second one is: the estimate's link went first.
    await linkFor(cast.clientEmail, 1);
    const links = await hubLinks(cast.clientEmail);
    for (const [type, link] of [
      ['estimate', links[0]],
      ['invoice', links[1]],
    ] as const) {
      expect(link, type).toContain(`#view-${type}`);
      await expectInert(page, link ?? '', async (shown) => {
        await visibleText(shown, `${marker(`${type}-item`)} ${XSS_PAYLOADS[0]}`);
        await visibleText(shown, marker(`${type}-description`));
        await visibleText(shown, `${marker(`${type}-notes`)} ${XSS_PAYLOADS[0]}`);
      });
    }
  });
});
