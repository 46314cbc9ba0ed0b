import type { MessageChannel, MessageKind } from '@porchlight/core/messaging/message-kinds';
import type { Executor } from '@porchlight/db/connection';
import {
  clients,
  estimates,
  invoices,
  jobs,
  providers,
  scheduledMessages,
  users,
  visitAssignments,
  visits,
} from '@porchlight/db/schema/index';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';

type Outcome = NonNullable<typeof scheduledMessages.$inferSelect.outcome>;

/** What a message says of its provider: the name, phone, zone and hub address, and the plan its hub needs. */
const providerColumns = {
  id: providers.id,
  name: providers.name,
  vanityName: providers.vanityName,
  phoneNumber: providers.phoneNumber,
  timeZone: providers.timeZone,
  planItems: providers.planItems,
  complimentaryItems: providers.complimentaryItems,
  toolsTrialEndsAt: providers.toolsTrialEndsAt,
};
export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;

/**
 * The messages the system means to send (docs/plans/reminders.md §1.3): the truth the job queue's timers
 * are made from. Pending rows are moved or cancelled by the planners; sent and skipped rows are history.
 */
export function createScheduledMessagesRepository(db: Executor) {
  async function jobReviewContext(jobId: string) {
    const [row] = await db
      .select({ client: clients, provider: providerColumns, jobId: jobs.id, jobTitle: jobs.title })
      .from(jobs)
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .innerJoin(providers, eq(providers.id, jobs.providerId))
      .where(eq(jobs.id, jobId));
    return row;
  }

  return {
    /** A job's visits with what planning their messages needs: the provider's zone, the client's switch. */
    async visitsOfJob(jobId: string) {
      return db
        .select({
          id: visits.id,
          status: visits.status,
          startsAt: visits.startsAt,
          providerId: visits.providerId,
          clientId: jobs.clientId,
          jobClosed: sql<boolean>`${jobs.status} = 'closed'`,
          clientOn: clients.automaticMessages,
          timeZone: providers.timeZone,
        })
        .from(visits)
        .innerJoin(jobs, eq(jobs.id, visits.jobId))
        .innerJoin(clients, eq(clients.id, jobs.clientId))
        .innerJoin(providers, eq(providers.id, visits.providerId))
        .where(eq(visits.jobId, jobId));
    },

    /** The pending messages of these visits. */
    async pendingOfVisits(visitIds: readonly string[]) {
      if (visitIds.length === 0) return [];
      return db
        .select()
        .from(scheduledMessages)
        .where(
          and(inArray(scheduledMessages.visitId, [...visitIds]), eq(scheduledMessages.status, 'pending')),
        );
    },

    /** The provider's jobs with a visit still to come (their messages follow a rule change). */
    async jobsWithComingVisits(providerId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ jobId: visits.jobId })
        .from(visits)
        .where(
          and(
            eq(visits.providerId, providerId),
            eq(visits.status, 'scheduled'),
            sql`${visits.startsAt} > now()`,
          ),
        );
      return rows.map((row) => row.jobId);
    },

    /** A provider's pending messages (their timers move with its message clock). */
    async pendingOfProvider(providerId: string) {
      return db
        .select({ id: scheduledMessages.id, dueAt: scheduledMessages.dueAt })
        .from(scheduledMessages)
        .where(and(eq(scheduledMessages.providerId, providerId), eq(scheduledMessages.status, 'pending')));
    },

    /** The client's pending messages. */
    async pendingOfClient(clientId: string) {
      return db
        .select({ id: scheduledMessages.id })
        .from(scheduledMessages)
        .where(and(eq(scheduledMessages.clientId, clientId), eq(scheduledMessages.status, 'pending')));
    },

    /** The client's "send automatic messages" switch; their jobs' ids, to plan again. */
    async switchClient(clientId: string, on: boolean): Promise<string[]> {
      await db.update(clients).set({ automaticMessages: on }).where(eq(clients.id, clientId));
      const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, clientId));
      return rows.map((row) => row.id);
    },

    /**
     * A new pending message, or a cancelled one under the same key wanted again (a client switched back
     * on); undefined when its key went or was skipped before.
     */
    async insert(values: {
      providerId: string;
      clientId: string;
      kind: MessageKind;
      visitId?: string | null;
      invoiceId?: string | null;
      estimateId?: string | null;
      jobId?: string | null;
      dedupeKey: string;
      dueAt: Date;
      channels: MessageChannel[];
    }): Promise<ScheduledMessageRow | undefined> {
      const [row] = await db
        .insert(scheduledMessages)
        .values(values)
        .onConflictDoUpdate({
          target: scheduledMessages.dedupeKey,
          set: {
            status: 'pending',
            outcome: null,
            settledAt: null,
            dueAt: values.dueAt,
            channels: values.channels,
            updatedAt: sql`now()`,
          },
          setWhere: eq(scheduledMessages.status, 'cancelled'),
        })
        .returning();
      return row;
    },

    /** A pending message moved to a new time (and key: the visit's new start). */
    async move(id: string, values: { dueAt: Date; dedupeKey?: string; channels?: MessageChannel[] }) {
      await db
        .update(scheduledMessages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.status, 'pending')));
    },

    /** Pending messages settled: cancelled (no longer wanted), sent, or skipped, with why. */
    async settle(ids: readonly string[], status: 'cancelled' | 'sent' | 'skipped', outcome: Outcome | null) {
      if (ids.length === 0) return;
      await db
        .update(scheduledMessages)
        .set({ status, outcome, settledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(inArray(scheduledMessages.id, [...ids]), eq(scheduledMessages.status, 'pending')));
    },

    /** What a visit's message says and who gets it: the visit, its job, client and provider, its first person. */
    async visitContext(visitId: string) {
      const [row] = await db
        .select({
          visit: {
            id: visits.id,
            status: visits.status,
            startsAt: visits.startsAt,
            endsAt: visits.endsAt,
            arrivalWindowMinutes: visits.arrivalWindowMinutes,
          },
          jobTitle: jobs.title,
          jobNumber: jobs.jobNumber,
          jobClosed: sql<boolean>`${jobs.status} = 'closed'`,
          client: clients,
          provider: providerColumns,
          assigneeFirstName: sql<string | null>`(select u.first_name from ${visitAssignments} a
            join ${users} u on u.id = a.user_id where a.visit_id = ${visits.id} order by u.first_name limit 1)`,
        })
        .from(visits)
        .innerJoin(jobs, eq(jobs.id, visits.jobId))
        .innerJoin(clients, eq(clients.id, jobs.clientId))
        .innerJoin(providers, eq(providers.id, visits.providerId))
        .where(eq(visits.id, visitId));
      return row;
    },

    /** What an invoice's message says and who gets it: the invoice, its client and provider. */
    async invoiceContext(invoiceId: string) {
      const [row] = await db
        .select({
          invoice: {
            id: invoices.id,
            invoiceNumber: invoices.invoiceNumber,
            status: invoices.status,
            dueDate: invoices.dueDate,
            amountDue: invoices.amountDue,
          },
          client: clients,
          provider: providerColumns,
        })
        .from(invoices)
        .innerJoin(clients, eq(clients.id, invoices.clientId))
        .innerJoin(providers, eq(providers.id, invoices.providerId))
        .where(eq(invoices.id, invoiceId));
      return row;
    },

    /** The pending messages of an invoice. */
    async pendingOfInvoice(invoiceId: string) {
      return db
        .select()
        .from(scheduledMessages)
        .where(and(eq(scheduledMessages.invoiceId, invoiceId), eq(scheduledMessages.status, 'pending')));
    },

    /** What an estimate's message says and who gets it: the estimate, its client and provider. */
    async estimateContext(where: { id: string } | { providerId: string; estimateNumber: number }) {
      const [row] = await db
        .select({
          estimate: {
            id: estimates.id,
            estimateNumber: estimates.estimateNumber,
            status: estimates.status,
            total: estimates.total,
            sentAt: estimates.sentAt,
            expiresOn: estimates.expiresOn,
          },
          client: clients,
          provider: providerColumns,
        })
        .from(estimates)
        .innerJoin(clients, eq(clients.id, estimates.clientId))
        .innerJoin(providers, eq(providers.id, estimates.providerId))
        .where(
          'id' in where
            ? eq(estimates.id, where.id)
            : and(
                eq(estimates.providerId, where.providerId),
                eq(estimates.estimateNumber, where.estimateNumber),
              ),
        );
      return row;
    },

    /**
     * The estimate's first sending, and its last day from the provider's validity: set at the first send,
     * and again when it is sent after that day passed (`renew`); a reminder send changes neither (here
     * rather than in the estimates' repository: only messages read them).
     */
    async markEstimateSent(estimateId: string, sentAt: Date, expiresOn: string | null, renew: boolean) {
      await db
        .update(estimates)
        .set({
          sentAt: sql`coalesce(${estimates.sentAt}, ${sentAt.toISOString()}::timestamptz)`,
          // A last day the provider chose before the first sending is kept (unless already past: renew).
          expiresOn: sql`case when ${renew} then ${expiresOn}::date when ${estimates.sentAt} is null then coalesce(${estimates.expiresOn}, ${expiresOn}::date) else ${estimates.expiresOn} end`,
        })
        .where(eq(estimates.id, estimateId));
    },

    /** The pending messages of an estimate. */
    async pendingOfEstimate(estimateId: string) {
      return db
        .select()
        .from(scheduledMessages)
        .where(and(eq(scheduledMessages.estimateId, estimateId), eq(scheduledMessages.status, 'pending')));
    },

    /** Whom a review request about a job, or an invoice without one, goes to; the job an invoice is for. */
    async reviewContext(where: { jobId: string } | { invoiceId: string }) {
      if ('invoiceId' in where) {
        const [invoice] = await db
          .select({ jobId: invoices.jobId, clientId: invoices.clientId, providerId: invoices.providerId })
          .from(invoices)
          .where(eq(invoices.id, where.invoiceId));
        if (!invoice) return undefined;
        if (invoice.jobId) return jobReviewContext(invoice.jobId);
        const [row] = await db
          .select({ client: clients, provider: providerColumns })
          .from(clients)
          .innerJoin(providers, eq(providers.id, invoice.providerId))
          .where(eq(clients.id, invoice.clientId));
        return row && { ...row, jobId: null, jobTitle: null };
      }
      return jobReviewContext(where.jobId);
    },

    /** Whether the provider asked this client for a review (sent or on its way) since `since`. */
    async askedForReviewSince(providerId: string, clientId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: scheduledMessages.id })
        .from(scheduledMessages)
        .where(
          and(
            eq(scheduledMessages.providerId, providerId),
            eq(scheduledMessages.clientId, clientId),
            eq(scheduledMessages.kind, 'review-request'),
            inArray(scheduledMessages.status, ['pending', 'sent']),
            gt(scheduledMessages.dueAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * A provider's (a rule changed) or a client's (switched back on) invoices still owed with a due date,
     * and estimates awaiting an answer.
     */
    async openDocumentsOf(of: { providerId: string } | { clientId: string }) {
      const invoicesOf =
        'providerId' in of ? eq(invoices.providerId, of.providerId) : eq(invoices.clientId, of.clientId);
      const estimatesOf =
        'providerId' in of ? eq(estimates.providerId, of.providerId) : eq(estimates.clientId, of.clientId);
      const [owed, waiting] = await Promise.all([
        db
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              invoicesOf,
              inArray(invoices.status, ['Sent', 'Partial']),
              sql`${invoices.dueDate} is not null`,
            ),
          ),
        db
          .select({ id: estimates.id })
          .from(estimates)
          .where(and(estimatesOf, eq(estimates.status, 'Sent'), sql`${estimates.sentAt} is not null`)),
      ]);
      return { invoiceIds: owed.map((row) => row.id), estimateIds: waiting.map((row) => row.id) };
    },

    /** The message as it is, unlocked (to take its invoice's lock first, in the payments' order). */
    async find(id: string): Promise<ScheduledMessageRow | undefined> {
      const [row] = await db.select().from(scheduledMessages).where(eq(scheduledMessages.id, id));
      return row;
    },

    async providerZone(providerId: string) {
      const [row] = await db
        .select({ timeZone: providers.timeZone })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row;
    },

    async firstNameOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
      return row?.firstName;
    },

    /** The message, locked until the transaction ends: a second run of its job waits, then sees it settled. */
    async lock(id: string): Promise<ScheduledMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(scheduledMessages)
        .where(eq(scheduledMessages.id, id))
        .for('update');
      return row;
    },
  };
}

export type ScheduledMessagesRepository = ReturnType<typeof createScheduledMessagesRepository>;
