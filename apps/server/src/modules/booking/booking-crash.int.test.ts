import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredAnswers } from '../../../test/booking-answers';
import { crashDatabases, crashProcesses, until } from '../../../test/crash-processes';
import { caller, okJson } from '../../../test/crash-writers';

/**
 * A real kill -9 between a booking's deposit and its record (plan §2.3, §8 "Crash"): the demo Pro's
 * deposit offer is held and the visitor's card charged; the server process dies the moment the
 * built-in processor shows the charge, before or after our record of it (as the race gives). On
 * another process on the same database, the visitor's retry with the same key (the dialog reloaded)
 * reads the payment back and answers the confirmed booking: one charge, one payment, one visit. (The
 * processor's queued event and the held bookings' net confirm it too, later: booking-deposits.int.test.)
 */
const VANITY = 'bright-nest-cleaning-co';

describe.each(crashDatabases())('on the %s database', (database) => {
  const processes = crashProcesses(`booking-crash-${database}`, database);
  const rows = <T>(query: ReturnType<typeof sql>) => processes.rows<T>(query);

  beforeAll(() => processes.setUp(), 60_000);
  afterAll(() => processes.cleanUp(), 60_000);

  it('a kill -9 between the charge and our record confirms the booking once and charges once', async () => {
    const first = await start();
    const visitor = caller(first);
    const options = await okJson(await visitor('GET', `/booking/${VANITY}/options`));
    const offer = options.offers.find((one: { deposit: string | null }) => one.deposit === '$25.00');
    expect(offer, 'the demo offer that asks a $25 deposit').toBeTruthy();
    const availability = await okJson(
      await visitor('GET', `/booking/${VANITY}/availability?offer=${offer.uri}&days=14`),
    );
    const slot = availability.days.flatMap((day: { slots: { start: string }[] }) => day.slots)[0];
    const body = {
      idempotencyKey: randomUUID(),
      offer: offer.uri,
      start: slot.start,
      answers: requiredAnswers(offer),
      contact: {
        firstName: 'Kai',
        lastName: 'Crash',
        email: `crash.${Date.now()}@example.test`,
        phone: '5125550111',
      },
      address: { address: '12 Oak St', address2: '', city: 'Austin', stateCode: 'TX', zipCode: '78701' },
    };
    const held = await okJson(await visitor('POST', `/booking/${VANITY}/bookings`, body));
    expect(held).toMatchObject({ status: 'held', deposit: { amountCents: 2_500, paid: false } });
    const { intent } = held.deposit;
    const charges = () =>
      rows<{ id: string }>(
        sql`select id from builtin_processor_intents
            where metadata->>'bookingId' = ${held.bookingId} and status = 'succeeded'`,
      );

    // The visitor's card is charged; the process dies as soon as the processor shows the charge.
    const paying = visitor('POST', `/payments/builtin/intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      method: { type: 'card', number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2034, cvc: '123' },
      saveMethod: false,
    }).catch(() => null);
    await until(async () => (await charges()).length > 0, 'the processor charged the card');
    await first.kill();
    await paying;

    // Another process takes over: the visitor's retry with the same key (a reload of the dialog) reads
    // the payment back from the processor and answers the confirmed booking, charging nothing.
    const second = await start();
    const retried = await okJson(await caller(second)('POST', `/booking/${VANITY}/bookings`, body));
    expect(retried).toMatchObject({
      bookingId: held.bookingId,
      status: 'confirmed',
      deposit: { paid: true, intent: null },
    });
    // One charge, one payment, the invoice paid, one visit.
    expect(await charges()).toHaveLength(1);
    const [invoice] = await rows<{ status: string; payments: string }>(
      sql`select i.status, (select count(*) from payments p where p.invoice_id = i.id) as payments
          from bookings b join invoices i on i.id = b.invoice_id where b.id = ${held.bookingId}`,
    );
    expect(invoice).toEqual({ status: 'Paid', payments: '1' });
    expect(
      await rows(
        sql`select v.id from bookings b join visits v on v.id = b.visit_id
            where b.id = ${held.bookingId} and v.status = 'scheduled'`,
      ),
    ).toHaveLength(1);
  }, 300_000);

  const start = () => processes.start();
});
