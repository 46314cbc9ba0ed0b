import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHubClient } from '../../../test/client-hub';
import { clientMessageLog, loggedAs } from '../../../test/message-clock';
import {
  confirmTestCard,
  enablePayments,
  hubClientWithInvoice,
  hubPaymentCalls,
} from '../../../test/payments';
import { type People, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The messages a person sends a client (hub links with an invoice or estimate) and the payment
 * notices are on the client's Messages log with their delivery state, like the automatic ones
 * (docs/plans/reminders.md §1.4): written with their outbox row, once.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
const sm = '/provider/service-manager';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Logged Notes Cleaning');
  await enablePayments(t.app, people, provider);
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

const logOf = (clientId: string) => clientMessageLog(call, provider, clientId);
const pick = loggedAs;

describe("the client's message log", () => {
  it('an invoice sent with its hub link logs its e-mail and text, queued then sent, once per send', async () => {
    const email = 'logged.invoice@example.test';
    const client = await seedHubClient(t.app, people, provider, {
      firstName: 'Lee',
      emailAddress: email,
      mobilePhoneNumber: '5125550177',
    });
    expect(await logOf(client.clientId)).toEqual([]);
    await t.app.outboxWorker.stop(); // held, to see them queued
    const sent = await call('owner', 'POST', `${sm}/invoices/${client.invoiceNumber}/send`, provider, {
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    const queued = await logOf(client.clientId);
    expect(queued.map(pick).sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { kind: 'client-hub-link', label: 'Client Hub link', channel: 'email', to: email, state: 'queued' },
      {
        kind: 'client-hub-link',
        label: 'Client Hub link',
        channel: 'sms',
        to: '5125550177',
        state: 'queued',
      },
    ]);
    expect(queued.find((row) => row.channel === 'email')?.subject).toContain(`#${client.invoiceNumber}`);
    t.app.outboxWorker.start();
    await t.app.outboxWorker.drain();
    expect((await logOf(client.clientId)).map((row) => row.state)).toEqual(['sent', 'sent']);

    // Sent again: a second message (a resend is one), logged once more on each channel.
    await call('owner', 'POST', `${sm}/invoices/${client.invoiceNumber}/send`, provider, {
      payload: { sms: false },
    });
    expect((await logOf(client.clientId)).map((row) => row.channel).sort()).toEqual([
      'email',
      'email',
      'sms',
    ]);
  });

  it('a payment receipt is logged once, however many times its payment is reported', async () => {
    const payer = await hubClientWithInvoice(t.app, t.database.db, people, provider);
    const hub = hubPaymentCalls(t.app, provider);
    const before = await logOf(payer.clientId);
    const intent = (await hub.intentOf(payer)).json();
    const confirmed = await confirmTestCard(t.app, intent);
    expect(confirmed.json().status).toBe('succeeded');
    // The browser's return, retried, and at once twice; then the processor's event.
    await hub.record(payer, intent.paymentIntentId);
    await hub.record(payer, intent.paymentIntentId);
    await Promise.all([hub.record(payer, intent.paymentIntentId), hub.record(payer, intent.paymentIntentId)]);
    await t.app.outboxWorker.drain();
    const added = (await logOf(payer.clientId)).slice(0, -before.length || undefined);
    expect(added.map(pick)).toEqual([
      {
        kind: 'payment-succeeded',
        label: 'Payment receipt',
        channel: 'email',
        to: payer.email,
        state: 'sent',
      },
    ]);
  });
});
