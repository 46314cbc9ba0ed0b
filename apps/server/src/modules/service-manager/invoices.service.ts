import { invoiceMoneyOf, type RecordedPayment } from '@porchlight/core/payments/payment-amounts.rules';
import { lacksItems } from '@porchlight/core/service-manager/documents.schemas';
import { workItemsOf } from '@porchlight/core/service-manager/estimate-options.rules';
import {
  type Invoice,
  type InvoiceListQuery,
  type InvoiceRequest,
  invoiceRequestSchema,
} from '@porchlight/core/service-manager/invoices.schemas';
import { NOTES_MAX_LENGTH } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import { invoiceStatusChangeRefusal } from '@porchlight/core/service-manager/status-changes.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { planInvoiceMessages } from '../messaging/invoice-messages';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { clientMissing, withClientCheck } from './estimates.service';
import type { InvoiceRow, InvoicesRepository, InvoiceValues } from './invoices.repository';
import { pricedValuesOf } from './priced-values';
import { toEstimate, toInvoice, toInvoiceSummary } from './service-manager.answers';
import { serviceManagerProvider, today } from './service-manager-access';

type Owned<T> = T & { vanityName: string };

/**
 * An invoice's row values: amounts from the core totals, what is paid from the provider's own record
 * (`amountPaid`, cash and cheques) plus the online payments, the status from what the provider asked
 * and what is paid, and the day it was paid in full kept from before when it was.
 */
function invoiceValuesOf(
  body: InvoiceRequest,
  jobId: string | null,
  before?: { row: InvoiceRow; online: readonly RecordedPayment[] },
) {
  // Left out of a change, the provider's Draft-or-Sent stays what it was.
  const requested = body.status ?? (before && before.row.status !== 'Draft' ? 'Sent' : 'Draft');
  const refusal = before ? invoiceStatusChangeRefusal(before.row.status, requested) : null;
  if (refusal) throw new AppError('conflict', refusal, { status: refusal });
  if (lacksItems(requested, body.items))
    throw new AppError('badRequest', messages.itemsRequired, { items: messages.itemsRequired });
  const priced = pricedValuesOf(body, body.amountPaid);
  const { total } = priced.totals;
  const money = invoiceMoneyOf({
    total,
    offlinePaid: body.amountPaid,
    payments: before?.online ?? [],
    requested,
  });
  if (money.amountPaid > total)
    throw new AppError('badRequest', messages.amountPaidTooHigh, { amountPaid: messages.amountPaidTooHigh });
  const { status } = money;
  const values: Omit<InvoiceValues, 'invoiceDate'> = {
    clientId: body.clientId,
    jobId,
    status,
    dueDate: body.dueDate,
    notes: body.notes,
    ...priced.values,
    amountPaid: money.amountPaid,
    amountPaidOffline: body.amountPaid,
    amountDue: money.amountDue,
    invoicePaidOn:
      status === 'Paid' ? (before?.row.status === 'Paid' ? before.row.invoicePaidOn : new Date()) : null,
    billingSchedule: body.billingSchedule,
    paymentTypes: body.paymentTypes,
    paymentInstructions: body.paymentInstructions,
  };
  return { values, items: priced.items };
}

async function jobIdOf(repositories: Repositories, providerId: string, jobNumber: number | null) {
  if (jobNumber === null) return null;
  const id = await repositories.jobs.findIdByNumber(providerId, jobNumber);
  if (!id) throw new AppError('badRequest', messages.jobNotFound, { jobNumber: messages.jobNotFound });
  return id;
}

/** A new invoice with the next number, in the caller's unit of work; the core totals rules price it. */
export async function insertInvoice(repositories: Repositories, providerId: string, body: InvoiceRequest) {
  const jobId = await jobIdOf(repositories, providerId, body.jobNumber);
  const { values, items } = invoiceValuesOf(body, jobId);
  const invoiceNumber = await repositories.counters.next(providerId, 'invoice');
  const invoiceId = await repositories.invoices.insert(
    providerId,
    invoiceNumber,
    { ...values, invoiceDate: body.invoiceDate ?? today() },
    items,
  );
  // An invoice made Sent with a due date gets its reminders at once.
  await planInvoiceMessages(repositories, invoiceId);
  return invoiceNumber;
}

/**
 * A Draft invoice for a job, from the lines (of the approved option, issue 36), tax, discount and notes of the estimate it carries out
 * (none without one), in the caller's unit of work: what completing a visit makes (issue 33 item 2).
 * `visits` bills several visits at once (a monthly series invoice): each line's quantity times their
 * count, and `visitsNote` (the dates) before the estimate's notes.
 */
export async function insertJobInvoice(
  repositories: Repositories,
  providerId: string,
  jobNumber: number,
  several: { visits: number; visitsNote: string } = { visits: 1, visitsNote: '' },
): Promise<{ invoiceNumber: number; invoiceId: string }> {
  const job = await repositories.jobs.find(providerId, jobNumber);
  if (!job) throw new AppError('notFound', messages.jobNotFound);
  const record =
    job.estimateNumber === null
      ? undefined
      : await repositories.estimates.find(providerId, job.estimateNumber);
  const estimate = record && toEstimate(record);
  const body = invoiceRequestSchema.parse({
    clientId: job.client.id,
    jobNumber,
    status: 'Draft',
    items: (estimate ? workItemsOf(estimate) : []).map(
      ({ name, description, rate, quantity, tax, type, billingCycle }) => ({
        name,
        description,
        rate,
        quantity: Math.round(quantity * several.visits * 100) / 100,
        tax,
        type,
        billingCycle,
      }),
    ),
    taxPercent: estimate?.taxPercent ?? 0,
    discount: estimate?.discount ?? null,
    notes:
      [several.visitsNote, estimate?.notes ?? ''].filter(Boolean).join('\n\n').slice(0, NOTES_MAX_LENGTH) ||
      null,
  });
  const invoiceNumber = await insertInvoice(repositories, providerId, body);
  const created = await repositories.invoices.find(providerId, invoiceNumber);
  if (!created) throw new Error(`invoice #${invoiceNumber} vanished`);
  return { invoiceNumber, invoiceId: created.invoice.id };
}

async function answer(
  repositories: Repositories,
  providerId: string,
  invoiceNumber: number,
): Promise<Invoice> {
  const record = await repositories.invoices.find(providerId, invoiceNumber);
  if (!record) throw new Error(`invoice #${invoiceNumber} vanished`);
  return toInvoice(record);
}

/** The provider's invoices (issue 13), numbered per provider; the server computes every amount. */
export function createInvoicesService(deps: {
  access: Access;
  repository: InvoicesRepository;
  unitOfWork: UnitOfWork;
}) {
  const { repository } = deps;
  const providerOf = serviceManagerProvider(deps.access);

  return {
    async list(principal: Principal, query: InvoiceListQuery) {
      const provider = await providerOf(principal, query.vanityName);
      const { rows, total } = await repository.list(provider.id, query);
      return { invoices: rows.map(toInvoiceSummary), totalRecords: total };
    },

    async get(principal: Principal, { vanityName, invoiceNumber }: Owned<{ invoiceNumber: number }>) {
      const provider = await providerOf(principal, vanityName);
      const record = await repository.find(provider.id, invoiceNumber);
      if (!record) throw new AppError('notFound', messages.invoiceNotFound);
      return toInvoice(record);
    },

    async create(
      principal: Principal,
      { vanityName, body }: Owned<{ body: InvoiceRequest }>,
    ): Promise<Invoice> {
      const provider = await providerOf(principal, vanityName);
      return withClientCheck(() =>
        deps.unitOfWork(async (repositories) => {
          if (!(await repositories.clients.find(provider.id, body.clientId))) throw clientMissing();
          return answer(repositories, provider.id, await insertInvoice(repositories, provider.id, body));
        }),
      );
    },

    async update(
      principal: Principal,
      { vanityName, invoiceNumber, body }: Owned<{ invoiceNumber: number; body: InvoiceRequest }>,
    ): Promise<Invoice> {
      const provider = await providerOf(principal, vanityName);
      return withClientCheck(() =>
        deps.unitOfWork(async (repositories) => {
          const before = await repositories.invoices.find(provider.id, invoiceNumber);
          if (!before) throw new AppError('notFound', messages.invoiceNotFound);
          if (!(await repositories.clients.find(provider.id, body.clientId))) throw clientMissing();
          const jobId = await jobIdOf(repositories, provider.id, body.jobNumber);
          const online = await repositories.payments.recordedFor(before.invoice.id);
          const { values, items } = invoiceValuesOf(body, jobId, { row: before.invoice, online });
          const replaced = await repositories.invoices.replace(
            provider.id,
            invoiceNumber,
            before.invoice.status,
            { ...values, invoiceDate: body.invoiceDate },
            items,
          );
          if (!replaced) throw new AppError('conflict', messages.changedMeanwhile);
          // Sent, back to Draft, a new due date or paid in cash: its reminders follow in this transaction.
          await planInvoiceMessages(repositories, before.invoice.id);
          return answer(repositories, provider.id, invoiceNumber);
        }),
      );
    },
  };
}
