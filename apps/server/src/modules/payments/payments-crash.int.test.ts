import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashDatabases, crashProcesses } from '../../../test/crash-processes';
import { caller, okJson, sessionCookie } from '../../../test/crash-writers';

/**
 * A real kill -9: a server process is killed the moment the processor has charged a saved card, before
 * or after our record of it (whichever the race gives). Another process on the same database then
 * delivers the processor's event; the client is charged once and the invoice's balance is right.
 */
const VANITY = 'bright-nest-cleaning-co';
describe.each(crashDatabases())('on the %s database', (database) => {
  const processes = crashProcesses(`payments-crash-${database}`, database);
  const start = () => processes.start();
  const rows = <T>(query: ReturnType<typeof sql>) => processes.rows<T>(query);

  beforeAll(() => processes.setUp(), 60_000);
  afterAll(() => processes.cleanUp(), 60_000);

  it('a kill -9 between the charge and our record ends with one charge and the right balance', async () => {
    const first = await start();

    // The demo owner sends a new client two invoices; the client opens the e-mailed link.
    const login = await fetch(`${first.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pro@porchlight.test', password: DEMO_PASSWORD }),
    });
    const cookie = sessionCookie(login);
    const owner = caller(first, { cookie });
    const q = `vanityName=${VANITY}`;
    const email = `crash.${Date.now()}@example.test`;
    const client = await okJson(
      await owner('POST', `/provider/service-manager/clients?${q}`, {
        firstName: 'Kai',
        emailAddress: email,
      }),
    );
    const invoice = async () => {
      const created = await okJson(
        await owner('POST', `/provider/service-manager/invoices?${q}`, {
          clientId: client.id,
          items: [{ name: 'Gutter clean', rate: 15_000, quantity: 1, tax: true }],
          taxPercent: 8.25,
        }),
      );
      await okJson(
        await owner('POST', `/provider/service-manager/invoices/${created.invoiceNumber}/send?${q}`, {}),
      );
      return created.invoiceNumber as number;
    };
    const paidFirst = await invoice();
    const [link] = await rows<{ body: string }>(
      sql`select body from outbox where "to" = ${email} order by created_at desc limit 1`,
    );
    const ids = /client-hub\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})/.exec(link?.body ?? '');
    expect(ids).not.toBeNull();
    const tokens = await okJson(
      await caller(first, {})('POST', '/client-hub/auth/session', {
        sessionId: ids?.[1],
        clientHubId: ids?.[2],
        vanityName: VANITY,
      }),
    );
    const bearer = { authorization: `Bearer ${tokens.clientHubAccessToken}` };

    // The client pays the first invoice and keeps the card.
    const hub = caller(first, bearer);
    const intent = await okJson(
      await hub('GET', `/client-hub/invoice/${VANITY}/payment-intent?invoiceNumber=${paidFirst}`),
    );
    await okJson(
      await caller(first, {})('POST', `/payments/builtin/intents/${intent.paymentIntentId}/confirm`, {
        clientSecret: intent.clientSecret,
        method: { type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123' },
        saveMethod: true,
      }),
    );
    await okJson(
      await hub('PATCH', `/client-hub/invoice/${VANITY}/payment-intent`, {
        paymentIntentId: intent.paymentIntentId,
        invoiceNumber: paidFirst,
      }),
    );
    const [card] = (await okJson(await hub('GET', `/client-hub/payment-methods/${VANITY}`))).paymentMethods;

    // The second invoice is paid with the saved card; the process dies as soon as the processor charged.
    const crashed = await invoice();
    const [{ id: invoiceId } = { id: '' }] = await rows<{ id: string }>(
      sql`select i.id from invoices i join providers p on p.id = i.provider_id
          where p.vanity_name_lc = ${VANITY} and i.invoice_number = ${crashed}`,
    );
    const charges = () =>
      rows<{ id: string }>(
        sql`select id from builtin_processor_intents where metadata->>'invoiceId' = ${invoiceId} and status = 'succeeded'`,
      );
    const paying = hub('POST', `/client-hub/invoice/${VANITY}/charge-saved-method`, {
      paymentMethodId: card.id,
      invoiceNumber: crashed,
    }).catch(() => null);
    while ((await charges()).length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    await first.kill();
    await paying;

    // Another process takes over: the processor's event is delivered, and the client's retry charges nothing.
    const second = await start();
    const retried = await caller(second, bearer)(
      'POST',
      `/client-hub/invoice/${VANITY}/charge-saved-method`,
      {
        paymentMethodId: card.id,
        invoiceNumber: crashed,
      },
    );
    // The retry either repeats the charge the processor already made (same key) or, when the event
    // was delivered first, finds the invoice paid and is told so: both charge nothing.
    if (retried.status !== 200)
      expect([retried.status, (await retried.json()).message]).toEqual([409, paymentMessages.alreadyPaid]);
    await expect
      .poll(
        async () =>
          (
            await rows<{ status: string; amount_due: string }>(
              sql`select status, amount_due from invoices where id = ${invoiceId}`,
            )
          )[0],
        { timeout: 20_000 },
      )
      .toEqual({ status: 'Paid', amount_due: '0' });
    expect(await charges()).toHaveLength(1);
    expect(await rows(sql`select id from payments where invoice_id = ${invoiceId}`)).toHaveLength(1);
  }, 300_000);
});
