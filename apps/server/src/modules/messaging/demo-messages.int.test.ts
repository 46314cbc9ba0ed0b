import { REARM_MESSAGES_TASK } from '@porchlight/db/job-tasks';
import { clients, providers, scheduledMessages, smsConsents, visits } from '@porchlight/db/schema/index';
import { SERVICE_MANAGER_DEMO_PROVIDER } from '@porchlight/db/seed/demo-service-manager';
import { createDemoTestDatabase } from '@porchlight/db/testing/demo-database';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The demo Pro's automatic messages (issue 35 slice 8): its clients' recorded consent, and the reminders
 * the server plans on its first start from the `rearm-messages` job the seed queued by SQL.
 */

let t: TestApp;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp({}, { database: await createDemoTestDatabase() });
  const [provider] = await t.database.db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.vanityNameLc, SERVICE_MANAGER_DEMO_PROVIDER));
  providerId = provider!.id;
});
afterAll(() => t.close());

const pendingReminders = () =>
  t.database.db
    .select({ visitId: scheduledMessages.visitId, dueAt: scheduledMessages.dueAt, startsAt: visits.startsAt })
    .from(scheduledMessages)
    .innerJoin(visits, eq(visits.id, scheduledMessages.visitId))
    .where(
      and(
        eq(scheduledMessages.providerId, providerId),
        eq(scheduledMessages.kind, 'visit-reminder'),
        eq(scheduledMessages.status, 'pending'),
      ),
    );

describe("the demo Pro's automatic messages", () => {
  it('its clients with an e-mail and a mobile number agreed to texts, recorded by the owner; Hannah did not', async () => {
    const rows = await t.database.db
      .select({ firstName: clients.firstName, via: smsConsents.grantedVia, by: smsConsents.grantedBy })
      .from(smsConsents)
      .innerJoin(clients, eq(clients.id, smsConsents.clientId))
      .where(eq(smsConsents.providerId, providerId));
    expect(rows.map((row) => row.firstName).sort()).toEqual(['Casey', 'Priya']);
    expect(rows.every((row) => row.via === 'provider' && row.by !== null)).toBe(true);
  });

  it("plans the coming visits' reminders when the seed's job runs, once however often it runs", async () => {
    const queued = await t.database.db.execute(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${REARM_MESSAGES_TASK}`,
    );
    expect(queued.rows[0]).toEqual({ n: 1 });
    expect(await pendingReminders()).toEqual([]);

    await t.app.jobQueue.runDue();
    const planned = await pendingReminders();
    expect(planned.length).toBeGreaterThan(0);
    const now = Date.now();
    expect(
      planned.every((row) => row.startsAt && row.startsAt.getTime() > now && row.dueAt < row.startsAt),
    ).toBe(true);

    await t.database.db.execute(
      sql`select graphile_worker.add_job(${REARM_MESSAGES_TASK}, json_build_object('providerId', ${providerId}::text))`,
    );
    await t.app.jobQueue.runDue();
    expect((await pendingReminders()).length).toBe(planned.length);
  });
});
