import { DEFAULT_TEMPLATES } from '@porchlight/core/messaging/default-templates';
import { MESSAGE_KINDS } from '@porchlight/core/messaging/message-kinds';
import { messagingMessages as messages } from '@porchlight/core/messaging/messaging.messages';
import { messageRules, messageSettings, messageTestClocks } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { People } from '../../../test/people';
import { serviceManagerWorld } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A provider's automatic messages (issue 35 slice 3, docs/plans/reminders.md §7): the defaults when
 * nothing is saved, saving and restoring a kind, the 400s in the provider's words, stale versions 409,
 * who may do what, the preview with a sample client, and the test message clock.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: Awaited<ReturnType<typeof serviceManagerWorld>>['call'];

const SETTINGS = '/provider/messages/settings';
const kindPath = (kind: string) => `/provider/messages/kinds/${kind}`;

/** The reminder as the editor sends it: the defaults, changed by `change`. */
const reminderBody = (change: object = {}) => ({
  emailOn: true,
  smsOn: true,
  offsetDays: 1,
  sendAt: '09:00',
  delayMinutes: null,
  ...DEFAULT_TEMPLATES['visit-reminder'],
  ...change,
});

function expectRefused(answer: { statusCode: number; json(): unknown; body: string }, fields: object) {
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toMatchObject({ fields });
}

beforeAll(async () => {
  ({ t, people, provider, call } = await serviceManagerWorld('Messages Plumbing'));
});
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(messageRules).where(eq(messageRules.providerId, provider.id));
  await db.delete(messageSettings).where(eq(messageSettings.providerId, provider.id));
  await db.delete(messageTestClocks).where(eq(messageTestClocks.providerId, provider.id));
});

describe('settings', () => {
  it('are the defaults while nothing is saved', async () => {
    const answer = await call('owner', 'GET', SETTINGS, provider);
    expect(answer.statusCode, answer.body).toBe(200);
    const settings = answer.json();
    expect(settings).toMatchObject({
      version: 0,
      quietHours: { start: '20:00', end: '08:00' },
      visitCancelCutoffHours: 24,
      estimateValidDays: 30,
    });
    expect(settings.kinds.map((kind: { kind: string }) => kind.kind)).toEqual(MESSAGE_KINDS);
    expect(settings.kinds[1]).toEqual({
      kind: 'visit-reminder',
      label: 'Appointment reminder',
      group: 'Visits',
      when: '9:00 AM the day before',
      emailOn: true,
      smsOn: true,
      offsetDays: 1,
      sendAt: '09:00',
      delayMinutes: null,
      ...DEFAULT_TEMPLATES['visit-reminder'],
      isDefault: true,
      version: 0,
      placeholders: [
        'client_first_name',
        'client_name',
        'company_name',
        'company_phone',
        'visit_date',
        'visit_time',
        'job_title',
        'address',
        'link',
      ],
    });
  });

  it('change quiet hours, cutoff and validity once per version', async () => {
    const first = await call('manager', 'PATCH', SETTINGS, provider, {
      payload: { version: 0, quietHours: { start: '21:30', end: '07:00' }, estimateValidDays: 0 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      version: 1,
      quietHours: { start: '21:30', end: '07:00' },
      visitCancelCutoffHours: 24,
      estimateValidDays: 0,
    });
    const stale = await call('owner', 'PATCH', SETTINGS, provider, {
      payload: { version: 0, visitCancelCutoffHours: 12 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else changed these settings meanwhile. Reload to see their changes.',
    );
    const second = await call('owner', 'PATCH', SETTINGS, provider, {
      payload: { version: 1, visitCancelCutoffHours: 12 },
    });
    expect(second.json()).toMatchObject({ version: 2, visitCancelCutoffHours: 12, estimateValidDays: 0 });
  });

  it('refuse quiet hours that start when they end, and numbers out of range, word for word', async () => {
    expectRefused(
      await call('owner', 'PATCH', SETTINGS, provider, {
        payload: { version: 0, quietHours: { start: '20:00', end: '20:00' } },
      }),
      { 'quietHours.end': 'Quiet hours need a start and an end that differ.' },
    );
    expectRefused(
      await call('owner', 'PATCH', SETTINGS, provider, {
        payload: {
          version: 0,
          quietHours: { start: '8 PM', end: '08:00' },
          visitCancelCutoffHours: 169,
          estimateValidDays: 366,
        },
      }),
      {
        'quietHours.start': 'Choose a time such as 20:00.',
        visitCancelCutoffHours: 'Choose 0 to 168 hours.',
        estimateValidDays: 'Choose 0 to 365 days (0: estimates never expire).',
      },
    );
  });
});

describe('a kind', () => {
  it('is saved, refused when stale, and restored to the default', async () => {
    const saved = await call('owner', 'PUT', kindPath('visit-reminder'), provider, {
      payload: {
        ...reminderBody({ offsetDays: 2, sendAt: '17:30', smsOn: false, subject: 'See you {visit_date}' }),
        version: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      kind: 'visit-reminder',
      when: '5:30 PM 2 days before',
      smsOn: false,
      subject: 'See you {visit_date}',
      isDefault: false,
      version: 1,
    });
    const listed = (await call('manager', 'GET', SETTINGS, provider)).json().kinds[1];
    expect(listed).toMatchObject({ offsetDays: 2, sendAt: '17:30', isDefault: false, version: 1 });

    const stale = await call('manager', 'PUT', kindPath('visit-reminder'), provider, {
      payload: { ...reminderBody(), version: 0 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(messages.changedBySomeoneElse);

    const restored = await call('owner', 'DELETE', kindPath('visit-reminder'), provider);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ when: '9:00 AM the day before', isDefault: true, version: 0 });
  });

  it('refuses timing and templates the kind cannot have, word for word', async () => {
    expectRefused(
      await call('owner', 'PUT', kindPath('visit-reminder'), provider, {
        payload: {
          ...reminderBody({
            offsetDays: 8,
            sendAt: '09:03',
            emailBody: 'Pay {amount_due}',
            smsBody: 'See you {',
          }),
          version: 0,
        },
      }),
      {
        offsetDays: 'Choose 1 to 7 days.',
        sendAt: 'Choose a time such as 9:00 AM, on a whole five minutes.',
        emailBody:
          '{amount_due} is not a placeholder here. Use one of: {client_first_name}, {client_name}, {company_name}, {company_phone}, {visit_date}, {visit_time}, {job_title}, {address}, {link}.',
        smsBody: 'A { has no closing }. Write {{ for a brace of your own.',
      },
    );
    expectRefused(
      await call('owner', 'PUT', kindPath('visit-reminder'), provider, {
        payload: { ...reminderBody({ subject: 'x'.repeat(151) }), version: 0 },
      }),
      { subject: 'Keep the subject to 150 characters.' },
    );
    // 470 characters fit the column but not three text messages with a long address.
    expectRefused(
      await call('owner', 'PUT', kindPath('visit-reminder'), provider, {
        payload: { ...reminderBody({ smsBody: `${'Please be home. '.repeat(24)}{address}` }), version: 0 },
      }),
      {
        smsBody: 'With long names and addresses this text takes 4 text messages; keep it to 3. Shorten it.',
      },
    );
    const unknown = await call('owner', 'PUT', kindPath('fax-blast'), provider, {
      payload: { ...reminderBody(), version: 0 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no such automatic message.');
  });

  it('previews with the provider’s name and a sample client, text segments counted, nothing stored', async () => {
    const answer = await call('manager', 'POST', `${kindPath('visit-reminder')}/preview`, provider, {
      payload: reminderBody({ emailBody: 'Hi {client_first_name} <b>,\n\nSee you {visit_date}.' }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    expect(preview.subject).toBe(
      `Reminder: Messages Plumbing visits you on ${preview.subject.split(' on ')[1]}`,
    );
    expect(preview.emailText).toMatch(
      /^Hi Alex <b>,\n\nSee you \w{3}, \w{3} \d{1,2}\.\n\nSee or change your visit: http/,
    );
    expect(preview.emailHtml).toContain('Hi Alex &lt;b&gt;,');
    expect(preview.sms).toMatch(
      /^Messages Plumbing: See you .+ at 123 Main St, Springfield, IL 62701\. To reschedule or cancel: http\S+ Reply STOP to opt out\.$/,
    );
    expect(preview).toMatchObject({ smsSegments: 2, smsEncoding: 'GSM-7' });

    // The company's own phone, written the way people read it.
    const phone = await call('owner', 'POST', `${kindPath('visit-reminder')}/preview`, provider, {
      payload: reminderBody({ emailBody: 'Call us at {company_phone}.' }),
    });
    expect(phone.json().emailText).toMatch(/^Call us at \(512\) 555-0100\.\n/);

    const emoji = await call('owner', 'POST', `${kindPath('visit-reminder')}/preview`, provider, {
      payload: reminderBody({ smsBody: 'See you soon 🙂' }),
    });
    expect(emoji.json()).toMatchObject({ smsEncoding: 'UCS-2', smsSegments: 2 });
    expect((await call('owner', 'GET', SETTINGS, provider)).json().kinds[1].isDefault).toBe(true);
  });
});

describe('who may', () => {
  it('owners and managers only; technicians and strangers are refused', async () => {
    for (const role of ['technician', 'otherOwner', 'user'] as const) {
      const answer = await call(role, 'GET', SETTINGS, provider);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().message).toBe(
        'Only the owner and managers of this business can change its automatic messages.',
      );
    }
    expect((await call('anonymous', 'GET', SETTINGS, provider)).statusCode).toBe(401);
    const manager = await call('manager', 'POST', '/provider/messages/test-clock', provider, {
      payload: { hours: 1 },
    });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toBe('Only the owner of this business can move its message clock.');
  });
});

describe('coming up', () => {
  it("lists a booked visit's confirmation and reminder soonest first, to whom and how; not for technicians", async () => {
    const client = await call('owner', 'POST', '/provider/service-manager/clients', provider, {
      payload: { firstName: 'Ines', lastName: 'Park', emailAddress: 'ines.park@example.test' },
    });
    const job = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
      payload: { clientId: client.json().id, title: 'Drain check' },
    });
    const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const visit = await call(
      'owner',
      'POST',
      `/provider/service-manager/jobs/${job.json().jobNumber}/visits`,
      provider,
      { payload: { start: `${date}T10:00`, end: `${date}T11:00`, assigneeIds: [] } },
    );
    expect(visit.statusCode, visit.body).toBe(201);

    const answer = await call('manager', 'GET', '/provider/messages/coming-up', provider, {
      query: { rows: 10 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mine = answer
      .json()
      .messages.filter((message: { clientName: string }) => message.clientName === 'Ines Park');
    expect(
      mine.map(({ label, channels }: { label: string; channels: string[] }) => ({ label, channels })),
    ).toEqual([
      { label: 'Booking confirmation', channels: ['email'] },
      { label: 'Appointment reminder', channels: ['email'] },
    ]);
    expect(Date.parse(mine[0].at)).toBeLessThan(Date.parse(mine[1].at));
    expect(answer.json().timeZone).toBe(provider.timeZone);
    expect((await call('technician', 'GET', '/provider/messages/coming-up', provider)).statusCode).toBe(403);
  });
});

describe('the message clock', () => {
  it('moves the provider’s time forward on a server whose messages stay on the machine', async () => {
    const before = Date.now();
    const moved = await call('owner', 'POST', '/provider/messages/test-clock', provider, {
      payload: { hours: 48 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedBy = Date.parse(moved.json().now) - before;
    expect(movedBy).toBeGreaterThanOrEqual(48 * 3600_000);
    expect(movedBy).toBeLessThan(48 * 3600_000 + 60_000);
    const clock = (await call('owner', 'GET', SETTINGS, provider)).json().clock;
    expect(Date.parse(clock.now) - Date.now()).toBeGreaterThan(47 * 3600_000);
    expectRefused(
      await call('owner', 'POST', '/provider/messages/test-clock', provider, { payload: { hours: 2161 } }),
      { hours: 'Move the clock 1 to 2160 hours (90 days) forward.' },
    );
  });

  it('is not there where it is switched off', async () => {
    const off = await createTestApp({ MESSAGE_TEST_CLOCK: 'false' }, { database: t.database });
    try {
      const cookie = people.owner.cookie;
      const query = `vanityName=${provider.vanityName}`;
      const settings = await off.app.inject({
        method: 'GET',
        url: `/api/v1${SETTINGS}?${query}`,
        headers: { cookie },
      });
      expect(settings.json().clock).toBeNull();
      const moved = await off.app.inject({
        method: 'POST',
        url: `/api/v1/provider/messages/test-clock?${query}`,
        headers: { cookie },
        payload: { hours: 1 },
      });
      expect(moved.statusCode).toBe(404);
      expect(moved.json().message).toBe(
        'The message clock moves only on test servers (built-in mailbox and text folder).',
      );
    } finally {
      await off.close();
    }
  });
});
