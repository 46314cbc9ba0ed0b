import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import { TWILIO_KEYWORD_REPLIES } from '@porchlight/core/messaging/sms-keywords';
import { localDateOf } from '@porchlight/core/scheduling/zoned-time.rules';
import { refineClientTimeZones } from '@porchlight/db/reference/refine-client-time-zones';
import {
  clientMessages,
  clients,
  outbox,
  scheduledMessages,
  smsConsents,
  smsOptOuts,
  users,
} from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automaticMessagesTo, messageClock } from '../../../test/message-clock';
import type { People } from '../../../test/people';
import {
  seedServiceManagerProvider,
  type serviceManagerCaller,
  serviceManagerWorld,
} from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { publicUrlOf } from '../../config';
import { smsWebhookKey } from './sms-webhooks.service';
import { twilioSignature } from './twilio-signature';
import { messageJobKey } from './visit-messages';

/**
 * Visit messages sent once (issue 35 slice 4, docs/plans/reminders.md §3, §9): a booked visit's
 * confirmation and reminder, moved with the visit, gone with it, sent once however often or wherever its
 * job runs, at the local hour across a daylight-saving change; on my way at once. Each test has its own
 * provider (its own message clock) in Austin (America/Chicago); time passes by the message clock, never
 * by waiting.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
/** A company of the same owner that is not the client's. */
let otherProvider: ProviderRow;
const ZONE = 'America/Chicago';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

beforeAll(async () => {
  ({ t, people, call, provider: otherProvider } = await serviceManagerWorld('Visit Reminders Gutters'));
});
afterAll(() => t.close());

let providers = 0;
/** A provider of its own, a client who agreed to texts (unless told), and a job for them. */
async function world(options: { consent?: boolean; client?: object } = {}) {
  providers += 1;
  const provider = await seedServiceManagerProvider(t.database.db, people, `Reminder Gutters ${providers}`);
  const client = await call('owner', 'POST', '/provider/service-manager/clients', provider, {
    payload: {
      firstName: 'Alex',
      lastName: 'Rivera',
      emailAddress: 'alex.rivera@example.test',
      mobilePhoneNumber: '5125550142',
      address: '12 Elm St',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      ...options.client,
    },
  });
  expect(client.statusCode, client.body).toBe(201);
  const clientId: string = client.json().id;
  if (options.consent !== false) {
    const consent = await call(
      'owner',
      'PUT',
      `/provider/service-manager/clients/${clientId}/text-consent`,
      provider,
      {
        payload: { consented: true },
      },
    );
    expect(consent.statusCode, consent.body).toBe(200);
  }
  const job = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title: 'Gutter cleaning' },
  });
  // Every test starts at noon in Austin tomorrow on its clock, whenever it runs: outside quiet hours.
  const noon = wallTimeOn(localDateOf(new Date(Date.now() + DAY_MS), ZONE), 0, 12 * 60, ZONE);
  await clockTo(provider, noon);
  /** The local date `days` after the clock's today. */
  const dayAhead = (days: number) => localDateOf(new Date(noon.getTime() + days * DAY_MS), ZONE);
  return { provider, clientId, jobNumber: job.json().jobNumber as number, dayAhead, noon };
}

async function book(
  provider: ProviderRow,
  jobNumber: number,
  date: string,
  { from = '10:00', to = '12:00', assigneeIds = [] as string[] } = {},
) {
  const answer = await call('owner', 'POST', `/provider/service-manager/jobs/${jobNumber}/visits`, provider, {
    payload: { start: `${date}T${from}`, end: `${date}T${to}`, assigneeIds },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; version: number };
}

/** The provider's message clock moved to `instant` and the jobs then due run (test/message-clock.ts). */
const clockTo = (provider: ProviderRow, instant: Date, options?: { before?: boolean }) =>
  messageClock(t, call).to(provider, instant, options);

const messagesTo = (clientId: string) => automaticMessagesTo(t.database.db, clientId);

async function pendingOf(visitId: string) {
  return t.database.db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.visitId, visitId), eq(scheduledMessages.status, 'pending')))
    .orderBy(asc(scheduledMessages.kind));
}

const reminderDue = (date: string) => {
  // 9:00 AM in Austin the day before `date` (no change of clocks in the tests' weeks but the DST one).
  const before = localDateOf(new Date(Date.parse(`${date}T12:00:00Z`) - DAY_MS), ZONE);
  return new Date(`${before}T09:00:00${offsetOf(before)}`);
};
const offsetOf = (date: string) => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT-5' ? '-05:00' : '-06:00';
};

describe('a booked visit', () => {
  it('is confirmed once and reminded once at 9 AM the day before, by e-mail and text', async () => {
    const { provider, clientId, jobNumber, dayAhead, noon } = await world();
    const date = dayAhead(4);
    const visit = await book(provider, jobNumber, date);
    const pending = await pendingOf(visit.id);
    expect(pending.map((row) => [row.kind, row.channels])).toEqual([
      ['booking-confirmation', ['email', 'sms']],
      ['visit-reminder', ['email', 'sms']],
    ]);
    expect(pending[1]?.dueAt).toEqual(reminderDue(date));

    await clockTo(provider, new Date(noon.getTime() + HOUR_MS + 3 * 60_000));
    expect((await messagesTo(clientId)).map((row) => [row.kind, row.channel])).toEqual([
      ['booking-confirmation', 'email'],
      ['booking-confirmation', 'sms'],
    ]);
    await clockTo(provider, reminderDue(date), { before: true });
    expect(await messagesTo(clientId)).toHaveLength(2);
    await clockTo(provider, reminderDue(date));
    const sent = await messagesTo(clientId);
    expect(sent.map((row) => [row.kind, row.channel, row.skipped])).toEqual([
      ['booking-confirmation', 'email', null],
      ['booking-confirmation', 'sms', null],
      ['visit-reminder', 'email', null],
      ['visit-reminder', 'sms', null],
    ]);
    expect(sent[3]?.body).toMatch(
      /^Reminder Gutters \d+: See you .+, 10 AM-12 PM at 12 Elm St, Austin, TX 78701\. To reschedule or cancel: http.+\/client-hub\?s=.+ Reply STOP to opt out\.$/,
    );
    expect(await pendingOf(visit.id)).toEqual([]);
  });

  it("the reminder's e-mail and text link to the client's hub job page, where the visit can be cancelled or moved", async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const date = dayAhead(3);
    const visit = await book(provider, jobNumber, date);
    await clockTo(provider, reminderDue(date));
    const reminders = (await messagesTo(clientId)).filter((row) => row.kind === 'visit-reminder');
    expect(reminders.map((row) => row.channel)).toEqual(['email', 'sms']);
    for (const reminder of reminders) {
      // A link of its own per channel, minted when it went, to this job's page.
      const match = /client-hub\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})#view-job\?number=(\d+)/.exec(
        reminder.body ?? '',
      );
      const [, sessionId, clientHubId, number] = match ?? [];
      expect(Number(number), reminder.body ?? '').toBe(jobNumber);
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/v1/client-hub/auth/session',
        payload: { sessionId, clientHubId, vanityName: provider.vanityName },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const job = await t.app.inject({
        method: 'GET',
        url: `/api/v1/client-hub/job/${provider.vanityName}?jobNumber=${jobNumber}`,
        headers: { authorization: `Bearer ${opened.json().clientHubAccessToken}` },
      });
      expect(job.statusCode, job.body).toBe(200);
      // Before the cutoff: the client may cancel or reschedule it there.
      expect(job.json().upcoming[0].changes).toMatchObject({
        visitId: visit.id,
        booked: false,
        closed: null,
      });
    }
  });

  it('goes once when its job runs twice, on two processes at the same time', async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const date = dayAhead(3);
    const visit = await book(provider, jobNumber, date);
    const [, reminder] = await pendingOf(visit.id);
    if (!reminder) throw new Error('no reminder planned');
    // Two more jobs for the same message (a replaced job that still ran, a crash's retry).
    for (let copy = 0; copy < 2; copy += 1)
      await t.app.repositories.jobQueue.add('send-message', { id: reminder.id });
    const other = await createTestApp({}, { database: t.database });
    try {
      await clockTo(provider, reminderDue(date));
      await Promise.all([t.app.jobQueue.runDue(), other.app.jobQueue.runDue()]);
    } finally {
      await other.close();
    }
    const reminders = (await messagesTo(clientId)).filter((row) => row.kind === 'visit-reminder');
    expect(reminders.map((row) => row.channel)).toEqual(['email', 'sms']);
    const outboxRows = await t.database.db
      .select({ channel: outbox.channel })
      .from(outbox)
      .where(sql`${outbox.meta}->>'scheduledMessageId' = ${reminder.id}`);
    expect(outboxRows).toHaveLength(2);
  });
});

describe('a changed visit', () => {
  it('moved: its one reminder moves with it; the old time sends nothing, the new one sends once', async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const visit = await book(provider, jobNumber, dayAhead(3));
    const [, before] = await pendingOf(visit.id);
    const later = dayAhead(6);
    const moved = await call('owner', 'PATCH', `/provider/schedule/visits/${visit.id}`, provider, {
      payload: { version: visit.version, start: `${later}T14:00`, end: `${later}T15:00` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await pendingOf(visit.id);
    expect(after.map((row) => row.kind)).toEqual(['booking-confirmation', 'visit-reminder']);
    expect(after[1]?.id).toBe(before?.id);
    expect(after[1]?.dueAt).toEqual(reminderDue(later));
    const job = await t.app.repositories.jobQueue.find(messageJobKey(before?.id ?? ''));
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 4 * DAY_MS);

    await clockTo(provider, reminderDue(dayAhead(3)));
    expect((await messagesTo(clientId)).map((row) => row.kind)).toEqual([
      'booking-confirmation',
      'booking-confirmation',
    ]);
    await clockTo(provider, reminderDue(later));
    expect((await messagesTo(clientId)).filter((row) => row.kind === 'visit-reminder')).toHaveLength(2);
  });

  it('cancelled: no reminder stays, none goes', async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const date = dayAhead(3);
    const visit = await book(provider, jobNumber, date);
    const [confirmation, reminder] = await pendingOf(visit.id);
    const cancelled = await call('owner', 'POST', `/provider/schedule/visits/${visit.id}/cancel`, provider, {
      payload: { version: visit.version },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await pendingOf(visit.id)).toEqual([]);
    for (const row of [confirmation, reminder])
      expect(await t.app.repositories.jobQueue.find(messageJobKey(row?.id ?? ''))).toBeUndefined();
    await clockTo(provider, new Date(Date.parse(`${date}T23:00:00Z`)));
    expect(await messagesTo(clientId)).toEqual([]);
  });
});

describe('the reminder across a daylight-saving change', () => {
  it('lands at 9 AM local the day the clocks go forward, not at 8 or 10', async () => {
    const { provider, clientId, jobNumber } = await world({ consent: false });
    // The next spring-forward in the US: the second Sunday of March after today.
    const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 2 ? 1 : 0);
    const march = new Date(Date.UTC(year, 2, 1));
    const sunday = 1 + ((7 - march.getUTCDay()) % 7) + 7;
    const changeDay = `${year}-03-${String(sunday).padStart(2, '0')}`;
    const monday = `${year}-03-${String(sunday + 1).padStart(2, '0')}`;
    const visit = await book(provider, jobNumber, monday);
    const [, reminder] = await pendingOf(visit.id);
    // 9:00 CDT (UTC-5) on the Sunday the clocks moved at 2 AM: 14:00Z, where 9:00 CST would be 15:00Z.
    expect(reminder?.dueAt).toEqual(new Date(`${changeDay}T14:00:00Z`));
    // A visit at 10 AM CDT on the change day itself: reminded at 9 AM CST on the Saturday (15:00Z), not 23 hours before.
    const sameDay = await book(provider, jobNumber, changeDay);
    const saturday = `${year}-03-${String(sunday - 1).padStart(2, '0')}`;
    expect((await pendingOf(sameDay.id))[1]?.dueAt).toEqual(new Date(`${saturday}T15:00:00Z`));
    await call('owner', 'POST', `/provider/schedule/visits/${sameDay.id}/cancel`, provider, {
      payload: { version: sameDay.version },
    });
    await clockTo(provider, new Date(`${changeDay}T14:00:00Z`), { before: true });
    expect((await messagesTo(clientId)).filter((row) => row.kind === 'visit-reminder')).toEqual([]);
    await clockTo(provider, new Date(`${changeDay}T14:00:00Z`));
    // Without recorded consent the reminder is mailed, and its text is logged as not sent, with why.
    expect(
      (await messagesTo(clientId))
        .filter((row) => row.kind === 'visit-reminder')
        .map((row) => [row.channel, row.skipped]),
    ).toEqual([
      ['email', null],
      ['sms', 'no-consent'],
    ]);
  });
});

describe('who hears what, and when', () => {
  it("on my way: the technician's tap texts and mails the client at once; at night the text is dropped", async () => {
    const { provider, clientId, jobNumber, dayAhead, noon } = await world();
    const visit = await book(provider, jobNumber, dayAhead(0), {
      from: '15:00',
      to: '16:00',
      assigneeIds: [people.technician.id],
    });
    const tapped = await call(
      'technician',
      'POST',
      `/provider/schedule/visits/${visit.id}/status`,
      provider,
      {
        payload: { version: visit.version, status: 'on-my-way' },
      },
    );
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(tapped.json().clientTold).toBe('both');
    await t.app.jobQueue.runDue();
    const onMyWay = (await messagesTo(clientId)).filter((row) => row.kind === 'on-my-way');
    expect(onMyWay.map((row) => [row.channel, row.skipped])).toEqual([
      ['email', null],
      ['sms', null],
    ]);
    expect(onMyWay[1]?.body).toMatch(
      /^Reminder Gutters \d+: Test is on the way to 12 Elm St, Austin, TX 78701\. Reply STOP to opt out\.$/,
    );

    // 9 PM in Austin: quiet hours. A text saying "on the way" would be stale by morning.
    await clockTo(provider, new Date(noon.getTime() + 9 * HOUR_MS));
    const late = await book(provider, jobNumber, dayAhead(0), { from: '21:30', to: '22:00' });
    const lateTap = await call('owner', 'POST', `/provider/schedule/visits/${late.id}/status`, provider, {
      payload: { version: late.version, status: 'on-my-way' },
    });
    expect(lateTap.json().clientTold).toBe('email');
    await t.app.jobQueue.runDue();
    expect(
      (await messagesTo(clientId))
        .filter((row) => row.kind === 'on-my-way')
        .map((row) => [row.channel, row.skipped]),
    ).toEqual([
      ['email', null],
      ['sms', null],
      ['email', null],
      ['sms', 'quiet-hours'],
    ]);
  });

  it("on my way with 'Tell the client' unticked: the visit is on the way and the client hears nothing", async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const tap = async (notifyClient?: boolean) => {
      const visit = await book(provider, jobNumber, dayAhead(0), { from: '15:00', to: '16:00' });
      const tapped = await call('owner', 'POST', `/provider/schedule/visits/${visit.id}/status`, provider, {
        payload: {
          version: visit.version,
          status: 'on-my-way',
          ...(notifyClient === undefined ? {} : { notifyClient }),
        },
      });
      expect(tapped.statusCode, tapped.body).toBe(200);
      expect(tapped.json().status).toBe('on-my-way');
      await t.app.jobQueue.runDue();
      return tapped.json().clientTold;
    };
    const onMyWay = async () => (await messagesTo(clientId)).filter((row) => row.kind === 'on-my-way');
    expect(await tap(false)).toBeNull();
    expect(await onMyWay()).toEqual([]);
    expect(await tap(true)).toBe('both');
    expect((await onMyWay()).map((row) => row.channel)).toEqual(['email', 'sms']);
  });

  it('a scheduled visit says what On my way will send before the tap: text and e-mail, e-mail, or nothing and why', async () => {
    const { provider, clientId, jobNumber, dayAhead, noon } = await world();
    const visit = await book(provider, jobNumber, dayAhead(1), { assigneeIds: [people.technician.id] });
    const notice = async () => {
      const range = {
        from: `${dayAhead(0)}T00:00`,
        to: `${dayAhead(3)}T00:00`,
        memberId: people.technician.id,
      };
      const listed = await call('technician', 'GET', '/provider/schedule/visits', provider, { query: range });
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json().visits as { id: string; onMyWayNotice?: string }[]).find(
        (one) => one.id === visit.id,
      )?.onMyWayNotice;
    };
    expect(await notice()).toBe('Alex gets a text and an e-mail');
    const clientPath = `/provider/service-manager/clients/${clientId}`;
    await call('owner', 'PUT', `${clientPath}/text-consent`, provider, { payload: { consented: false } });
    expect(await notice()).toBe('Alex gets an e-mail');
    const client = (await call('owner', 'GET', clientPath, provider)).json();
    await call('owner', 'PUT', clientPath, provider, { payload: { ...client, emailAddress: '' } });
    const ofJob = await call('owner', 'GET', `/provider/service-manager/jobs/${jobNumber}/visits`, provider);
    expect(ofJob.json().visits[0].onMyWayNotice).toBe('Alex gets nothing: no consent to texts');
    await call('owner', 'PUT', `${clientPath}/text-consent`, provider, { payload: { consented: true } });
    // 9 PM in Austin: the text would wait for morning, so the tap sends nothing now.
    await clockTo(provider, new Date(noon.getTime() + 9 * HOUR_MS));
    expect(await notice()).toBe('Alex gets nothing: quiet hours');
    await call('owner', 'PATCH', `${clientPath}/automatic-messages`, provider, { payload: { on: false } });
    expect(await notice()).toBe('Alex gets nothing: automatic messages are off for this client');
  });

  it('a client in Honolulu: the 9 AM (Austin) reminder is mailed then, texted at 8 AM Honolulu time', async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world({
      client: { address: '1 Aloha Tower Dr', city: 'Honolulu', stateCode: 'HI', zipCode: '96813' },
    });
    const date = dayAhead(3);
    await book(provider, jobNumber, date);
    await clockTo(provider, reminderDue(date));
    const reminders = async () =>
      (await messagesTo(clientId)).filter((row) => row.kind === 'visit-reminder').map((row) => row.channel);
    expect(await reminders()).toEqual(['email']);
    // 8 AM in Honolulu (UTC-10, no daylight saving) on the reminder's day: 18:00Z.
    const morning = wallTimeOn(localDateOf(reminderDue(date), ZONE), 0, 8 * 60, 'Pacific/Honolulu');
    await clockTo(provider, morning, { before: true });
    expect(await reminders()).toEqual(['email']);
    await clockTo(provider, morning);
    expect(await reminders()).toEqual(['email', 'sms']);
  });

  it('a client switched off gets nothing; a new mobile number needs consent again', async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const date = dayAhead(3);
    const visit = await book(provider, jobNumber, date);
    const off = await call(
      'owner',
      'PATCH',
      `/provider/service-manager/clients/${clientId}/automatic-messages`,
      provider,
      {
        payload: { on: false },
      },
    );
    expect([off.statusCode, off.json()]).toEqual([200, { on: false }]);
    expect(await pendingOf(visit.id)).toEqual([]);
    await clockTo(provider, new Date(reminderDue(date).getTime() - 2 * HOUR_MS));
    expect(await messagesTo(clientId)).toEqual([]);

    await call(
      'owner',
      'PATCH',
      `/provider/service-manager/clients/${clientId}/automatic-messages`,
      provider,
      {
        payload: { on: true },
      },
    );
    expect((await pendingOf(visit.id)).map((row) => row.kind)).toEqual(['visit-reminder']);
    const client = (
      await call('owner', 'GET', `/provider/service-manager/clients/${clientId}`, provider)
    ).json();
    const changed = await call('owner', 'PUT', `/provider/service-manager/clients/${clientId}`, provider, {
      payload: { ...client, mobilePhoneNumber: '5125550199' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const consents = await t.database.db
      .select({ phone: smsConsents.phone, revokedVia: smsConsents.revokedVia })
      .from(smsConsents)
      .where(eq(smsConsents.clientId, clientId));
    expect(consents).toEqual([{ phone: '5125550142', revokedVia: 'number-changed' }]);
    await clockTo(provider, reminderDue(date));
    expect((await messagesTo(clientId)).map((row) => [row.channel, row.skipped])).toEqual([
      ['email', null],
      ['sms', 'no-consent'],
    ]);
    // The client's log, as the Service Manager reads it.
    const log = await call(
      'owner',
      'GET',
      `/provider/service-manager/clients/${clientId}/messages`,
      provider,
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().totalRecords).toBe(2);
    const byChannel = Object.fromEntries(
      (log.json().messages as { channel: string; state: string; excerpt: string }[]).map((message) => [
        message.channel,
        message,
      ]),
    );
    expect(byChannel.sms).toMatchObject({
      kind: 'visit-reminder',
      label: 'Appointment reminder',
      direction: 'out',
      to: '5125550199',
      state: 'skipped',
      outcome: 'no-consent',
    });
    expect(byChannel.email).toMatchObject({
      label: 'Appointment reminder',
      outcome: null,
      to: 'alex.rivera@example.test',
    });
    expect(['queued', 'sent']).toContain(byChannel.email?.state);
    expect(byChannel.email?.excerpt).toMatch(
      /^Hi Alex, A reminder that Reminder Gutters \d+ will see you on /,
    );
    const stranger = await call(
      'owner',
      'GET',
      `/provider/service-manager/clients/${clientId}/messages`,
      otherProvider,
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('a series', () => {
  it("gets one confirmation and a reminder per visit; 'this and following' moves the later reminders", async () => {
    const { provider, jobNumber, dayAhead } = await world();
    const first = dayAhead(3);
    const created = await call(
      'owner',
      'POST',
      `/provider/service-manager/jobs/${jobNumber}/series`,
      provider,
      {
        payload: {
          start: `${first}T09:00`,
          durationMinutes: 60,
          repeat: { every: 'week', interval: 1, weekdays: [new Date(`${first}T12:00:00Z`).getUTCDay() || 7] },
          ends: { count: 4 },
        },
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const visits = (
      await call('owner', 'GET', `/provider/service-manager/jobs/${jobNumber}/visits`, provider)
    ).json().visits as { id: string; start: string; version: number }[];
    expect(visits).toHaveLength(4);
    const pending = async () =>
      t.database.db
        .select({
          kind: scheduledMessages.kind,
          visitId: scheduledMessages.visitId,
          dueAt: scheduledMessages.dueAt,
        })
        .from(scheduledMessages)
        .where(and(eq(scheduledMessages.providerId, provider.id), eq(scheduledMessages.status, 'pending')))
        .orderBy(asc(scheduledMessages.dueAt));
    const before = await pending();
    expect(before.filter((row) => row.kind === 'booking-confirmation').map((row) => row.visitId)).toEqual([
      visits[0]?.id,
    ]);
    expect(before.filter((row) => row.kind === 'visit-reminder')).toHaveLength(4);

    // The second visit and those after it move a day later, to 2 PM: each reminder moves to 9 AM the day
    // before its new date (a day later); the first visit's stays.
    const second = visits[1];
    if (!second) throw new Error('no second visit');
    const nextDay = localDateOf(new Date(Date.parse(second.start) + DAY_MS), ZONE);
    const moved = await call('owner', 'PATCH', `/provider/schedule/visits/${second.id}`, provider, {
      payload: {
        version: second.version,
        start: `${nextDay}T14:00`,
        end: `${nextDay}T15:00`,
        scope: 'following',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await pending();
    const reminderOf = (rows: typeof after, visitId: string | undefined) =>
      rows.find((row) => row.kind === 'visit-reminder' && row.visitId === visitId)?.dueAt.getTime() ?? 0;
    expect(reminderOf(after, visits[0]?.id)).toBe(reminderOf(before, visits[0]?.id));
    for (const later of visits.slice(1))
      expect(reminderOf(after, later.id)).toBe(
        reminderDue(localDateOf(new Date(Date.parse(later.start) + DAY_MS), ZONE)).getTime(),
      );
  });
});

describe('a changed rule', () => {
  it('moves the pending reminders to the new time, and switching the kind off cancels them', async () => {
    const { provider, jobNumber, dayAhead } = await world();
    const date = dayAhead(4);
    const visit = await book(provider, jobNumber, date);
    const settings = (await call('owner', 'GET', '/provider/messages/settings', provider)).json();
    const reminder = settings.kinds.find((kind: { kind: string }) => kind.kind === 'visit-reminder');
    const {
      kind: _kind,
      label: _label,
      group: _group,
      when: _when,
      isDefault: _isDefault,
      placeholders: _p,
      ...body
    } = reminder;
    const twoDays = await call('owner', 'PUT', '/provider/messages/kinds/visit-reminder', provider, {
      payload: { ...body, offsetDays: 2, sendAt: '17:30' },
    });
    expect(twoDays.statusCode, twoDays.body).toBe(200);
    const [, moved] = await pendingOf(visit.id);
    const twoDaysBefore = localDateOf(new Date(Date.parse(`${date}T12:00:00Z`) - 2 * DAY_MS), ZONE);
    expect(moved?.dueAt).toEqual(wallTimeOn(twoDaysBefore, 0, 17 * 60 + 30, ZONE));
    const off = await call('owner', 'PUT', '/provider/messages/kinds/visit-reminder', provider, {
      payload: { ...body, version: 1, emailOn: false, smsOn: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await pendingOf(visit.id)).map((row) => row.kind)).toEqual(['booking-confirmation']);
    const restored = await call('owner', 'DELETE', '/provider/messages/kinds/visit-reminder', provider);
    expect(restored.statusCode, restored.body).toBe(200);
    const [, back] = await pendingOf(visit.id);
    expect(back?.dueAt).toEqual(reminderDue(date));
  });
});

describe("the client's zone", () => {
  it('is placed from the service ZIP on every write, and at start for clients saved before', async () => {
    const { clientId } = await world({
      consent: false,
      client: { address: '1 Aloha Tower Dr', city: 'Honolulu', stateCode: 'HI', zipCode: '96813' },
    });
    const zoneOf = async () =>
      (
        await t.database.db.select({ zone: clients.timeZone }).from(clients).where(eq(clients.id, clientId))
      )[0]?.zone;
    expect(await zoneOf()).toBe('Pacific/Honolulu');
    await t.database.db.update(clients).set({ timeZone: null }).where(eq(clients.id, clientId));
    expect(await refineClientTimeZones(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await zoneOf()).toBe('Pacific/Honolulu');
    expect(await refineClientTimeZones(t.database.db)).toBe(0);
  });
});

describe('texts back (slice 5)', () => {
  /** Posts a form to an SMS webhook as Twilio would, signed (or with `signature`). */
  async function twilioPost(path: string, params: Record<string, string>, signature?: string) {
    const key = smsWebhookKey({ authSecret: t.app.config.authSecret });
    const url = `${publicUrlOf(t.app.config)}/api/v1${path}`;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilioSignature(key, url, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }

  it('STOP (any case) stops texts from every company, START brings them back; unsigned is refused', async () => {
    const { provider, clientId, jobNumber, dayAhead } = await world();
    const stop = { From: '+15125550142', Body: ' stop ', MessageSid: 'SM-stop-1' };
    const forged = await twilioPost('/sms/inbound', stop, 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(messagingMessages.smsWebhookUnsigned);
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);

    for (let time = 0; time < 2; time += 1) {
      const answer = await twilioPost('/sms/inbound', stop);
      expect([answer.statusCode, answer.headers['content-type'], answer.body]).toEqual([
        200,
        'text/xml',
        '<?xml version="1.0" encoding="UTF-8"?><Response/>',
      ]);
    }
    const date = dayAhead(3);
    await book(provider, jobNumber, date);
    await clockTo(provider, reminderDue(date));
    const reminders = async () =>
      (await messagesTo(clientId))
        .filter((row) => row.kind === 'visit-reminder')
        .map((row) => [row.channel, row.skipped]);
    expect(await reminders()).toEqual([
      ['email', null],
      ['sms', 'opted-out'],
    ]);

    expect(
      (await twilioPost('/sms/inbound', { ...stop, Body: 'START', MessageSid: 'SM-start-1' })).statusCode,
    ).toBe(200);
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
  });

  it("with the built-in text folder, STOP, START and HELP get Twilio's own replies there", async () => {
    const from = '+15125550177';
    for (const [sid, body] of [
      ['SM-folder-1', 'Stop'],
      ['SM-folder-2', 'START'],
      ['SM-folder-3', 'help'],
      ['SM-folder-4', 'Can you come later?'],
    ] as const)
      expect((await twilioPost('/sms/inbound', { From: from, Body: body, MessageSid: sid })).statusCode).toBe(
        200,
      );
    const folder = path.join(t.app.config.dataDir, 'sms');
    const files = (await readdir(folder)).filter((name) => name.includes('-reply-')).sort();
    const replies = (await Promise.all(files.map((name) => readFile(path.join(folder, name), 'utf8'))))
      .filter((text) => text.startsWith(`From: Twilio (automatic reply)\nTo: ${from}\n`))
      .map((text) => text.slice(text.indexOf('\n\n') + 2).trim());
    expect(replies).toEqual([
      TWILIO_KEYWORD_REPLIES['opt-out'],
      TWILIO_KEYWORD_REPLIES['opt-in'],
      TWILIO_KEYWORD_REPLIES.help,
    ]);
  });

  it('a reply that is no keyword is e-mailed to the owners of the company that texted, once per message', async () => {
    const { provider, clientId, jobNumber, dayAhead, noon } = await world();
    await book(provider, jobNumber, dayAhead(3));
    await clockTo(provider, new Date(noon.getTime() + HOUR_MS + 3 * 60_000));
    const reply = { From: '+15125550142', Body: 'Stop please, can we do Friday?', MessageSid: 'SM-reply-1' };
    for (let time = 0; time < 2; time += 1)
      expect((await twilioPost('/sms/inbound', reply)).statusCode).toBe(200);
    const mails = await t.database.db
      .select({ to: outbox.to, subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(sql`${outbox.meta}->>'inboundSid' = 'SM-reply-1'`);
    expect(mails).toHaveLength(1);
    const [owner] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, people.owner.id));
    expect(mails[0]).toMatchObject({ to: owner?.email, subject: 'Alex Rivera replied by text' });
    expect(mails[0]?.body).toContain('Stop please, can we do Friday?');
    const logged = await t.database.db
      .select({ direction: clientMessages.direction, body: clientMessages.body })
      .from(clientMessages)
      .where(and(eq(clientMessages.clientId, clientId), eq(clientMessages.direction, 'in')));
    expect(logged).toEqual([{ direction: 'in', body: 'Stop please, can we do Friday?' }]);
    // Not a keyword: the number still gets texts.
    expect(await t.database.db.select().from(smsOptOuts)).toEqual([]);
  });

  it("START after the owner withdrew consent records the client's own consent (keyword) to the company that texted", async () => {
    const { provider, clientId, jobNumber, dayAhead, noon } = await world();
    await book(provider, jobNumber, dayAhead(3));
    // The confirmation's text goes: this company is the one that last texted the number.
    await clockTo(provider, new Date(noon.getTime() + HOUR_MS + 3 * 60_000));
    const preferencesPath = `/provider/service-manager/clients/${clientId}/message-preferences`;
    const preferences = async () => (await call('owner', 'GET', preferencesPath, provider)).json();
    await call('owner', 'PUT', `/provider/service-manager/clients/${clientId}/text-consent`, provider, {
      payload: { consented: false },
    });
    expect(await preferences()).toMatchObject({
      consent: null,
      phone: '5125550142',
      automaticMessages: true,
      optedOut: false,
      timeZone: ZONE,
    });

    const from = { From: '+15125550142', MessageSid: 'SM-keyword-stop' };
    await twilioPost('/sms/inbound', { ...from, Body: 'STOP' });
    expect((await preferences()).optedOut).toBe(true);
    await twilioPost('/sms/inbound', { ...from, Body: 'Start', MessageSid: 'SM-keyword-start' });
    const after = await preferences();
    expect(after).toMatchObject({
      consent: { phone: '5125550142', via: 'keyword', byName: null },
      optedOut: false,
    });
    expect(after.wording).toMatch(/^Alex Rivera agreed to get text messages from Reminder Gutters \d+ /);
    const stranger = await call('owner', 'GET', preferencesPath, otherProvider);
    expect(stranger.statusCode).toBe(404);
  });

  it("records the carrier's delivery report of a text by its sid", async () => {
    const [row] = await t.database.db
      .insert(outbox)
      .values({ channel: 'sms', to: '5125550142', subject: null, body: 'Hi', externalId: 'SM-report-1' })
      .returning({ id: outbox.id });
    const report = { MessageSid: 'SM-report-1', MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await twilioPost('/sms/status', report, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    expect((await twilioPost('/sms/status', report)).statusCode).toBe(204);
    const [stored] = await t.database.db
      .select({ status: outbox.carrierStatus, error: outbox.carrierError })
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? ''));
    expect(stored).toEqual({ status: 'undelivered', error: '30003' });
  });
});
