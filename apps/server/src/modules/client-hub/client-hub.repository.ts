import type { HubRequestListQuery } from '@porchlight/core/client-hub/client-hub.schemas';
import { returnedRow } from '@porchlight/core/platform/required';
import type { Executor } from '@porchlight/db/connection';
import {
  clientHubLinks,
  clientHubRequests,
  clientHubSessions,
  clients,
  providers,
  requestAttachments,
  users,
} from '@porchlight/db/schema/index';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../platform/prepared-statement';
import type { ProviderRow } from '../providers/profile.repository';
import type { ClientRow } from '../service-manager/clients.repository';
import { orderOf } from '../service-manager/paging.repository';

export type HubLinkRow = typeof clientHubLinks.$inferSelect;
export type HubSessionRow = typeof clientHubSessions.$inferSelect;
export type HubRequestRow = typeof clientHubRequests.$inferSelect;
export type RequestAttachmentRow = typeof requestAttachments.$inferSelect;

const requestSortColumns = {
  requestNumber: clientHubRequests.requestNumber,
  requestDate: clientHubRequests.createdAt,
  status: clientHubRequests.status,
} as const;

/** Requests of one client: sent to its provider from the client's e-mail address (any case). */
function ofClient(providerId: string, email: string) {
  return and(
    eq(clientHubRequests.providerId, providerId),
    sql`lower(${clientHubRequests.email}) = ${email.toLowerCase()}`,
  );
}

/** Secure links, hub sessions and what a hub reads beyond the Service Manager's records. */
export function createClientHubRepository(db: Executor) {
  // Every hub call checks its session, and most load its client: prepared once.
  const activeSession = preparedStatement('hub_active_session', (name) =>
    db
      .select()
      .from(clientHubSessions)
      .where(
        and(
          eq(clientHubSessions.id, sql.placeholder('sessionId')),
          isNull(clientHubSessions.endedAt),
          gt(clientHubSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare(name),
  );
  const clientById = preparedStatement('hub_client_by_id', (name) =>
    db
      .select()
      .from(clients)
      .where(eq(clients.id, sql.placeholder('clientId')))
      .prepare(name),
  );
  const clientsByEmail = preparedStatement('hub_clients_by_email', (name) =>
    db
      .select({ client: clients, provider: providers })
      .from(clients)
      .innerJoin(providers, eq(providers.id, clients.providerId))
      .where(eq(clients.emailAddress, sql.placeholder('email')))
      .orderBy(asc(clients.createdAt))
      .prepare(name),
  );
  const accountEmail = preparedStatement('hub_account_email', (name) =>
    db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );

  return {
    async insertLink(
      values: Omit<typeof clientHubLinks.$inferInsert, 'id' | 'createdAt'>,
    ): Promise<HubLinkRow> {
      return returnedRow(
        await db.insert(clientHubLinks).values(values).returning(),
        'client hub link insert',
      );
    },

    /** The link with its client; undefined for an unknown id. */
    async findLink(linkId: string): Promise<{ link: HubLinkRow; client: ClientRow } | undefined> {
      const [row] = await db
        .select({ link: clientHubLinks, client: clients })
        .from(clientHubLinks)
        .innerJoin(clients, eq(clients.id, clientHubLinks.clientId))
        .where(eq(clientHubLinks.id, linkId));
      return row;
    },

    async insertSession(
      values: Omit<typeof clientHubSessions.$inferInsert, 'id' | 'createdAt' | 'endedAt'>,
    ): Promise<HubSessionRow> {
      return returnedRow(
        await db.insert(clientHubSessions).values(values).returning(),
        'client hub session insert',
      );
    },

    /** A session not ended and not expired at `now`. */
    async findActiveSession(sessionId: string, now: Date): Promise<HubSessionRow | undefined> {
      const [row] = await activeSession().execute({ sessionId, now: now.toISOString() });
      return row;
    },

    async endSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(clientHubSessions)
        .set({ endedAt: now })
        .where(and(eq(clientHubSessions.id, sessionId), isNull(clientHubSessions.endedAt)));
    },

    async findClient(clientId: string): Promise<ClientRow | undefined> {
      const [row] = await clientById().execute({ clientId });
      return row;
    },

    async findClientByHubId(providerId: string, clientHubId: string): Promise<ClientRow | undefined> {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(eq(clients.providerId, providerId), eq(clients.clientHubId, clientHubId)));
      return row;
    },

    /** The clients with this address at every provider, each with its provider, oldest first. */
    async listClientsByEmail(email: string): Promise<{ client: ClientRow; provider: ProviderRow }[]> {
      return clientsByEmail().execute({ email: email.toLowerCase() });
    },

    /** Whether the provider has a client: someone its secure links may reach. */
    async providerHasClients(providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.providerId, providerId))
        .limit(1);
      return row !== undefined;
    },

    /** The account's address, and whether it has shown it reads mail there. */
    async findAccountEmail(userId: string): Promise<{ email: string; verified: boolean } | undefined> {
      const [row] = await accountEmail().execute({ userId });
      return row && { email: row.email, verified: row.verifiedAt !== null };
    },

    async markEmailVerified(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    async listRequests(providerId: string, email: string, query: HubRequestListQuery) {
      const where = ofClient(providerId, email);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(clientHubRequests)
          .where(where)
          .orderBy(
            ...orderOf(requestSortColumns[query.sortField], query.sortOrder, clientHubRequests.requestNumber),
          )
          .offset(query.first)
          .limit(query.rows),
        db.select({ value: count() }).from(clientHubRequests).where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    async findRequest(
      providerId: string,
      email: string,
      requestNumber: number,
    ): Promise<{ request: HubRequestRow; attachments: RequestAttachmentRow[] } | undefined> {
      const [request] = await db
        .select()
        .from(clientHubRequests)
        .where(and(ofClient(providerId, email), eq(clientHubRequests.requestNumber, requestNumber)));
      if (!request) return undefined;
      const attachments = await db
        .select()
        .from(requestAttachments)
        .where(eq(requestAttachments.requestId, request.id))
        .orderBy(asc(requestAttachments.createdAt));
      return { request, attachments };
    },

    /** Cancels a request still open; false when another call closed it first. */
    async cancelRequest(
      requestId: string,
      values: { closedReason: string; closedByUserType: string; closedOn: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(clientHubRequests)
        .set({ ...values, status: 'Canceled' })
        .where(
          and(
            eq(clientHubRequests.id, requestId),
            sql`${clientHubRequests.status} not in ('Canceled', 'Completed')`,
          ),
        )
        .returning({ id: clientHubRequests.id });
      return updated.length > 0;
    },
  };
}

export type ClientHubRepository = ReturnType<typeof createClientHubRepository>;
