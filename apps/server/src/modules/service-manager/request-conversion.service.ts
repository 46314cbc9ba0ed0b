import {
  clientFromRequest,
  draftItemsFromRequest,
  notesFromRequest,
} from '@porchlight/core/service-manager/request-conversion.rules';
import type { ConvertRequestResponse } from '@porchlight/core/service-manager/request-conversion.schemas';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import { timeZoneOfZip } from '@porchlight/zip-codes/time-zones';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { estimateValuesOf } from './estimates.service';
import { toClient, toEstimate } from './service-manager.answers';
import { serviceManagerProvider } from './service-manager-access';

const ALL_COLUMNS = {
  nameCol: true,
  descriptionCol: true,
  rateCol: true,
  quantityCol: true,
  taxCol: true,
  totalCol: true,
};

async function alreadyConverted(repositories: Repositories, requestId: string): Promise<AppError | null> {
  const estimateNumber = await repositories.estimates.findNumberByRequest(requestId);
  return estimateNumber === undefined
    ? null
    : new AppError('conflict', messages.alreadyConverted(estimateNumber));
}

/**
 * A request becomes work (issue 13): its customer as a client (the provider's client with the same
 * e-mail address when there is one) and a draft estimate with a line per service asked about and the
 * answers as notes, in one transaction. A request is converted once (409 after that).
 */
export function createRequestConversionService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  /** On the pool: reads after a failed transaction. */
  repositories: Repositories;
}) {
  const providerOf = serviceManagerProvider(deps.access);

  return {
    async convert(
      principal: Principal,
      { vanityName, requestNumber }: { vanityName: string; requestNumber: number },
    ): Promise<ConvertRequestResponse> {
      const provider = await providerOf(principal, vanityName);
      try {
        return await deps.unitOfWork(async (repositories) => {
          const request = await repositories.requests.findRequest(provider.id, requestNumber);
          if (!request) throw new AppError('notFound', messages.requestNotFound);
          const converted = await alreadyConverted(repositories, request.id);
          if (converted) throw converted;

          const existing = request.email
            ? await repositories.clients.findByEmail(provider.id, request.email)
            : undefined;
          const client =
            existing ??
            (await repositories.clients.insert(provider.id, {
              ...clientFromRequest(request),
              timeZone: timeZoneOfZip(request.zipCode),
            }));
          const { values, items } = estimateValuesOf(
            {
              clientId: client.id,
              columns: ALL_COLUMNS,
              items: draftItemsFromRequest(request),
              taxPercent: 0,
              discount: null,
              deposit: null,
              notes: notesFromRequest(request),
              options: [],
            },
            'Draft',
          );
          const estimateNumber = await repositories.counters.next(provider.id, 'estimate');
          await repositories.estimates.insert(
            provider.id,
            estimateNumber,
            { ...values, requestId: request.id },
            items,
          );
          const estimate = await repositories.estimates.find(provider.id, estimateNumber);
          if (!estimate) throw new Error(`Estimate ${estimateNumber} was not found right after its insert`);
          return {
            client: toClient(client),
            existingClient: existing !== undefined,
            estimate: toEstimate(estimate),
          };
        });
      } catch (error) {
        // Two conversions at once: the second meets the unique index and answers like a later one.
        if (isUniqueViolation(error, 'estimates_request_idx')) {
          const request = await deps.repositories.requests.findRequest(provider.id, requestNumber);
          const converted = request ? await alreadyConverted(deps.repositories, request.id) : null;
          if (converted) throw converted;
        }
        throw error;
      }
    },
  };
}
