import type { Totals } from '@porchlight/core/billing/totals.rules';
import { lacksItems } from '@porchlight/core/service-manager/documents.schemas';
import { headlineOptionIndex, optionTotalsOf } from '@porchlight/core/service-manager/estimate-options.rules';
import type {
  Estimate,
  EstimateListQuery,
  EstimateRequest,
  EstimateStatusChange,
} from '@porchlight/core/service-manager/estimates.schemas';
import type { EstimateStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import {
  editMakesNewVersion,
  estimateStatusChangeRefusal,
  isEstimateLocked,
} from '@porchlight/core/service-manager/status-changes.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { estimateStatusWritten } from '../messaging/estimate-messages';
import { AppError } from '../platform/app-error';
import { isForeignKeyViolation } from '../platform/db-errors';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { EstimatesRepository, EstimateValues, OptionValues } from './estimates.repository';
import { amountColumns, itemValuesOf, pricedValuesOf } from './priced-values';
import { toEstimate, toEstimateSummary } from './service-manager.answers';
import { serviceManagerProvider, today } from './service-manager-access';

type Owned<T> = T & { vanityName: string };

export const clientMissing = () =>
  new AppError('badRequest', messages.clientNotFound, { clientId: messages.clientNotFound });

/** Writes run in one transaction; a client deleted meanwhile surfaces as the same 400. */
export async function withClientCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw clientMissing();
    throw error;
  }
}

/**
 * An estimate's row values from a parsed request and its status; every amount from the core totals.
 * With options, each option is priced by the estimate's terms and the estimate takes the headline one's.
 */
export function estimateValuesOf(body: EstimateRequest, status: EstimateStatus) {
  if (body.options.length === 0 && lacksItems(status, body.items))
    throw new AppError('badRequest', messages.itemsRequired, { items: messages.itemsRequired });
  const priced = pricedValuesOf(body);
  const optionTotals = optionTotalsOf(body);
  const options: OptionValues[] = body.options.map((option, index) => ({
    position: index + 1,
    name: option.name,
    recommended: option.recommended,
    ...amountColumns(optionTotals[index] as Totals),
    items: itemValuesOf(option.items),
  }));
  const headline = optionTotals[headlineOptionIndex(body.options)];
  const values: EstimateValues = {
    clientId: body.clientId,
    status,
    estimateDate: body.estimateDate ?? today(),
    ...(body.expiresOn !== undefined ? { expiresOn: body.expiresOn } : {}),
    columns: body.columns,
    notes: body.notes,
    ...priced.values,
    ...(headline ? amountColumns(headline) : {}),
  };
  return { values, items: priced.items, options };
}

/** The status a change asks for, if the provider may give it now (core status rules). */
function checkedStatus(before: EstimateStatus, requested: EstimateStatus | undefined): EstimateStatus {
  const status = requested ?? before;
  const refusal = estimateStatusChangeRefusal(before, status);
  if (refusal) throw new AppError('conflict', refusal, { status: refusal });
  return status;
}

/** Reads the written estimate back in the same transaction, as the answer. */
async function answer(
  repositories: Repositories,
  providerId: string,
  estimateNumber: number,
): Promise<Estimate> {
  const record = await repositories.estimates.find(providerId, estimateNumber);
  if (!record) throw new Error(`estimate #${estimateNumber} vanished`);
  return toEstimate(record);
}

/** The provider's estimates (issue 13), numbered per provider; the server computes every amount. */
export function createEstimatesService(deps: {
  access: Access;
  repository: EstimatesRepository;
  unitOfWork: UnitOfWork;
}) {
  const { repository } = deps;
  const providerOf = serviceManagerProvider(deps.access);

  return {
    async list(principal: Principal, query: EstimateListQuery) {
      const provider = await providerOf(principal, query.vanityName);
      const { rows, total } = await repository.list(provider.id, query);
      return { estimates: rows.map(toEstimateSummary), totalRecords: total };
    },

    async get(
      principal: Principal,
      { vanityName, estimateNumber }: Owned<{ estimateNumber: number }>,
    ): Promise<Estimate> {
      const provider = await providerOf(principal, vanityName);
      const record = await repository.find(provider.id, estimateNumber);
      if (!record) throw new AppError('notFound', messages.estimateNotFound);
      return toEstimate(record);
    },

    /** The next estimate number comes from the provider's counter row, locked until this transaction ends. */
    async create(
      principal: Principal,
      { vanityName, body }: Owned<{ body: EstimateRequest }>,
    ): Promise<Estimate> {
      const provider = await providerOf(principal, vanityName);
      const { values, items, options } = estimateValuesOf(body, body.status ?? 'Draft');
      return withClientCheck(() =>
        deps.unitOfWork(async (repositories) => {
          if (!(await repositories.clients.find(provider.id, body.clientId))) throw clientMissing();
          const estimateNumber = await repositories.counters.next(provider.id, 'estimate');
          await repositories.estimates.insert(provider.id, estimateNumber, values, items, options);
          return answer(repositories, provider.id, estimateNumber);
        }),
      );
    },

    /** Content and status together; what is closed stays as it was, what the client approved gets a new version. */
    async update(
      principal: Principal,
      { vanityName, estimateNumber, body }: Owned<{ estimateNumber: number; body: EstimateRequest }>,
    ): Promise<Estimate> {
      const provider = await providerOf(principal, vanityName);
      return withClientCheck(() =>
        deps.unitOfWork(async (repositories) => {
          const before = await repositories.estimates.find(provider.id, estimateNumber);
          if (!before) throw new AppError('notFound', messages.estimateNotFound);
          const from = before.estimate.status;
          if (isEstimateLocked(from)) throw new AppError('conflict', messages.estimateLocked);
          // The approved version stays in its approval; the change is the next version, a Draft to send again.
          const newVersion = editMakesNewVersion(from);
          const { values, items, options } = estimateValuesOf(
            body,
            newVersion ? 'Draft' : checkedStatus(from, body.status),
          );
          if (!(await repositories.clients.find(provider.id, body.clientId))) throw clientMissing();
          // Left out, the date stays what it was.
          const changes = {
            ...values,
            estimateDate: body.estimateDate,
            ...(newVersion ? { version: before.estimate.version + 1 } : {}),
          };
          const replaced = await repositories.estimates.replace(
            provider.id,
            estimateNumber,
            from,
            changes,
            items,
            options,
          );
          if (!replaced) throw new AppError('conflict', messages.changedMeanwhile);
          // An answer, or a new last day, changes which follow-ups are still to come (issue 35).
          if (
            values.status !== from ||
            (values.expiresOn !== undefined && values.expiresOn !== before.estimate.expiresOn)
          )
            await estimateStatusWritten(repositories, { providerId: provider.id, estimateNumber });
          return answer(repositories, provider.id, estimateNumber);
        }),
      );
    },

    /** A status change alone (closing an approved estimate), by the same rules. */
    async changeStatus(
      principal: Principal,
      { vanityName, estimateNumber, body }: Owned<{ estimateNumber: number; body: EstimateStatusChange }>,
    ): Promise<Estimate> {
      const provider = await providerOf(principal, vanityName);
      return deps.unitOfWork(async (repositories) => {
        const before = await repositories.estimates.find(provider.id, estimateNumber);
        if (!before) throw new AppError('notFound', messages.estimateNotFound);
        const from = before.estimate.status;
        const status = checkedStatus(from, body.status);
        if (lacksItems(status, before.items))
          throw new AppError('badRequest', messages.itemsRequired, { items: messages.itemsRequired });
        if (!(await repositories.estimates.setStatus(provider.id, estimateNumber, status, [from])))
          throw new AppError('conflict', messages.changedMeanwhile);
        await estimateStatusWritten(repositories, { providerId: provider.id, estimateNumber });
        return answer(repositories, provider.id, estimateNumber);
      });
    },
  };
}
