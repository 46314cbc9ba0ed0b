import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import type { Checkout, PlanChange, PlanView } from '@porchlight/core/plans/plans.schemas';
import { outbox, planReceipts, providers } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './test-app';

type Db = TestApp['database']['db'];

export const testCard = (number: string = TEST_CARDS.succeeds) => ({
  type: 'card' as const,
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
});

/** The owner's Plans page calls for one company, through the API as the browser makes them. */
export function planCalls(app: FastifyInstance, provider: Pick<ProviderRow, 'vanityName'>, cookie: string) {
  const url = (path: string) =>
    `/api/v1/provider/plans${path}?vanityName=${encodeURIComponent(provider.vanityName)}`;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    app.inject({ method, url: url(path), headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    call,
    async view(): Promise<PlanView> {
      const response = await call('GET', '');
      if (response.statusCode !== 200) throw new Error(`GET plans: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    startCheckout: (items: PlanItemKey[]) => call('POST', '/checkout', { items }),
    startCardCheckout: () => call('POST', '/card', {}),
    confirm: (checkout: Checkout, number?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/payments/builtin/checkouts/${checkout.checkoutId}/confirm`,
        payload: { clientSecret: checkout.clientSecret, card: testCard(number) },
      }),
    complete: (checkout: Checkout) => call('POST', `/checkout/${checkout.checkoutId}/complete`, {}),
    changeItems: (items: PlanItemKey[]) => call('PUT', '/items', { items }),
    cancel: () => call('POST', '/cancel', {}),
    resume: () => call('POST', '/resume', {}),
    advance: (days: number) => call('POST', '/test-clock', { days }),
    receipt: (number: number) => call('GET', `/receipts/${number}`),

    /** Checkout, pay with `number`, complete: the whole upgrade as the Plans page does it. */
    async subscribe(items: PlanItemKey[], number?: string): Promise<PlanChange> {
      const started = await call('POST', '/checkout', { items });
      if (started.statusCode !== 200) throw new Error(`checkout: ${started.body}`);
      const checkout: Checkout = started.json();
      const paid = await this.confirm(checkout, number);
      if (paid.json().status !== 'complete') throw new Error(`confirm: ${paid.body}`);
      const completed = await this.complete(checkout);
      if (completed.statusCode !== 200) throw new Error(`complete: ${completed.body}`);
      return completed.json();
    },
    /** Puts a new card on the subscription (a setup checkout), paying what is open with it. */
    async updateCard(number: string) {
      const checkout: Checkout = (await call('POST', '/card', {})).json();
      const saved = await this.confirm(checkout, number);
      if (saved.json().status !== 'complete') throw new Error(`card: ${saved.body}`);
      return this.complete(checkout);
    },
  };
}

export async function providerPlanOf(db: Db, providerId: string) {
  const [row] = await db
    .select({ pro: providers.pro, planItems: providers.planItems })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

export async function receiptCount(db: Db, providerId: string): Promise<number> {
  return (await db.select().from(planReceipts).where(eq(planReceipts.providerId, providerId))).length;
}

/** The plan e-mails queued for a company: receipts, failed payments, a plan's end. */
export async function planMails(db: Db, providerId: string, kind: string) {
  return db
    .select({ to: outbox.to, subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        sql`${outbox.meta}->>'kind' = ${kind}`,
        sql`${outbox.meta}->>'providerId' = ${providerId}`,
      ),
    );
}
