import { returnedRow } from '@porchlight/core/platform/required';
import type { PageRequest } from '@porchlight/core/service-manager/paging.schemas';
import type {
  INVOICE_SORT_FIELDS,
  InvoiceStatus,
} from '@porchlight/core/service-manager/service-manager.constants';
import type { Executor } from '@porchlight/db/connection';
import { clients, documentAttachments, invoiceItems, invoices, jobs } from '@porchlight/db/schema/index';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ClientRow } from './clients.repository';
import type { AttachmentRow, ItemValues } from './estimates.repository';
import { orderOf } from './paging.repository';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type InvoiceValues = Omit<
  typeof invoices.$inferInsert,
  'id' | 'providerId' | 'invoiceNumber' | 'createdAt' | 'updatedAt'
>;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  client: ClientRow;
  items: InvoiceItemRow[];
  attachments: AttachmentRow[];
  jobNumber: number | null;
}

/** What a list may be narrowed to: one status or several (the Client Hub's tables), one client. */
export interface InvoiceFilter extends PageRequest<(typeof INVOICE_SORT_FIELDS)[number]> {
  status?: InvoiceStatus;
  statuses?: readonly InvoiceStatus[];
  clientId?: string;
}

const sortColumns = {
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  status: invoices.status,
  total: invoices.total,
  amountDue: invoices.amountDue,
} as const;

/** A provider's invoices and their items; every query is scoped by the provider's id. */
export function createInvoicesRepository(db: Executor) {
  function selectInvoices() {
    return db
      .select({ invoice: invoices, client: clients, jobNumber: jobs.jobNumber })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .leftJoin(jobs, eq(jobs.id, invoices.jobId));
  }

  return {
    async list(providerId: string, query: InvoiceFilter) {
      const where = and(
        eq(invoices.providerId, providerId),
        query.status ? eq(invoices.status, query.status) : undefined,
        query.statuses ? inArray(invoices.status, [...query.statuses]) : undefined,
        query.clientId ? eq(invoices.clientId, query.clientId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        selectInvoices()
          .where(where)
          .orderBy(...orderOf(sortColumns[query.sortField], query.sortOrder, invoices.invoiceNumber))
          .offset(query.first)
          .limit(query.rows),
        db.select({ value: count() }).from(invoices).where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    async find(providerId: string, invoiceNumber: number): Promise<InvoiceRecord | undefined> {
      const [row] = await selectInvoices().where(
        and(eq(invoices.providerId, providerId), eq(invoices.invoiceNumber, invoiceNumber)),
      );
      if (!row) return undefined;
      const [items, attachments] = await Promise.all([
        db
          .select()
          .from(invoiceItems)
          .where(eq(invoiceItems.invoiceId, row.invoice.id))
          .orderBy(asc(invoiceItems.position)),
        db
          .select()
          .from(documentAttachments)
          .where(eq(documentAttachments.invoiceId, row.invoice.id))
          .orderBy(asc(documentAttachments.attachmentNumber)),
      ]);
      return { ...row, items, attachments };
    },

    async insert(
      providerId: string,
      invoiceNumber: number,
      values: InvoiceValues,
      items: ItemValues[],
    ): Promise<string> {
      const row = returnedRow(
        await db
          .insert(invoices)
          .values({ ...values, providerId, invoiceNumber })
          .returning({ id: invoices.id }),
        'invoice insert',
      );
      if (items.length > 0)
        await db.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId: row.id })));
      return row.id;
    },

    /** Sets the status only (sending); false when there is no such invoice. */
    async setStatus(providerId: string, invoiceNumber: number, status: InvoiceStatus): Promise<boolean> {
      const updated = await db
        .update(invoices)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(invoices.providerId, providerId), eq(invoices.invoiceNumber, invoiceNumber)))
        .returning({ id: invoices.id });
      return updated.length > 0;
    },

    async replace(
      providerId: string,
      invoiceNumber: number,
      from: InvoiceStatus,
      values: Omit<InvoiceValues, 'invoiceDate'> & { invoiceDate?: string },
      items: ItemValues[],
    ): Promise<boolean> {
      const [row] = await db
        .update(invoices)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(invoices.providerId, providerId),
            eq(invoices.invoiceNumber, invoiceNumber),
            eq(invoices.status, from),
          ),
        )
        .returning({ id: invoices.id });
      if (!row) return false;
      await db.delete(invoiceItems).where(eq(invoiceItems.invoiceId, row.id));
      if (items.length > 0)
        await db.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId: row.id })));
      return true;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
