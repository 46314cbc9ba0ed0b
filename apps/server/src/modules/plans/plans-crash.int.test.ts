import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../../../scripts/lib/server-process';
import { crashDatabases, crashProcesses, until } from '../../../test/crash-processes';
import { sessionCookie } from '../../../test/crash-writers';

/**
 * A real kill -9 during an upgrade: the server process dies the moment the processor has charged the
 * first month (and again the moment it charged an add-on), before our record of it. Another process
 * on the same database takes over: the owner's retry charges nothing, the company has its plan, and
 * there is one receipt per charge.
 */
const VANITY = 'mile-high-plumbing-and-drain';
describe.each(crashDatabases())('on the %s database', (database) => {
  const processes = crashProcesses(`plans-crash-${database}`, database);
  const start = () => processes.start();
  const rows = <T>(query: ReturnType<typeof sql>) => processes.rows<T>(query);

  beforeAll(() => processes.setUp(), 60_000);
  afterAll(() => processes.cleanUp(), 60_000);

  async function ownerOf(server: ServerProcess) {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@porchlight.test', password: DEMO_PASSWORD }),
    });
    const cookie = sessionCookie(login);
    return (method: string, url: string, body?: unknown) =>
      fetch(`${server.url}/api/v1${url}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  }

  const paidInvoices = (reason: string) =>
    rows<{ id: string }>(
      sql`select id from builtin_processor_billing_invoices where status = 'paid' and reason = ${reason}`,
    );
  const receipts = () =>
    rows<{ number: number; amount_cents: string }>(
      sql`select r.number, r.amount_cents from plan_receipts r join providers p on p.id = r.provider_id
          where p.vanity_name_lc = ${VANITY} order by r.number`,
    );
  const providerPlan = async () =>
    (
      await rows<{ pro: number; plan_items: string[] }>(
        sql`select pro, plan_items from providers where vanity_name_lc = ${VANITY}`,
      )
    )[0];

  it('a kill -9 after the processor charged ends with the plan, one charge and one receipt each', async () => {
    const first = await start();
    const owner = await ownerOf(first);
    const q = `vanityName=${VANITY}`;
    const started = await owner('POST', `/provider/plans/checkout?${q}`, { items: ['pro'] });
    expect(started.status).toBe(200);
    const checkout = await started.json();

    // The card form pays; the process dies as soon as the processor has charged.
    const paying = fetch(`${first.url}/api/v1/payments/builtin/checkouts/${checkout.checkoutId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: checkout.clientSecret,
        card: { type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123' },
      }),
    }).catch(() => null);
    await until(
      async () => (await paidInvoices('subscription_create')).length > 0,
      'the first month charged',
    );
    await first.kill();
    await paying;

    // Another process takes over. The dead one had taken the processor's events (they come back to
    // another process when its 5-minute lease runs out); the owner's page completes the checkout again.
    const second = await start();
    const again = await ownerOf(second);
    const completed = await again(
      'POST',
      `/provider/plans/checkout/${checkout.checkoutId}/complete?${q}`,
      {},
    );
    expect(completed.status).toBe(200);
    expect((await completed.json()).plan).toMatchObject({ status: 'active', paidItems: ['pro'] });
    expect(await providerPlan()).toEqual({ pro: 1, plan_items: ['pro'] });

    // An add-on: the process dies once the processor charged the rest of the month.
    const adding = again('PUT', `/provider/plans/items?${q}`, { items: ['pro', 'domain'] }).catch(() => null);
    await until(async () => (await paidInvoices('subscription_update')).length > 0, 'the add-on charged');
    await second.kill();
    await adding;

    const third = await start();
    const retried = await (await ownerOf(third))('PUT', `/provider/plans/items?${q}`, {
      items: ['pro', 'domain'],
    });
    expect(retried.status).toBe(200);
    expect((await retried.json()).plan.paidItems).toEqual(['pro', 'domain']);
    await expect.poll(providerPlan, { timeout: 20_000 }).toEqual({ pro: 1, plan_items: ['pro', 'domain'] });
    expect(await paidInvoices('subscription_create')).toHaveLength(1);
    expect(await paidInvoices('subscription_update')).toHaveLength(1);
    await expect
      .poll(async () => (await receipts()).map((receipt) => receipt.number), { timeout: 20_000 })
      .toEqual([1, 2]);
  }, 300_000);
});
