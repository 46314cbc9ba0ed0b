import type { ClientMessages } from '@porchlight/core/messaging/client-messaging.schemas';
import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import { localDateOf } from '@porchlight/core/scheduling/zoned-time.rules';
import { clientMessages, outbox, scheduledMessages } from '@porchlight/db/schema/index';
import type { ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { People } from './people';
import { seedServiceManagerProvider, type serviceManagerCaller } from './service-manager';
import type { TestApp } from './test-app';

type Db = Parameters<typeof seedProvider>[0];
const HOUR_MS = 60 * 60_000;

/**
 * Time for automatic messages in API tests (docs/plans/reminders.md §5.6): each provider's message clock
 * moved forward by its owner, then the jobs now due run. Nothing waits.
 */
export function messageClock(t: TestApp, call: ReturnType<typeof serviceManagerCaller>) {
  async function now(provider: ProviderRow): Promise<Date> {
    const settings = await call('owner', 'GET', '/provider/messages/settings', provider);
    return new Date(settings.json().clock.now);
  }
  return {
    now,
    /**
     * Moves the provider's clock forward in whole hours to just past `instant` (or, `before`, to within
     * the hour before it) and runs the jobs now due.
     */
    async to(provider: ProviderRow, instant: Date, { before = false } = {}) {
      const clockNow = (await now(provider)).getTime();
      const hours = (before ? Math.floor : Math.ceil)(
        (instant.getTime() - clockNow) / HOUR_MS - (before ? 0.01 : 0),
      );
      for (let left = hours; left > 0; left -= 2160) {
        const moved = await call('owner', 'POST', '/provider/messages/test-clock', provider, {
          payload: { hours: Math.min(left, 2160) },
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await t.app.jobQueue.runDue();
    },
  };
}

const AUSTIN = 'America/Chicago';

/**
 * A provider of its own (its own message clock) in Austin, its clock moved to noon tomorrow there;
 * `dayAhead(n)` is the date n days after that noon, in Austin.
 */
export async function providerAtNoon(
  t: TestApp,
  people: People,
  clock: ReturnType<typeof messageClock>,
  name: string,
) {
  const provider = await seedServiceManagerProvider(t.database.db, people, name);
  const noon = wallTimeOn(localDateOf(new Date(Date.now() + 24 * HOUR_MS), AUSTIN), 0, 12 * 60, AUSTIN);
  await clock.to(provider, noon);
  const dayAhead = (days: number) => localDateOf(new Date(noon.getTime() + days * 24 * HOUR_MS), AUSTIN);
  return { provider, noon, dayAhead };
}

/** Alex Rivera, a client of the provider with an e-mail address and a mobile number, who agreed to texts. */
export async function textingClient(
  call: ReturnType<typeof serviceManagerCaller>,
  provider: ProviderRow,
  fields: { emailAddress?: string; zipCode?: string } = {},
): Promise<string> {
  const sm = '/provider/service-manager';
  const client = await call('owner', 'POST', `${sm}/clients`, provider, {
    payload: {
      firstName: 'Alex',
      lastName: 'Rivera',
      emailAddress: 'alex.rivera@example.test',
      mobilePhoneNumber: '5125550142',
      ...fields,
    },
  });
  const clientId: string = client.json().id;
  await call('owner', 'PUT', `${sm}/clients/${clientId}/text-consent`, provider, {
    payload: { consented: true },
  });
  return clientId;
}

/**
 * The automatic messages that went to the client, oldest first: each channel queued in the outbox, and
 * what was decided against (the log's other rows, hub links and payment notices, left out).
 */
export async function automaticMessagesTo(db: Db, clientId: string) {
  return db
    .select({
      kind: clientMessages.kind,
      channel: clientMessages.channel,
      skipped: clientMessages.skippedBecause,
      subject: outbox.subject,
      body: outbox.body,
      html: outbox.html,
    })
    .from(clientMessages)
    .leftJoin(outbox, eq(outbox.id, clientMessages.outboxId))
    .where(and(eq(clientMessages.clientId, clientId), isNotNull(clientMessages.scheduledMessageId)))
    .orderBy(asc(clientMessages.createdAt), asc(clientMessages.channel));
}

/** The messages planned for an invoice (or an estimate), by kind and due time. */
export async function scheduledFor(db: Db, where: { invoiceId: string } | { estimateId: string }) {
  return db
    .select()
    .from(scheduledMessages)
    .where(
      and(
        'invoiceId' in where
          ? eq(scheduledMessages.invoiceId, where.invoiceId)
          : eq(scheduledMessages.estimateId, where.estimateId),
      ),
    )
    .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.createdAt));
}

type LoggedMessage = ClientMessages['messages'][number];

/** The client's Messages log as the Client page reads it (the owner's call), newest first. */
export async function clientMessageLog(
  call: ReturnType<typeof serviceManagerCaller>,
  provider: ProviderRow,
  clientId: string,
): Promise<LoggedMessage[]> {
  const response = await call(
    'owner',
    'GET',
    `/provider/service-manager/clients/${clientId}/messages`,
    provider,
    {
      query: { first: 0, rows: 50 },
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages;
}

/** What a log row says, without its id, excerpt and time. */
export const loggedAs = ({ kind, label, channel, to, state }: LoggedMessage) => ({
  kind,
  label,
  channel,
  to,
  state,
});
