import type { EstimateDecision } from '@porchlight/core/client-hub/client-hub.constants';
import {
  DEFAULT_PENDING_INVOICE_ROWS,
  INVOICE_STATUSES_OF,
} from '@porchlight/core/client-hub/client-hub.constants';
import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import {
  canApproveEstimate,
  canDeclineEstimate,
  isShownToClient,
} from '@porchlight/core/client-hub/client-hub.rules';
import type {
  HubEstimateListQuery,
  HubInvoiceListQuery,
  HubJobListQuery,
} from '@porchlight/core/client-hub/client-hub.schemas';
import { isInvoicePayable } from '@porchlight/core/payments/payment-amounts.rules';
import type { ProcessorName } from '@porchlight/core/payments/payments.constants';
import { ESTIMATE_STATUSES } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { estimateStatusWritten, refuseExpiredEstimate } from '../messaging/estimate-messages';
import { paymentsAccountOf } from '../payments/payment-context';
import { AppError } from '../platform/app-error';
import { emailMessage } from '../platform/notification-message';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { summarizeJobVisits } from '../scheduling/job-visits-summary';
import {
  toClient,
  toEstimate,
  toEstimateSummary,
  toInvoice,
  toInvoiceSummary,
  toJob,
} from '../service-manager/service-manager.answers';
import { type HubContext, hubClientOf, toHubProvider } from './hub-client-of';
import { type ApprovalEvidence, recordApproval } from './hub-estimate-approval';
import { signatureOf } from './hub-estimate-signature';
import { hubInvoiceOf } from './hub-invoice-of';
import { hubJobDetailOf } from './hub-visits.service';

/**
 * The hub client's estimates, invoices, jobs and details (spec 3 §2.4): the Service Manager's records
 * of this client only, drafts never shown; approving and declining follow spec 3 §4.
 */
export function createHubDocumentsService(deps: {
  access: Access;
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  mediaUrl: (key: string) => string;
  siteName: string;
  publicUrl: string;
  processorName: ProcessorName;
  storage: MediaStorage;
}) {
  const { repositories } = deps;
  const hubOf = hubClientOf(deps.access, repositories.clientHub);
  const providerOf = (context: HubContext) => toHubProvider(context.provider, deps.mediaUrl);

  async function estimateOf(context: HubContext, estimateNumber: number, from = repositories) {
    const record = await from.estimates.find(context.provider.id, estimateNumber);
    if (!record || record.estimate.clientId !== context.client.id || !isShownToClient(record.estimate.status))
      throw new AppError('notFound', smMessages.estimateNotFound);
    const provider = providerOf(context);
    return {
      ...toEstimate(record),
      provider,
      publicLogoPath: provider.publicLogoPath,
      requiresSignature: context.provider.estimatesRequireSignature,
    };
  }

  /** Tells the provider's address (or its owners) what the client decided, with the decision. */
  async function tellProvider(
    work: Repositories,
    context: HubContext,
    estimateNumber: number,
    status: EstimateDecision,
  ) {
    const { provider, client } = context;
    const recipients = provider.email ? [provider.email] : await work.requests.listOwnerEmails(provider.id);
    const who = [client.firstName, client.lastName].filter(Boolean).join(' ');
    const verb = status === 'Approved' ? 'approved' : 'declined';
    for (const to of recipients)
      await work.outbox.enqueue(
        emailMessage(
          to,
          {
            providerName: provider.name,
            siteName: deps.siteName,
            subject: `${who} ${verb} estimate #${estimateNumber}`,
            paragraphs: [`${who} ${verb} estimate #${estimateNumber} in the client hub.`],
            link: {
              label: 'Open your estimates',
              url: `${deps.publicUrl}/account/service-manager?company=${encodeURIComponent(provider.vanityName)}&tab=estimates`,
            },
          },
          { kind: 'estimate-decision', providerId: provider.id, estimateNumber, status },
        ),
      );
    await work.events.publish('outbox.queued', {});
  }

  async function estimateIdOf(work: Repositories, context: HubContext, estimateNumber: number) {
    const id = await work.estimates.findIdByNumber(context.provider.id, estimateNumber);
    if (!id) throw new AppError('notFound', smMessages.estimateNotFound);
    return id;
  }

  /** With options, approving is choosing exactly one of them (issue 36); without, there is none to name. */
  async function approveOption(
    work: Repositories,
    estimate: { id: string; options: readonly unknown[] },
    position: number | undefined,
  ) {
    if (estimate.options.length === 0 && position === undefined) return;
    if (position === undefined)
      throw new AppError('badRequest', smMessages.optionRequired, {
        optionPosition: smMessages.optionRequired,
      });
    if (!(await work.estimates.approveOption(estimate.id, position, new Date())))
      throw new AppError('badRequest', smMessages.optionNotFound, {
        optionPosition: smMessages.optionNotFound,
      });
  }

  return {
    async listEstimates(principal: Principal, { uri, query }: { uri: string; query: HubEstimateListQuery }) {
      const { provider, client } = await hubOf(principal, uri);
      const { rows, total } = await repositories.estimates.list(provider.id, {
        ...query,
        clientId: client.id,
        withoutDrafts: true,
      });
      return { estimates: rows.map(toEstimateSummary), totalRecords: total };
    },

    async getEstimate(
      principal: Principal,
      { uri, estimateNumber }: { uri: string; estimateNumber: number },
    ) {
      return estimateOf(await hubOf(principal, uri), estimateNumber);
    },

    /**
     * Approve from Sent or Rejected, decline from Sent (spec 3 §4); 409 otherwise, and the provider hears of
     * it. An approval keeps the evidence and, when the provider asks for one, the signature (issue 36).
     */
    async decideEstimate(
      principal: Principal,
      input: {
        uri: string;
        estimateNumber: number;
        status: EstimateDecision;
        optionPosition?: number;
        signerName?: string;
        signaturePng?: string;
        evidence: ApprovalEvidence;
      },
    ) {
      const context = await hubOf(principal, input.uri);
      const signature =
        input.status === 'Approved'
          ? await signatureOf(input, context.provider.estimatesRequireSignature)
          : null;
      const allowed = input.status === 'Approved' ? canApproveEstimate : canDeclineEstimate;
      const from = ESTIMATE_STATUSES.filter(allowed);
      return deps.unitOfWork(async (work) => {
        const current = await estimateOf(context, input.estimateNumber, work);
        // The status change locks the row: of two approvals at once, the second finds it Approved.
        const changed = await work.estimates.setStatus(
          context.provider.id,
          input.estimateNumber,
          input.status,
          from,
        );
        if (!changed || !allowed(current.status))
          throw new AppError(
            'conflict',
            input.status === 'Approved' ? hubMessages.cannotApprove : hubMessages.cannotDecline,
          );
        // Past its last day the client asks for it again (issue 35); the refusal undoes the change.
        if (input.status === 'Approved')
          await refuseExpiredEstimate(work, {
            providerId: context.provider.id,
            estimateNumber: input.estimateNumber,
          });
        if (input.status === 'Approved')
          await approveOption(
            work,
            { id: await estimateIdOf(work, context, input.estimateNumber), options: current.options },
            input.optionPosition,
          );
        if (input.status === 'Approved')
          await recordApproval(work, deps.storage, context, {
            estimateNumber: input.estimateNumber,
            optionPosition: input.optionPosition,
            signature,
            evidence: input.evidence,
          });
        const answered = { providerId: context.provider.id, estimateNumber: input.estimateNumber };
        await estimateStatusWritten(work, answered);
        await tellProvider(work, context, input.estimateNumber, input.status);
        return estimateOf(context, input.estimateNumber, work);
      });
    },

    /** status=pending: Sent, Partial, Processing, Unknown (5 a page); status=paid: Paid (10 a page). */
    async listInvoices(principal: Principal, { uri, query }: { uri: string; query: HubInvoiceListQuery }) {
      const { provider, client } = await hubOf(principal, uri);
      const rows = query.rows ?? (query.status === 'pending' ? DEFAULT_PENDING_INVOICE_ROWS : 10);
      const { rows: found, total } = await repositories.invoices.list(provider.id, {
        ...query,
        rows,
        status: undefined,
        statuses: INVOICE_STATUSES_OF[query.status],
        clientId: client.id,
      });
      return { invoices: found.map(toInvoiceSummary), totalRecords: total };
    },

    /** Pay shows when the provider takes online payments and the invoice asks for money (core rule). */
    async getInvoice(principal: Principal, { uri, invoiceNumber }: { uri: string; invoiceNumber: number }) {
      const context = await hubOf(principal, uri);
      const record = await hubInvoiceOf(repositories.invoices, context, invoiceNumber);
      const invoice = toInvoice(record);
      const provider = providerOf(context);
      return {
        invoice,
        provider,
        paymentAllowed: isInvoicePayable(
          record.invoice,
          (await paymentsAccountOf(repositories, context.provider.id, deps.processorName)) !== undefined,
        ),
        paymentTypes: invoice.paymentTypes,
        paymentInstructions: invoice.paymentInstructions,
        publicLogoPath: provider.publicLogoPath,
        attachments: invoice.attachments,
      };
    },

    async listJobs(principal: Principal, { uri, query }: { uri: string; query: HubJobListQuery }) {
      const { provider, client } = await hubOf(principal, uri);
      const { rows, total } = await repositories.jobs.list(provider.id, { ...query, clientId: client.id });
      const visitsOf = summarizeJobVisits(
        await repositories.visits.listOfJobs(
          provider.id,
          rows.map((row) => row.job.id),
        ),
        provider.timeZone,
      );
      return {
        jobs: rows.map((row) => ({ ...toJob(row), ...visitsOf(row.job.jobNumber) })),
        totalRecords: total,
      };
    },

    /** One of the client's jobs with its visits (the spec's view-job); another client's is a 404. */
    async getJob(principal: Principal, { uri, jobNumber }: { uri: string; jobNumber: number }) {
      return hubJobDetailOf(repositories, await hubOf(principal, uri), jobNumber, new Date());
    },

    /** GET client-hub/details/{uri}: the client's own details (to prefill forms) and the provider. */
    async details(principal: Principal, uri: string) {
      const context = await hubOf(principal, uri);
      return {
        ...toClient(context.client),
        clientHubId: context.client.clientHubId,
        provider: providerOf(context),
      };
    },
  };
}
