import { returnedRow } from '@porchlight/core/platform/required';
import type { ClientListQuery } from '@porchlight/core/service-manager/clients.schemas';
import type { Executor } from '@porchlight/db/connection';
import { clients, estimates, invoices, jobs } from '@porchlight/db/schema/index';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { preparedStatement, preparedStatements } from '../platform/prepared-statement';
import { containsPattern, orderOf } from './paging.repository';

export type ClientRow = typeof clients.$inferSelect;
/** A client's columns; its zone is required so no way of adding a client forgets it (quiet hours read it). */
export type ClientValues = Omit<
  typeof clients.$inferInsert,
  'id' | 'providerId' | 'createdAt' | 'updatedAt'
> & {
  timeZone: string | null;
};

const sortColumns = {
  createdAt: clients.createdAt,
  lastName: sql`lower(coalesce(${clients.lastName}, '') || ' ' || ${clients.firstName})`,
  companyName: sql`lower(coalesce(${clients.companyName}, ''))`,
  emailAddress: clients.emailAddress,
} as const;

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(sql`${clients.firstName} || ' ' || coalesce(${clients.lastName}, '')`, pattern),
    ilike(clients.companyName, pattern),
    ilike(clients.emailAddress, pattern),
    // A phone typed with punctuation still finds the stored digits.
    ...(digits.length >= 3 ? [ilike(clients.mobilePhoneNumber, containsPattern(digits))] : []),
  );
}

/** A provider's clients; every query is scoped by the provider's id. */
export function createClientsRepository(db: Executor) {
  // The Service Manager opens on this list: without a search it is prepared, one statement per sort,
  // and the page carries the total (a subquery PostgreSQL runs once), so one round trip answers it.
  const ofProvider = eq(clients.providerId, sql.placeholder('providerId'));
  const unsearchedPage = preparedStatements(
    'clients_page',
    (sort: `${ClientListQuery['sortField']}_${'asc' | 'desc'}`, name) => {
      const [field, order] = sort.split('_') as [ClientListQuery['sortField'], 'asc' | 'desc'];
      return db
        .select({ client: clients, total: db.$count(clients, ofProvider) })
        .from(clients)
        .where(ofProvider)
        .orderBy(...orderOf(sortColumns[field], order === 'asc' ? 1 : -1, clients.id))
        .offset(sql.placeholder('first'))
        .limit(sql.placeholder('rows'))
        .prepare(name);
    },
  );
  const unsearchedCount = preparedStatement('clients_count', (name) =>
    db.select({ value: count() }).from(clients).where(ofProvider).prepare(name),
  );

  return {
    async list(providerId: string, query: ClientListQuery): Promise<{ rows: ClientRow[]; total: number }> {
      if (!query.search) {
        const sort = `${query.sortField}_${query.sortOrder === 1 ? 'asc' : 'desc'}` as const;
        const page = await unsearchedPage(sort).execute({ providerId, first: query.first, rows: query.rows });
        // A page past the end has no row to carry the total.
        const total =
          page[0]?.total ??
          (query.first > 0 ? ((await unsearchedCount().execute({ providerId }))[0]?.value ?? 0) : 0);
        return { rows: page.map((row) => row.client), total };
      }
      const where = and(eq(clients.providerId, providerId), searchOf(query.search));
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(clients)
          .where(where)
          .orderBy(...orderOf(sortColumns[query.sortField], query.sortOrder, clients.id))
          .offset(query.first)
          .limit(query.rows),
        db.select({ value: count() }).from(clients).where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    async find(providerId: string, clientId: string): Promise<ClientRow | undefined> {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(eq(clients.providerId, providerId), eq(clients.id, clientId)));
      return row;
    },

    async findByEmail(providerId: string, emailAddress: string): Promise<ClientRow | undefined> {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(eq(clients.providerId, providerId), eq(clients.emailAddress, emailAddress.toLowerCase())))
        .orderBy(clients.createdAt)
        .limit(1);
      return row;
    },

    async insert(providerId: string, values: ClientValues): Promise<ClientRow> {
      return returnedRow(
        await db
          .insert(clients)
          .values({ ...values, providerId })
          .returning(),
        'client insert',
      );
    },

    async update(providerId: string, clientId: string, values: ClientValues): Promise<ClientRow | undefined> {
      const [row] = await db
        .update(clients)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(clients.providerId, providerId), eq(clients.id, clientId)))
        .returning();
      return row;
    },

    /** True when an estimate, invoice or job names the client. */
    async isInUse(clientId: string): Promise<boolean> {
      const result = await db.execute<{ used: boolean }>(sql`select
        exists (select 1 from ${estimates} where ${estimates.clientId} = ${clientId})
        or exists (select 1 from ${invoices} where ${invoices.clientId} = ${clientId})
        or exists (select 1 from ${jobs} where ${jobs.clientId} = ${clientId}) as used`);
      return result.rows[0]?.used ?? false;
    },

    async delete(providerId: string, clientId: string): Promise<boolean> {
      const deleted = await db
        .delete(clients)
        .where(and(eq(clients.providerId, providerId), eq(clients.id, clientId)))
        .returning({ id: clients.id });
      return deleted.length > 0;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
