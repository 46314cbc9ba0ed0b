import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { REARM_MESSAGES_TASK } from '../job-tasks';
import { clients, memberships, providers, smsConsents } from '../schema/index';
import { SERVICE_MANAGER_DEMO_PROVIDER } from './demo-service-manager';
import type { Db } from './factories';

const DAY_MS = 86_400_000;

/**
 * The demo Pro's automatic messages (issue 35 slice 8, docs/plans/reminders.md §10): its clients with an
 * e-mail and a mobile number agreed to texts three weeks ago, recorded by the owner with the words the
 * Messages tab shows (Hannah, with a number only, has not: her tab shows how consent is recorded). Their
 * reminders are planned by the server on its first start: the seed queues `rearm-messages` by SQL, as a
 * restore would. Idempotent: nothing once the company has any consent.
 */
export async function seedDemoMessages(db: Db, now: Date = new Date()): Promise<{ consents: number }> {
  const [provider] = await db
    .select({ id: providers.id, name: providers.name, ownerId: memberships.userId })
    .from(providers)
    .leftJoin(memberships, and(eq(memberships.providerId, providers.id), eq(memberships.role, 'owner')))
    .where(eq(providers.vanityNameLc, SERVICE_MANAGER_DEMO_PROVIDER));
  if (!provider) return { consents: 0 };
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(smsConsents)
    .where(eq(smsConsents.providerId, provider.id));
  if (existing > 0) return { consents: 0 };
  const reachable = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.providerId, provider.id),
        isNotNull(clients.emailAddress),
        isNotNull(clients.mobilePhoneNumber),
      ),
    );
  const consents = reachable.flatMap((client) =>
    client.mobilePhoneNumber
      ? [
          {
            providerId: provider.id,
            clientId: client.id,
            phone: client.mobilePhoneNumber,
            wording: messagingMessages.consentWording(
              [client.firstName, client.lastName].filter(Boolean).join(' '),
              provider.name,
              formatPhoneNumber(client.mobilePhoneNumber) ?? '',
            ),
            grantedAt: new Date(now.getTime() - 21 * DAY_MS),
            grantedVia: 'provider' as const,
            grantedBy: provider.ownerId,
          },
        ]
      : [],
  );
  if (consents.length === 0) return { consents: 0 };
  await db.transaction(async (tx) => {
    await tx.insert(smsConsents).values(consents);
    await tx.execute(sql`select graphile_worker.add_job(
      identifier := ${REARM_MESSAGES_TASK},
      payload := json_build_object('providerId', ${provider.id}::text),
      job_key := ${`${REARM_MESSAGES_TASK}:${provider.id}`}
    )`);
  });
  return { consents: consents.length };
}
