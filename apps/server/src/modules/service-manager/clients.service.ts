import type {
  Client,
  ClientListQuery,
  ClientListResponse,
  ClientRequest,
} from '@porchlight/core/service-manager/clients.schemas';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import { timeZoneOfZip } from '@porchlight/zip-codes/time-zones';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isForeignKeyViolation } from '../platform/db-errors';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { ClientsRepository, ClientValues } from './clients.repository';
import { toClient } from './service-manager.answers';
import { serviceManagerProvider } from './service-manager-access';

type Owned<T> = T & { vanityName: string };

export function clientValuesOf(request: ClientRequest): ClientValues {
  const billing = request.billingAddress;
  return {
    companyName: request.companyName,
    firstName: request.firstName,
    lastName: request.lastName,
    emailAddress: request.emailAddress,
    mobilePhoneNumber: request.mobilePhoneNumber,
    address: request.address,
    address2: request.address2,
    city: request.city,
    stateCode: request.stateCode,
    zipCode: request.zipCode,
    separateBilling: request.separateBilling,
    billingAddress: billing?.address ?? null,
    billingAddress2: billing?.address2 ?? null,
    billingCity: billing?.city ?? null,
    billingStateCode: billing?.stateCode ?? null,
    billingZipCode: billing?.zipCode ?? null,
    timeZone: timeZoneOfZip(request.zipCode),
  };
}

/** The provider's clients (issue 13): list, search, add, change, delete. */
export function createClientsService(deps: {
  access: Access;
  repository: ClientsRepository;
  unitOfWork: UnitOfWork;
}) {
  const { repository } = deps;
  const providerOf = serviceManagerProvider(deps.access);

  return {
    async list(principal: Principal, query: ClientListQuery): Promise<ClientListResponse> {
      const provider = await providerOf(principal, query.vanityName);
      const { rows, total } = await repository.list(provider.id, query);
      return { clients: rows.map(toClient), totalRecords: total };
    },

    async get(principal: Principal, { vanityName, clientId }: Owned<{ clientId: string }>): Promise<Client> {
      const provider = await providerOf(principal, vanityName);
      const row = await repository.find(provider.id, clientId);
      if (!row) throw new AppError('notFound', messages.clientNotFound);
      return toClient(row);
    },

    async create(
      principal: Principal,
      { vanityName, body }: Owned<{ body: ClientRequest }>,
    ): Promise<Client> {
      const provider = await providerOf(principal, vanityName);
      return toClient(await repository.insert(provider.id, clientValuesOf(body)));
    },

    async update(
      principal: Principal,
      { vanityName, clientId, body }: Owned<{ clientId: string; body: ClientRequest }>,
    ): Promise<Client> {
      const provider = await providerOf(principal, vanityName);
      const row = await deps.unitOfWork(async (repositories) => {
        const before = await repositories.clients.find(provider.id, clientId);
        const after = await repositories.clients.update(provider.id, clientId, clientValuesOf(body));
        // Consent to texts was given for a number: a new number needs it again.
        if (before && after && before.mobilePhoneNumber !== after.mobilePhoneNumber)
          await repositories.clientMessages.revokeConsent(clientId, 'number-changed');
        return after;
      });
      if (!row) throw new AppError('notFound', messages.clientNotFound);
      return toClient(row);
    },

    /** Refused (409) while an estimate, invoice or job names the client: money records keep their client. */
    async delete(principal: Principal, { vanityName, clientId }: Owned<{ clientId: string }>): Promise<void> {
      const provider = await providerOf(principal, vanityName);
      try {
        await deps.unitOfWork(async ({ clients }) => {
          const row = await clients.find(provider.id, clientId);
          if (!row) throw new AppError('notFound', messages.clientNotFound);
          if (await clients.isInUse(clientId)) throw new AppError('conflict', messages.clientInUse);
          await clients.delete(provider.id, clientId);
        });
      } catch (error) {
        // An estimate written for the client meanwhile: the foreign key keeps the client.
        if (isForeignKeyViolation(error)) throw new AppError('conflict', messages.clientInUse);
        throw error;
      }
    },
  };
}
