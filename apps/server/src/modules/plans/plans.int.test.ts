import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { planMessages as messages } from '@porchlight/core/plans/plans.messages';
import { GRACE_PERIOD_DAYS } from '@porchlight/core/plans/plans.rules';
import type { Checkout } from '@porchlight/core/plans/plans.schemas';
import { PRO_PLAN_MONTHLY_CENTS, SERVICE_MANAGER_TRIAL_DAYS } from '@porchlight/core/site/site.constants';
import { memberships, outbox, providerPlans, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigration, TRIAL_MIGRATION } from '../../../test/migrations';
import { type People, seedPeople } from '../../../test/people';
import { planCalls, planMails, providerPlanOf, receiptCount } from '../../../test/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Provider plans on the built-in processor: upgrading, add-ons prorated, renewals on a moved clock,
 * a failed renewal's grace and recovery, cancellation at period end — and each change taking effect
 * on the provider at once.
 */

let t: TestApp;
let people: People;

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
});
afterAll(() => t.close());

async function newCompany(name: string): Promise<ProviderRow> {
  const provider = await seedProvider(t.database.db, { name, owner: people.owner.id });
  await t.database.db
    .insert(memberships)
    .values({ userId: people.manager.id, providerId: provider.id, role: 'manager' });
  return provider;
}
const plansOf = (provider: ProviderRow) => planCalls(t.app, provider, people.owner.cookie);
const deliverQueued = () => t.app.outboxWorker.drain();

describe('a free company', () => {
  it('sees the catalogue, the free trial of the tools, and no plan', async () => {
    const provider = await newCompany('Free Plans Cleaning');
    const view = await plansOf(provider).view();
    expect(view).toMatchObject({ processor: 'builtin', status: 'free', paidItems: [], monthlyTotalCents: 0 });
    expect(view.items.find((item) => item.key === 'pro')).toMatchObject({
      state: 'none',
      priceLabel: '$19.99/month',
    });
    expect(view.items.find((item) => item.key === 'fsm')?.state).toBe('trial');
    expect(view.items.find((item) => item.key === 'phone')?.priceLabel).toBe('from $19.99/month');
    expect(view.trialEndsAt).not.toBeNull();
    // The test clock belongs to the processor's customer, made at the first checkout.
    expect(view.testClockNow).toBeNull();
  });

  it('may not ask for a custom domain without a plan that includes one', async () => {
    const provider = await newCompany('No Domain Cleaning');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider/profile/request-website-domain?vanityName=${provider.vanityName}`,
      headers: { cookie: people.owner.cookie },
      payload: { phoneNumber: '5125550123' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.needsFeature.customDomain);
  });
});

describe('upgrading to Pro', () => {
  it('charges the first month once, turns Pro on at once, and e-mails a receipt', async () => {
    const provider = await newCompany('Upgrade Cleaning');
    const plans = plansOf(provider);
    const answer = await plans.subscribe(['pro']);
    expect(answer.message).toBe(messages.subscribed);
    expect(answer.plan).toMatchObject({
      status: 'active',
      paidItems: ['pro'],
      monthlyTotalCents: PRO_PLAN_MONTHLY_CENTS,
      cancelAtPeriodEnd: false,
      card: { last4: '4242' },
    });
    expect(answer.plan.testClockNow).not.toBeNull();
    expect(answer.plan.receipts).toEqual([
      expect.objectContaining({
        number: 1,
        amountCents: PRO_PLAN_MONTHLY_CENTS,
        description: 'Professional plan',
      }),
    ]);
    expect(await providerPlanOf(t.database.db, provider.id)).toEqual({ pro: 1, planItems: ['pro'] });

    // The processor's events arrive later and change nothing more.
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
    expect(await planMails(t.database.db, provider.id, 'plan-receipt')).toHaveLength(1);

    // Rich text is allowed now (spec 1: pro 1 or 2).
    const about = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/profile/about?vanityName=${provider.vanityName}`,
      headers: { cookie: people.owner.cookie },
      payload: { aboutDesc: '<p><strong>Rich</strong> text</p>', aboutHtml: true },
    });
    expect(about.statusCode, about.body).toBeLessThan(300);

    const receipt = await plans.receipt(1);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.headers['content-disposition']).toContain('receipt-1.html');
    expect(receipt.body).toContain('$19.99');
    expect(receipt.body).toContain('Upgrade Cleaning');
  });

  it('keeps the checkout open after a decline, with the processor words, and starts nothing', async () => {
    const provider = await newCompany('Declined Cleaning');
    const plans = plansOf(provider);
    const checkout: Checkout = (await plans.startCheckout(['pro'])).json();
    const declined = await plans.confirm(checkout, TEST_CARDS.declined);
    expect(declined.json()).toEqual({ status: 'open', error: paymentMessages.insufficientFunds });
    const early = await plans.complete(checkout);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.checkoutOpen);
    expect((await plans.view()).status).toBe('free');
    expect((await plans.confirm(checkout)).json()).toEqual({ status: 'complete', error: null });
    expect((await plans.complete(checkout)).json().plan.status).toBe('active');
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
  });

  it("becomes the plan through the processor's events when the owner never comes back", async () => {
    const provider = await newCompany('Closed Tab Cleaning');
    const plans = plansOf(provider);
    const checkout: Checkout = (await plans.startCheckout(['pro'])).json();
    expect((await plans.confirm(checkout)).json().status).toBe('complete');
    await deliverQueued();
    expect((await plans.view()).status).toBe('active');
    expect(await providerPlanOf(t.database.db, provider.id)).toEqual({ pro: 1, planItems: ['pro'] });
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
  });

  it('refuses a second checkout while a plan runs', async () => {
    const provider = await newCompany('Twice Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    const again = await plans.startCheckout(['domain']);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.alreadySubscribed);
  });
});

describe('never twice', () => {
  it('one subscription and one charge from 20 concurrent confirms and completes of one checkout', async () => {
    const provider = await newCompany('Concurrent Confirm Cleaning');
    const plans = plansOf(provider);
    const checkout: Checkout = (await plans.startCheckout(['pro', 'domain'])).json();
    const confirms = await Promise.all(Array.from({ length: 20 }, () => plans.confirm(checkout)));
    expect(confirms.filter((response) => response.json().status === 'complete')).toHaveLength(1);
    for (const response of confirms.filter((each) => each.json().status !== 'complete'))
      expect(response.statusCode).toBe(400);
    const completes = await Promise.all(Array.from({ length: 20 }, () => plans.complete(checkout)));
    for (const response of completes) expect(response.statusCode).toBe(200);
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
    expect((await plans.view()).monthlyTotalCents).toBe(2 * PRO_PLAN_MONTHLY_CENTS);
  });

  it('an older checkout from another tab can no longer start a second plan', async () => {
    const provider = await newCompany('Two Tabs Cleaning');
    const plans = plansOf(provider);
    const first: Checkout = (await plans.startCheckout(['pro'])).json();
    const second: Checkout = (await plans.startCheckout(['pro'])).json();
    expect((await plans.confirm(second)).json().status).toBe('complete');
    const stale = await plans.confirm(first);
    expect(stale.statusCode).toBe(400);
    await plans.complete(second);
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
  });

  it('concurrent upgrades of one company end with one plan', async () => {
    const provider = await newCompany('Race Upgrade Cleaning');
    const plans = plansOf(provider);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => plans.subscribe(['pro'])));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
    expect((await plans.view()).status).toBe('active');
  });

  it('concurrent add-on changes charge each addition once', async () => {
    const provider = await newCompany('Race Items Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    const answers = await Promise.all(Array.from({ length: 8 }, () => plans.changeItems(['pro', 'domain'])));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(2);
  });
});

describe('billing webhooks', () => {
  it('the same events delivered three times and out of order change nothing', async () => {
    const provider = await newCompany('Webhook Storm Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    await plans.advance(31);
    const [plan] = await t.database.db
      .select()
      .from(providerPlans)
      .where(eq(providerPlans.providerId, provider.id));
    const queued = await t.database.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'payment-event'),
          eq(outbox.subject, 'event'),
          sql`(${outbox.body}::jsonb)->'data'->'object'->>'customer' = ${plan?.customerId ?? ''}`,
        ),
      );
    expect(queued.length).toBeGreaterThanOrEqual(4);
    const builtin = t.app.payments.builtin;
    if (!builtin) throw new Error('the built-in processor is off');
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': builtin.sign(body) },
        payload: body,
      });
    const bodies = queued.map((row) => row.body);
    // The outbox may have delivered some already: each is applied once, whichever delivery comes first.
    for (const body of [...bodies].reverse())
      expect(['applied', 'duplicate']).toContain((await post(body)).json().outcome);
    for (const body of [...bodies, ...bodies]) expect((await post(body)).json().outcome).toBe('duplicate');
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(2);
    expect(await planMails(t.database.db, provider.id, 'plan-receipt')).toHaveLength(2);
    expect((await plans.view()).status).toBe('active');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: bodies[0],
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('add-ons mid-period', () => {
  it('charges the rest of the month for an addition and credits a removal on the next bill', async () => {
    const provider = await newCompany('Add On Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    await plans.advance(15);
    const added = await plans.changeItems(['pro', 'domain']);
    expect(added.json().message).toBe(messages.updated);
    const addition = added.json().plan.receipts[0];
    expect(addition.number).toBe(2);
    // Half a month or so of $19.99: prorated by the second, in whole cents.
    expect(addition.amountCents).toBeGreaterThan(700);
    expect(addition.amountCents).toBeLessThan(1300);
    expect(await providerPlanOf(t.database.db, provider.id)).toEqual({
      pro: 1,
      planItems: ['pro', 'domain'],
    });

    const domain = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider/profile/request-website-domain?vanityName=${provider.vanityName}`,
      headers: { cookie: people.owner.cookie },
      payload: { phoneNumber: '5125550123' },
    });
    expect(domain.statusCode).toBe(200);

    const removed = await plans.changeItems(['domain']);
    expect(removed.json().plan.paidItems).toEqual(['domain']);
    expect(await providerPlanOf(t.database.db, provider.id)).toEqual({ pro: 0, planItems: ['domain'] });
    const same = await plans.changeItems(['domain']);
    expect(same.json().message).toBe(messages.noChange);

    const renewed = (await (await plans.advance(20)).json()).plan;
    const renewal = renewed.receipts[0];
    expect(renewal.number).toBe(3);
    // The next month's $19.99 less the unused Pro time credited.
    expect(renewal.amountCents).toBeLessThan(PRO_PLAN_MONTHLY_CENTS);
    expect(renewal.amountCents).toBeGreaterThan(0);
  });

  it('a declined addition changes nothing', async () => {
    const provider = await newCompany('Declined Add On Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    await plans.updateCard(TEST_CARDS.chargeFails);
    const refused = await plans.changeItems(['pro', 'fsm']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(paymentMessages.declined);
    expect((await plans.view()).paidItems).toEqual(['pro']);
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
  });
});

describe('renewals on the test clock', () => {
  it('renews monthly with a receipt each time', async () => {
    const provider = await newCompany('Renewing Cleaning');
    const plans = plansOf(provider);
    const started = await plans.subscribe(['pro']);
    const firstEnd = started.plan.currentPeriodEnd;
    const moved = (await plans.advance(62)).json();
    expect(moved.plan.status).toBe('active');
    expect(moved.plan.receipts.map((receipt: { number: number }) => receipt.number)).toEqual([3, 2, 1]);
    expect(new Date(moved.plan.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(firstEnd ?? 0).getTime(),
    );
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(3);
  });

  it('a failed renewal keeps the plan through the grace period and a new card recovers it', async () => {
    const provider = await newCompany('Recovering Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    await plans.updateCard(TEST_CARDS.chargeFails);
    const failed = (await plans.advance(31)).json().plan;
    expect(failed).toMatchObject({ status: 'past_due', lastError: paymentMessages.declined });
    expect(failed.graceEndsAt).not.toBeNull();
    // Grace: Pro stays on while the processor retries.
    expect((await providerPlanOf(t.database.db, provider.id))?.pro).toBe(1);
    await deliverQueued();
    expect(await planMails(t.database.db, provider.id, 'plan-payment-failed')).toHaveLength(1);

    const recovered = await plans.updateCard(TEST_CARDS.succeeds);
    expect(recovered.json()).toMatchObject({
      message: messages.cardUpdated,
      plan: { status: 'active', lastError: null },
    });
    expect(recovered.json().plan.receipts[0]).toMatchObject({ number: 2, card: { last4: '4242' } });
    await deliverQueued();
    expect(await receiptCount(t.database.db, provider.id)).toBe(2);
  });

  it(`goes back to the free listing ${GRACE_PERIOD_DAYS} days after an unpaid renewal, keeping the data`, async () => {
    const provider = await newCompany('Lapsing Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro', 'fsm']);
    await plans.updateCard(TEST_CARDS.chargeFails);
    await plans.advance(31);
    const ended = (await plans.advance(GRACE_PERIOD_DAYS + 1)).json().plan;
    expect(ended).toMatchObject({ status: 'canceled', paidItems: [], monthlyTotalCents: 0 });
    expect(await providerPlanOf(t.database.db, provider.id)).toEqual({ pro: 0, planItems: [] });
    await deliverQueued();
    expect(await planMails(t.database.db, provider.id, 'plan-ended')).toHaveLength(1);
    // It may start again.
    expect((await plans.subscribe(['pro'])).plan.status).toBe('active');
  });

  it('a cancellation takes effect at period end, and can be taken back before', async () => {
    const provider = await newCompany('Cancelling Cleaning');
    const plans = plansOf(provider);
    await plans.subscribe(['pro']);
    const canceled = (await plans.cancel()).json();
    expect(canceled.plan).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(canceled.message).toMatch(/^Your plan ends on /);
    expect((await plans.resume()).json()).toMatchObject({
      message: messages.resumed,
      plan: { cancelAtPeriodEnd: false },
    });
    await plans.cancel();
    await plans.advance(10);
    expect((await providerPlanOf(t.database.db, provider.id))?.pro).toBe(1);
    const ended = (await plans.advance(25)).json().plan;
    expect(ended).toMatchObject({ status: 'canceled', paidItems: [] });
    expect(await providerPlanOf(t.database.db, provider.id)).toEqual({ pro: 0, planItems: [] });
    expect(await receiptCount(t.database.db, provider.id)).toBe(1);
  });
});

describe('a custom domain', () => {
  it('serves the profile site while the plan includes a domain, and stops when it ends', async () => {
    const provider = await seedProvider(t.database.db, {
      name: 'Own Domain Cleaning',
      owner: people.owner.id,
      customDomain: 'owndomaincleaning.example',
      complimentaryItems: [],
    });
    const resolve = () => t.app.customDomains.resolve('www.owndomaincleaning.example');
    expect(await resolve()).toBeNull();
    const plans = plansOf(provider);
    await plans.subscribe(['domain']);
    // The resolver's cached answer goes when the plan's provider.changed event reaches this process.
    await expect.poll(resolve).toMatchObject({ vanityName: provider.vanityName });
    await plans.cancel();
    await plans.advance(31);
    await expect.poll(resolve).toBeNull();
  });
});

describe('the tools after the trial', () => {
  it('the Service Manager needs its add-on once the trial is over, and keeps the data', async () => {
    const provider = await newCompany('After Trial Cleaning');
    const clients = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/provider/service-manager/clients?vanityName=${provider.vanityName}`,
        headers: { cookie: people.manager.cookie },
      });
    expect((await clients()).statusCode).toBe(200);
    await t.database.db
      .update(providers)
      .set({ toolsTrialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(providers.id, provider.id));
    const refused = await clients();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.needsFeature.serviceManager);
    await plansOf(provider).subscribe(['fsm']);
    expect((await clients()).statusCode).toBe(200);
  });
});

describe("the free trial runs from the company's creation (issue 29 item 8)", () => {
  const DAY = 86_400_000;
  const trialEndOf = (createdAt: Date) =>
    new Date(createdAt.getTime() + SERVICE_MANAGER_TRIAL_DAYS * DAY).toISOString();
  const companyCreated = async (name: string, createdAt: Date) => {
    const provider = await seedProvider(t.database.db, { name, owner: people.owner.id, createdAt });
    return { provider, view: () => plansOf(provider).view() };
  };
  const fsmState = (view: Awaited<ReturnType<ReturnType<typeof plansOf>['view']>>) =>
    view.items.find((item) => item.key === 'fsm')?.state;

  it('ends the trial length after the company was created, not after its plan row was written', async () => {
    const recentDate = new Date(Date.now() - 10 * DAY);
    const recent = await companyCreated('Ten Days Old Cleaning', recentDate);
    const recentView = await recent.view();
    expect([recentView.trialEndsAt, fsmState(recentView)]).toEqual([trialEndOf(recentDate), 'trial']);

    const old = await companyCreated('Since 2025 Cleaning', new Date('2025-03-02T15:00:00Z'));
    const oldView = await old.view();
    expect([oldView.trialEndsAt, fsmState(oldView)]).toEqual([null, 'none']);
    const clients = await t.app.inject({
      method: 'GET',
      url: `/api/v1/provider/service-manager/clients?vanityName=${old.provider.vanityName}`,
      headers: { cookie: people.owner.cookie },
    });
    expect([clients.statusCode, clients.json().message]).toEqual([403, messages.needsFeature.serviceManager]);
  });

  it('the migration corrects trials that were counted from when the row was written', async () => {
    const createdAt = new Date('2025-06-01T12:00:00Z');
    const old = await companyCreated('Migrated Trial Cleaning', createdAt);
    const recentDate = new Date(Date.now() - 3 * DAY);
    const recent = await companyCreated('Migrated Recent Cleaning', recentDate);
    // What the old column default wrote for every row: 30 days from the moment of writing.
    const stale = new Date(Date.now() + 30 * DAY);
    for (const { provider } of [old, recent])
      await t.database.db
        .update(providers)
        .set({ toolsTrialEndsAt: stale })
        .where(eq(providers.id, provider.id));
    expect(fsmState(await old.view())).toBe('trial');

    await runMigration(t.database.db, TRIAL_MIGRATION);
    const [oldView, recentView] = [await old.view(), await recent.view()];
    expect([oldView.trialEndsAt, fsmState(oldView)]).toEqual([null, 'none']);
    expect(recentView.trialEndsAt).toBe(trialEndOf(recentDate));
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, old.provider.id));
    expect(row?.toolsTrialEndsAt?.toISOString()).toBe(trialEndOf(createdAt));
  });
});

describe('who may change a plan', () => {
  it('only the owner, on the main site', async () => {
    const provider = await newCompany('Owner Only Plans');
    for (const role of ['manager', 'user', 'otherOwner', 'admin'] as const) {
      const response = await planCalls(t.app, provider, people[role].cookie).startCheckout(['pro']);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe(messages.ownerOnly);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/provider/plans?vanityName=${provider.vanityName}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the test clock moves only forward and only so far', async () => {
    const provider = await newCompany('Clock Limits Cleaning');
    for (const days of [0, -1, 63, 1.5])
      expect((await plansOf(provider).advance(days)).statusCode, String(days)).toBe(400);
  });
});
