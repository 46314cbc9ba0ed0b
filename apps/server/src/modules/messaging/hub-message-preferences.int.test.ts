import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import { scheduledMessages, smsConsents } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHubFromEstimate, seedHubClient } from '../../../test/client-hub';
import type { People } from '../../../test/people';
import {
  seedServiceManagerProvider,
  type serviceManagerCaller,
  serviceManagerWorld,
} from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';

/**
 * The client's own message preferences in the Client Hub (issue 35 slice 7, docs/plans/reminders.md §5.4,
 * §7): consent to texts recorded as theirs with the words they read and when, the same switch the
 * company's Messages tab shows (off cancels their pending reminders, on brings them back), their own
 * record only.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
let provider: ProviderRow;

beforeAll(async () => {
  ({ t, people, call, provider } = await serviceManagerWorld('Hub Preferences Windows'));
});
afterAll(() => t.close());

let clients = 0;
/** A client of `at` with a hub session (from a sent estimate), by default with a mobile number. */
async function hubClient(at: ProviderRow = provider, client: { mobilePhoneNumber?: string } = {}) {
  clients += 1;
  const email = `hub.prefs.${clients}@example.test`;
  const seeded = await seedHubClient(t.app, people, at, {
    firstName: 'Noor',
    lastName: 'Haddad',
    emailAddress: email,
    mobilePhoneNumber: '5125550188',
    ...client,
  });
  const hub = await openHubFromEstimate(t.app, t.database.db, people, at, {
    email,
    estimateNumber: seeded.estimateNumber,
  });
  const path = `/api/v1/client-hub/message-preferences/${at.vanityName}`;
  return {
    clientId: seeded.clientId,
    read: () => t.app.inject({ method: 'GET', url: path, headers: hub.bearer }),
    change: (payload: object) => t.app.inject({ method: 'PATCH', url: path, headers: hub.bearer, payload }),
    bearer: hub.bearer,
  };
}

const providerView = async (clientId: string) =>
  (
    await call('owner', 'GET', `/provider/service-manager/clients/${clientId}/message-preferences`, provider)
  ).json();

describe("the hub client's text consent", () => {
  it('is read in their own words, recorded as theirs with those words and the time, and withdrawn', async () => {
    const { clientId, read, change } = await hubClient();
    const wording = messagingMessages.hubConsentWording(provider.name, '(512) 555-0188');
    const before = await read();
    expect([before.statusCode, before.json()]).toEqual([
      200,
      expect.objectContaining({ consent: null, wording, phone: '5125550188', automaticMessages: true }),
    ]);

    const agreed = await change({ textConsent: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().consent).toEqual({
      phone: '5125550188',
      at: expect.any(String),
      via: 'client-hub',
      byName: null,
    });
    const [row] = await t.database.db.select().from(smsConsents).where(eq(smsConsents.clientId, clientId));
    expect(row).toMatchObject({ wording, grantedVia: 'client-hub', grantedBy: null, revokedAt: null });
    // The company's Messages tab shows the same consent, given in the hub.
    expect((await providerView(clientId)).consent).toMatchObject({ via: 'client-hub' });

    const withdrawn = await change({ textConsent: false });
    expect(withdrawn.json().consent).toBeNull();
    const [revoked] = await t.database.db
      .select()
      .from(smsConsents)
      .where(eq(smsConsents.clientId, clientId));
    expect(revoked).toMatchObject({ revokedVia: 'client-hub', revokedAt: expect.any(Date) });
  });

  it('needs a mobile number the company has; an empty change is refused', async () => {
    const { change } = await hubClient(provider, { mobilePhoneNumber: '' });
    const refused = await change({ textConsent: true });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      messagingMessages.hubConsentNeedsMobile(provider.name),
    ]);
    const empty = await change({});
    expect([empty.statusCode, empty.json().message]).toEqual([400, messagingMessages.hubNothingToChange]);
  });
});

describe("the hub client's automatic messages", () => {
  it("off cancels their coming reminder and the company's tab says so; on brings it back", async () => {
    const { clientId, change } = await hubClient();
    const job = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
      payload: { clientId, title: 'Window wash' },
    });
    const start = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const visit = await call(
      'owner',
      'POST',
      `/provider/service-manager/jobs/${job.json().jobNumber}/visits`,
      provider,
      { payload: { start: `${start}T10:00`, end: `${start}T12:00`, assigneeIds: [] } },
    );
    expect(visit.statusCode, visit.body).toBe(201);
    const pending = () =>
      t.database.db
        .select({ kind: scheduledMessages.kind })
        .from(scheduledMessages)
        .where(and(eq(scheduledMessages.visitId, visit.json().id), eq(scheduledMessages.status, 'pending')))
        .orderBy(asc(scheduledMessages.kind));
    expect((await pending()).map((row) => row.kind)).toContain('visit-reminder');

    const off = await change({ automaticMessages: false });
    expect([off.statusCode, off.json().automaticMessages]).toEqual([200, false]);
    expect(await pending()).toEqual([]);
    expect((await providerView(clientId)).automaticMessages).toBe(false);

    const on = await change({ automaticMessages: true });
    expect(on.json().automaticMessages).toBe(true);
    expect((await pending()).map((row) => row.kind)).toEqual(['visit-reminder']);
  });
});

describe('who may read and change them', () => {
  it("only the session's own client, at its own company", async () => {
    const elsewhere = await seedServiceManagerProvider(t.database.db, people, 'Hub Preferences Elsewhere');
    const foreign = await hubClient(elsewhere);
    const path = `/api/v1/client-hub/message-preferences/${provider.vanityName}`;
    const crossed = await t.app.inject({ method: 'GET', url: path, headers: foreign.bearer });
    expect(crossed.statusCode).toBeGreaterThanOrEqual(400);
    expect(crossed.statusCode).toBeLessThan(500);
    const anonymous = await t.app.inject({ method: 'PATCH', url: path, payload: { textConsent: true } });
    expect([401, 403]).toContain(anonymous.statusCode);
    const owner = await call(
      'owner',
      'GET',
      `/client-hub/message-preferences/${provider.vanityName}`,
      provider,
    );
    expect(owner.statusCode).toBe(403);
  });
});
