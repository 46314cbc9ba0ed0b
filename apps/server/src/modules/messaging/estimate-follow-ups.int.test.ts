import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { formatDay } from '@porchlight/core/text/date.rules';
import { estimates } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHubFromEstimate } from '../../../test/client-hub';
import {
  automaticMessagesTo,
  messageClock,
  providerAtNoon,
  scheduledFor,
  textingClient,
} from '../../../test/message-clock';
import type { People } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';

/**
 * Estimate follow-ups (issue 35 slice 6, docs/plans/reminders.md §1.6, §4, §7): an estimate's first
 * sending sets its last day (30 days on by default); unanswered, the client hears of it at the first
 * 9 AM 3 days on and 2 days before its last day, never once they answered; after its last day the hub
 * refuses its approval. Each test has its own provider (its own message clock) in Austin.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
let clock: ReturnType<typeof messageClock>;
const ZONE = 'America/Chicago';
const SM = '/provider/service-manager';

beforeAll(async () => {
  ({ t, people, call } = await serviceManagerWorld('Estimate Follow-ups Gutters'));
  clock = messageClock(t, call);
});
afterAll(() => t.close());

let providers = 0;
/** A provider of its own, its clock at noon tomorrow in Austin, and a client who agreed to texts with a Draft estimate. */
async function world() {
  providers += 1;
  const { provider, noon, dayAhead } = await providerAtNoon(
    t,
    people,
    clock,
    `Estimate Gutters ${providers}`,
  );
  const email = `estimate.client.${providers}@example.test`;
  const clientId = await textingClient(call, provider, { emailAddress: email });
  const created = await call('owner', 'POST', `${SM}/estimates`, provider, { payload: pricedBody(clientId) });
  const estimateNumber: number = created.json().estimateNumber;
  const [row] = await t.database.db
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.providerId, provider.id), eq(estimates.estimateNumber, estimateNumber)));
  return { provider, noon, email, clientId, estimateNumber, estimateId: row?.id ?? '', dayAhead };
}

/** The owner sends the estimate; the client opens the e-mailed link (their hub tokens). */
const sendAndOpen = (provider: ProviderRow, email: string, estimateNumber: number) =>
  openHubFromEstimate(t.app, t.database.db, people, provider, { email, estimateNumber });

function decide(
  provider: ProviderRow,
  bearer: Record<string, string>,
  estimateNumber: number,
  status: 'Approved' | 'Rejected',
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/client-hub/estimate/${provider.vanityName}?estimateNumber=${estimateNumber}`,
    headers: bearer,
    payload: { status },
  });
}

const followUpsOf = async (estimateId: string) =>
  (await scheduledFor(t.database.db, { estimateId })).map((row) => [row.kind, row.status, row.outcome]);

/** The queue's jobs of the estimate's messages (key msg:<id>). */
async function jobsOf(estimateId: string) {
  const ids = (await scheduledFor(t.database.db, { estimateId })).map((row) => `msg:${row.id}`);
  const { rows } = await t.database.db.$client.query(
    'select key from graphile_worker.jobs where key = any($1)',
    [ids],
  );
  return rows;
}

const nineAm = (date: string) => wallTimeOn(date, 0, 9 * 60, ZONE);

describe('an unanswered estimate', () => {
  it('is followed up 3 days on and 2 days before its last day, then can no longer be approved', async () => {
    const { provider, noon, email, clientId, estimateNumber, estimateId, dayAhead } = await world();
    const { bearer } = await sendAndOpen(provider, email, estimateNumber);
    const [stored] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimateId));
    expect(stored?.expiresOn).toBe(dayAhead(30));
    expect(stored?.sentAt?.getTime()).toBeGreaterThanOrEqual(noon.getTime());
    // Sent at noon: the first 9 AM at least 3 days on is the 4th morning.
    expect((await scheduledFor(t.database.db, { estimateId })).map((row) => [row.kind, row.dueAt])).toEqual([
      ['estimate-follow-up', nineAm(dayAhead(4))],
      ['estimate-expiring', nineAm(dayAhead(28))],
    ]);

    await clock.to(provider, nineAm(dayAhead(4)));
    const [email1, text1] = await automaticMessagesTo(t.database.db, clientId);
    expect(email1).toMatchObject({
      kind: 'estimate-follow-up',
      subject: `Any questions about estimate ${estimateNumber}?`,
    });
    expect(email1?.body).toContain(`#view-estimate?number=${estimateNumber}`);
    expect(text1?.body).toMatch(
      new RegExp(
        `^Estimate Gutters \\d+: Any questions about estimate ${estimateNumber} \\(\\$201\\.18\\)\\? See it and approve it: http\\S+#view-estimate\\?number=${estimateNumber} Reply STOP to opt out\\.$`,
      ),
    );
    await clock.to(provider, nineAm(dayAhead(28)));
    const expiring = (await automaticMessagesTo(t.database.db, clientId)).slice(2);
    expect(expiring.map((row) => [row.kind, row.channel])).toEqual([
      ['estimate-expiring', 'email'],
      ['estimate-expiring', 'sms'],
    ]);
    expect(expiring[0]?.subject).toBe(`Estimate ${estimateNumber} expires on ${labelOf(dayAhead(30))}`);

    // Its last day it may still be approved; the day after, the hub says it expired and who to ask.
    await clock.to(provider, nineAm(dayAhead(31)));
    const refused = await decide(provider, bearer, estimateNumber, 'Approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      messagingMessages.estimateExpired(labelOf(dayAhead(30)), provider.name),
    );
    const [after] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimateId));
    expect(after?.status).toBe('Sent');

    // Sent again, it has a new last day and can be approved.
    const again = await call('owner', 'POST', `${SM}/estimates/${estimateNumber}/send`, provider, {
      payload: {},
    });
    expect(again.statusCode, again.body).toBe(200);
    const [renewed] = await t.database.db.select().from(estimates).where(eq(estimates.id, estimateId));
    expect(renewed?.expiresOn).toBe(dayAhead(61));
    expect(renewed?.sentAt).toEqual(stored?.sentAt);
    expect((await decide(provider, bearer, estimateNumber, 'Approved')).statusCode).toBe(200);
  });

  it("has its follow-ups cancelled by the client's answer itself, their jobs gone", async () => {
    const { provider, email, clientId, estimateNumber, estimateId, dayAhead } = await world();
    const { bearer } = await sendAndOpen(provider, email, estimateNumber);
    expect(await jobsOf(estimateId)).toHaveLength(2);
    const declined = await decide(provider, bearer, estimateNumber, 'Rejected');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await followUpsOf(estimateId)).toEqual([
      ['estimate-follow-up', 'cancelled', 'answered'],
      ['estimate-expiring', 'cancelled', 'answered'],
    ]);
    expect(await jobsOf(estimateId)).toEqual([]);
    await clock.to(provider, nineAm(dayAhead(29)));
    expect(await automaticMessagesTo(t.database.db, clientId)).toEqual([]);
    // Approving it later (changing their mind) is still allowed before its last day.
    expect((await decide(provider, bearer, estimateNumber, 'Approved')).statusCode).toBe(200);
  });

  it('has its follow-ups cancelled when the provider records the answer', async () => {
    const { provider, email, estimateNumber, estimateId } = await world();
    await sendAndOpen(provider, email, estimateNumber);
    const approved = await call('owner', 'PATCH', `${SM}/estimates/${estimateNumber}/status`, provider, {
      payload: { status: 'Approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await followUpsOf(estimateId)).toEqual([
      ['estimate-follow-up', 'cancelled', 'answered'],
      ['estimate-expiring', 'cancelled', 'answered'],
    ]);
    expect(await jobsOf(estimateId)).toEqual([]);
  });
});

describe("an estimate's Valid until", () => {
  const put = (provider: ProviderRow, clientId: string, estimateNumber: number, extra: object) =>
    call('owner', 'PUT', `${SM}/estimates/${estimateNumber}`, provider, {
      payload: pricedBody(clientId, extra),
    });
  const expiringOf = async (estimateId: string) =>
    (await scheduledFor(t.database.db, { estimateId }))
      .filter((row) => row.kind === 'estimate-expiring')
      .map((row) => [row.status, row.dueAt]);

  it('chosen before sending is kept at the first sending; changed after, the notice moves; cleared, none', async () => {
    const { provider, email, clientId, estimateNumber, estimateId, dayAhead } = await world();
    const chosen = await put(provider, clientId, estimateNumber, { expiresOn: dayAhead(10) });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ expiresOn: dayAhead(10), sentAt: null });
    await sendAndOpen(provider, email, estimateNumber);
    expect(await expiringOf(estimateId)).toEqual([['pending', nineAm(dayAhead(8))]]);
    const pdf = await call('owner', 'GET', `${SM}/estimates/${estimateNumber}/pdf`, provider);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)))).text;
    expect(text.join(' ')).toContain(`Valid until ${formatDay(dayAhead(10))}`);

    const moved = await put(provider, clientId, estimateNumber, { expiresOn: dayAhead(20) });
    expect(moved.json()).toMatchObject({ status: 'Sent', expiresOn: dayAhead(20) });
    expect(await expiringOf(estimateId)).toEqual([
      ['cancelled', nineAm(dayAhead(8))],
      ['pending', nineAm(dayAhead(18))],
    ]);
    const cleared = await put(provider, clientId, estimateNumber, { expiresOn: null });
    expect(cleared.json().expiresOn).toBeNull();
    expect((await expiringOf(estimateId)).map(([status]) => status)).toEqual(['cancelled', 'cancelled']);
  });

  it('is refused before the estimate date', async () => {
    const { provider, clientId, estimateNumber, dayAhead } = await world();
    const refused = await put(provider, clientId, estimateNumber, {
      estimateDate: dayAhead(3),
      expiresOn: dayAhead(2),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ expiresOn: serviceManagerMessages.validUntilBeforeDate });
  });
});

const labelOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
