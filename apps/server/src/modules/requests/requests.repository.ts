import type { Executor } from '@porchlight/db/connection';
import { clientHubRequests, contactPreferences, memberships, users } from '@porchlight/db/schema/index';
import type { RequestAnswer } from '@porchlight/db/schema/requests';
import { and, eq, inArray } from 'drizzle-orm';

export function createRequestsRepository(db: Executor) {
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
      inputForm: RequestAnswer[];
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
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
