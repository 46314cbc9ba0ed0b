import type { Executor } from '@porchlight/db/connection';
import { estimateApprovals } from '@porchlight/db/schema/index';
import { and, eq } from 'drizzle-orm';

export type EstimateApprovalRow = typeof estimateApprovals.$inferSelect;
export type EstimateApprovalValues = Omit<typeof estimateApprovals.$inferInsert, 'id'>;

/** What the client approved and the evidence (issue 36): written once, never changed (a trigger refuses updates). */
export function createEstimateApprovalsRepository(db: Executor) {
  return {
    async insert(values: EstimateApprovalValues): Promise<void> {
      await db.insert(estimateApprovals).values(values);
    },

    /** One approved version with its drawing and printed document; the caller found the estimate first. */
    async find(estimateId: string, version: number): Promise<EstimateApprovalRow | undefined> {
      const [row] = await db
        .select()
        .from(estimateApprovals)
        .where(and(eq(estimateApprovals.estimateId, estimateId), eq(estimateApprovals.version, version)));
      return row;
    },
  };
}

export type EstimateApprovalsRepository = ReturnType<typeof createEstimateApprovalsRepository>;
