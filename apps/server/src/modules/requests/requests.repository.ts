import type { Executor } from '@porchlight/db/connection';
import {
  clientHubRequests,
  contactPreferences,
  memberships,
  requestAttachments,
  users,
} from '@porchlight/db/schema/index';
import type { RequestAnswer } from '@porchlight/db/schema/requests';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../platform/prepared-statement';

export type RequestRow = typeof clientHubRequests.$inferSelect;
export type AttachmentRow = typeof requestAttachments.$inferSelect;

/** Requests to a provider (Contact Us and pricing), their photos, and who hears about them. */
export function createRequestsRepository(db: Executor) {
  // The owner's unread badge on every page: both counts in one prepared query.
  const requestCounts = preparedStatement('requests_counts', (name) =>
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${clientHubRequests.readAt} is null)`.mapWith(Number),
      })
      .from(clientHubRequests)
      .where(eq(clientHubRequests.providerId, sql.placeholder('providerId')))
      .prepare(name),
  );

  return {
    async insertRequest(values: {
      providerId: string;
      requestNumber: number;
      userId: string | null;
      type: 'cu' | 'paa';
      firstName: string;
      lastName: string | null;
      preferredContactMethod: 'email' | 'phone' | 'both';
      email: string | null;
      mobilePhoneNumber: string | null;
      services?: string[] | null;
      inputForm: RequestAnswer[];
      address?: string | null;
      address2?: string | null;
      city?: string | null;
      stateCode?: string | null;
      zipCode?: string | null;
      countryCode: string | null;
      submittedFromUrl: string | null;
    }): Promise<void> {
      await db.insert(clientHubRequests).values(values);
    },

    /** Who wants to hear about requests of this type, and how (preferences 'all' or the type). */
    async listPreferences(providerId: string, type: 'cu' | 'paa') {
      return db
        .select({ method: contactPreferences.method, value: contactPreferences.value })
        .from(contactPreferences)
        .where(
          and(eq(contactPreferences.providerId, providerId), inArray(contactPreferences.type, ['all', type])),
        );
    },

    async listOwnerEmails(providerId: string): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.providerId, providerId), eq(memberships.role, 'owner')));
      return rows.map((row) => row.email);
    },

    async findRequest(providerId: string, requestNumber: number): Promise<RequestRow | undefined> {
      const [row] = await db
        .select()
        .from(clientHubRequests)
        .where(
          and(
            eq(clientHubRequests.providerId, providerId),
            eq(clientHubRequests.requestNumber, requestNumber),
          ),
        );
      return row;
    },

    async countAttachments(requestId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(requestAttachments)
        .where(eq(requestAttachments.requestId, requestId));
      return row?.value ?? 0;
    },

    async insertAttachment(values: typeof requestAttachments.$inferInsert): Promise<void> {
      await db.insert(requestAttachments).values(values);
    },

    /** The inbox: newest first, one page. */
    async listRequests(providerId: string, page: { first: number; rows: number }): Promise<RequestRow[]> {
      return db
        .select()
        .from(clientHubRequests)
        .where(eq(clientHubRequests.providerId, providerId))
        .orderBy(desc(clientHubRequests.createdAt), desc(clientHubRequests.requestNumber))
        .offset(page.first)
        .limit(page.rows);
    },

    async countRequests(providerId: string): Promise<{ total: number; unread: number }> {
      const [counts] = await requestCounts().execute({ providerId });
      return { total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
    },

    async listAttachments(requestIds: string[]): Promise<AttachmentRow[]> {
      if (requestIds.length === 0) return [];
      return db
        .select()
        .from(requestAttachments)
        .where(inArray(requestAttachments.requestId, requestIds))
        .orderBy(asc(requestAttachments.createdAt));
    },

    /** Marks it read once; a second call keeps the first time. */
    async markRead(providerId: string, requestNumber: number, at: Date): Promise<RequestRow | undefined> {
      await db
        .update(clientHubRequests)
        .set({ readAt: at })
        .where(
          and(
            eq(clientHubRequests.providerId, providerId),
            eq(clientHubRequests.requestNumber, requestNumber),
            isNull(clientHubRequests.readAt),
          ),
        );
      const [row] = await db
        .select()
        .from(clientHubRequests)
        .where(
          and(
            eq(clientHubRequests.providerId, providerId),
            eq(clientHubRequests.requestNumber, requestNumber),
          ),
        );
      return row;
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
