import { returnedRow } from '@porchlight/core/platform/required';
import type { PageRequest } from '@porchlight/core/service-manager/paging.schemas';
import type {
  ESTIMATE_SORT_FIELDS,
  EstimateStatus,
} from '@porchlight/core/service-manager/service-manager.constants';
import type { Executor } from '@porchlight/db/connection';
import {
  clientHubRequests,
  clients,
  documentAttachments,
  estimateApprovals,
  estimateItems,
  estimateOptions,
  estimates,
} from '@porchlight/db/schema/index';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ClientRow } from './clients.repository';
import { orderOf } from './paging.repository';

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateItemRow = typeof estimateItems.$inferSelect;
export type AttachmentRow = typeof documentAttachments.$inferSelect;
export type EstimateValues = Omit<
  typeof estimates.$inferInsert,
  'id' | 'providerId' | 'estimateNumber' | 'createdAt' | 'updatedAt'
>;
/** The stored discount and deposit terms, for the code that fills them in. */
export type { StoredDeposit, StoredDiscount } from '@porchlight/db/schema/index';
export type ItemValues = Omit<typeof estimateItems.$inferInsert, 'id' | 'estimateId' | 'optionId'>;
export type EstimateOptionRow = typeof estimateOptions.$inferSelect;
/** An option as written: its place, name, mark, amounts and items. */
export type OptionValues = Omit<typeof estimateOptions.$inferInsert, 'id' | 'estimateId' | 'approvedAt'> & {
  items: ItemValues[];
};

/**
 * The lines an estimate's work is made of (its visits' checklists): its own, or those of its approved
 * option, else of its recommended one, else of its first (core's workItemsOf, in SQL).
 */
export function workItemsWhere(estimateId: string | SQL): SQL {
  const option = sql`(select ${estimateOptions.id} from ${estimateOptions}
    where ${estimateOptions.estimateId} = ${estimateId}
    order by ${estimateOptions.approvedAt} is null, ${estimateOptions.recommended} desc, ${estimateOptions.position}
    limit 1)`;
  return and(
    eq(estimateItems.estimateId, estimateId),
    or(isNull(estimateItems.optionId), eq(estimateItems.optionId, option)),
  ) as SQL;
}

/** An estimate with what its answer shows: client, items, attachments and the request it came from. */
export interface EstimateRecord {
  estimate: EstimateRow;
  client: ClientRow;
  /** Every line, its options' too (each names its option). */
  items: EstimateItemRow[];
  /** Its options in order (issue 36); none for an estimate without. */
  options: EstimateOptionRow[];
  attachments: AttachmentRow[];
  requestNumber: number | null;
  /** The versions the client approved (issue 36), oldest first: the evidence without the drawing and document. */
  approvals: ApprovalSummaryRow[];
}

const approvalSummary = {
  version: estimateApprovals.version,
  optionPosition: estimateApprovals.optionPosition,
  signerName: estimateApprovals.signerName,
  signatureKind: estimateApprovals.signatureKind,
  approvedAt: estimateApprovals.approvedAt,
  documentSha256: estimateApprovals.documentSha256,
};
export type ApprovalSummaryRow = {
  [K in keyof typeof approvalSummary]: (typeof estimateApprovals.$inferSelect)[K];
};

/** What a list may be narrowed to: the provider's filters, and the Client Hub's (its client, no drafts). */
export interface EstimateFilter extends PageRequest<(typeof ESTIMATE_SORT_FIELDS)[number]> {
  status?: EstimateStatus;
  clientId?: string;
  withoutDrafts?: boolean;
}

const sortColumns = {
  estimateNumber: estimates.estimateNumber,
  estimateDate: estimates.estimateDate,
  status: estimates.status,
  total: estimates.total,
} as const;

/** A provider's estimates and their items; every query is scoped by the provider's id. */
export function createEstimatesRepository(db: Executor) {
  async function record(row: {
    estimate: EstimateRow;
    client: ClientRow;
    requestNumber: number | null;
  }): Promise<EstimateRecord> {
    const [items, options, attachments, approvals] = await Promise.all([
      db
        .select()
        .from(estimateItems)
        .where(eq(estimateItems.estimateId, row.estimate.id))
        .orderBy(asc(estimateItems.position)),
      db
        .select()
        .from(estimateOptions)
        .where(eq(estimateOptions.estimateId, row.estimate.id))
        .orderBy(asc(estimateOptions.position)),
      db
        .select()
        .from(documentAttachments)
        .where(eq(documentAttachments.estimateId, row.estimate.id))
        .orderBy(asc(documentAttachments.attachmentNumber)),
      db
        .select(approvalSummary)
        .from(estimateApprovals)
        .where(eq(estimateApprovals.estimateId, row.estimate.id))
        .orderBy(asc(estimateApprovals.version)),
    ]);
    return { ...row, items, options, attachments, approvals };
  }

  /** The estimate's lines and options, written afresh (the caller removed the old ones). */
  async function writeContent(estimateId: string, items: ItemValues[], options: OptionValues[]) {
    if (items.length > 0)
      await db.insert(estimateItems).values(items.map((item) => ({ ...item, estimateId })));
    for (const { items: optionItems, ...option } of options) {
      const written = returnedRow(
        await db
          .insert(estimateOptions)
          .values({ ...option, estimateId })
          .returning({ id: estimateOptions.id }),
        'estimate option insert',
      );
      await db
        .insert(estimateItems)
        .values(optionItems.map((item) => ({ ...item, estimateId, optionId: written.id })));
    }
  }

  function selectEstimates() {
    return db
      .select({ estimate: estimates, client: clients, requestNumber: clientHubRequests.requestNumber })
      .from(estimates)
      .innerJoin(clients, eq(clients.id, estimates.clientId))
      .leftJoin(clientHubRequests, eq(clientHubRequests.id, estimates.requestId));
  }

  return {
    async list(providerId: string, query: EstimateFilter) {
      const where = and(
        eq(estimates.providerId, providerId),
        query.status ? eq(estimates.status, query.status) : undefined,
        query.clientId ? eq(estimates.clientId, query.clientId) : undefined,
        query.withoutDrafts ? ne(estimates.status, 'Draft') : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        selectEstimates()
          .where(where)
          .orderBy(...orderOf(sortColumns[query.sortField], query.sortOrder, estimates.estimateNumber))
          .offset(query.first)
          .limit(query.rows),
        db.select({ value: count() }).from(estimates).where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    async find(providerId: string, estimateNumber: number): Promise<EstimateRecord | undefined> {
      const [row] = await selectEstimates().where(
        and(eq(estimates.providerId, providerId), eq(estimates.estimateNumber, estimateNumber)),
      );
      return row ? record(row) : undefined;
    },

    async findIdByNumber(providerId: string, estimateNumber: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: estimates.id })
        .from(estimates)
        .where(and(eq(estimates.providerId, providerId), eq(estimates.estimateNumber, estimateNumber)));
      return row?.id;
    },

    async findNumberByRequest(requestId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ estimateNumber: estimates.estimateNumber })
        .from(estimates)
        .where(eq(estimates.requestId, requestId));
      return row?.estimateNumber;
    },

    async insert(
      providerId: string,
      estimateNumber: number,
      values: EstimateValues,
      items: ItemValues[],
      options: OptionValues[] = [],
    ): Promise<void> {
      const row = returnedRow(
        await db
          .insert(estimates)
          .values({ ...values, providerId, estimateNumber })
          .returning({ id: estimates.id }),
        'estimate insert',
      );
      await writeContent(row.id, items, options);
    },

    /**
     * The client's choice (issue 36): marks the option approved and gives the estimate its amounts, in
     * the caller's transaction (after the status change that locked the row). False when there is no
     * option at that place; a second approved option is refused by the database's unique index.
     */
    async approveOption(estimateId: string, position: number, at: Date): Promise<boolean> {
      const [option] = await db
        .update(estimateOptions)
        .set({ approvedAt: at })
        .where(and(eq(estimateOptions.estimateId, estimateId), eq(estimateOptions.position, position)))
        .returning();
      if (!option) return false;
      const { subtotal, taxableSubtotal, nonTaxableSubtotal, discountAmount, tax, total, depositAmount } =
        option;
      await db
        .update(estimates)
        .set({ subtotal, taxableSubtotal, nonTaxableSubtotal, discountAmount, tax, total, depositAmount })
        .where(eq(estimates.id, estimateId));
      return true;
    },

    /**
     * Sets the status only (sending, the client's decision), when the estimate is in one of `from` (any
     * status if left out); false when no such estimate is in such a status, so a concurrent change wins once.
     */
    async setStatus(
      providerId: string,
      estimateNumber: number,
      status: EstimateStatus,
      from?: readonly EstimateStatus[],
    ): Promise<boolean> {
      const updated = await db
        .update(estimates)
        .set({ status, updatedAt: new Date() })
        .where(
          and(
            eq(estimates.providerId, providerId),
            eq(estimates.estimateNumber, estimateNumber),
            from ? inArray(estimates.status, [...from]) : undefined,
          ),
        )
        .returning({ id: estimates.id });
      return updated.length > 0;
    },

    /**
     * Replaces the estimate's terms, amounts and items while it is still in status `from` (what the
     * caller read); false when there is no such estimate in that status, so a concurrent change wins once.
     */
    async replace(
      providerId: string,
      estimateNumber: number,
      from: EstimateStatus,
      values: Omit<EstimateValues, 'estimateDate'> & { estimateDate?: string },
      items: ItemValues[],
      options: OptionValues[] = [],
    ): Promise<boolean> {
      const [row] = await db
        .update(estimates)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(estimates.providerId, providerId),
            eq(estimates.estimateNumber, estimateNumber),
            eq(estimates.status, from),
          ),
        )
        .returning({ id: estimates.id });
      if (!row) return false;
      await db.delete(estimateItems).where(eq(estimateItems.estimateId, row.id));
      await db.delete(estimateOptions).where(eq(estimateOptions.estimateId, row.id));
      await writeContent(row.id, items, options);
      return true;
    },
  };
}

export type EstimatesRepository = ReturnType<typeof createEstimatesRepository>;
