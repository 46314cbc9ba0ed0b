import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { requestCancelRefusal } from '@porchlight/core/client-hub/client-hub.rules';
import type {
  CancelRequest,
  HubRequest,
  HubRequestListQuery,
} from '@porchlight/core/client-hub/client-hub.schemas';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { ClientHubRepository, HubRequestRow, RequestAttachmentRow } from './client-hub.repository';
import { hubClientOf } from './hub-client-of';

function toSummary(row: HubRequestRow) {
  return {
    requestNumber: row.requestNumber,
    requestDate: row.createdAt.toISOString(),
    status: row.status,
    type: row.type,
    services: row.services ?? [],
    closedOn: row.closedOn?.toISOString() ?? null,
    closedReason: row.closedReason,
  };
}

function toRequest(row: HubRequestRow, attachments: RequestAttachmentRow[]): HubRequest {
  return {
    ...toSummary(row),
    closedByUserType: row.closedByUserType,
    inputForm: row.inputForm.map(({ label, type, value, valueLabel }) => ({
      label,
      type,
      value,
      ...(valueLabel === undefined ? {} : { valueLabel }),
    })),
    address: row.address,
    address2: row.address2,
    city: row.city,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    // Numbered in the order they were sent, as the download path names them; every one is a picture.
    attachments: attachments.map((file, index) => ({
      number: index + 1,
      name: file.fileName,
      size: file.bytes,
      thumbnails: [ATTACHMENT_THUMBNAIL_SIZE],
    })),
  };
}

/**
 * The hub client's requests (spec 3 §2.4 "requests"): those sent to this provider from the client's
 * e-mail address; the client cancels an open one with a reason (spec 3 §4 "Request status").
 */
export function createHubRequestsService(deps: {
  access: Access;
  repository: ClientHubRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const hubOf = hubClientOf(deps.access, repository);

  async function find(principal: Principal, uri: string, requestNumber: number) {
    const { provider, client } = await hubOf(principal, uri);
    const found = client.emailAddress
      ? await repository.findRequest(provider.id, client.emailAddress, requestNumber)
      : undefined;
    if (!found) throw new AppError('notFound', hubMessages.requestNotFound);
    return found;
  }

  return {
    async list(principal: Principal, { uri, query }: { uri: string; query: HubRequestListQuery }) {
      const { provider, client } = await hubOf(principal, uri);
      if (!client.emailAddress) return { requests: [], totalRecords: 0 };
      const { rows, total } = await repository.listRequests(provider.id, client.emailAddress, query);
      return { requests: rows.map(toSummary), totalRecords: total };
    },

    async get(principal: Principal, { uri, requestNumber }: { uri: string; requestNumber: number }) {
      const { request, attachments } = await find(principal, uri, requestNumber);
      return toRequest(request, attachments);
    },

    /** 'Request canceled'; 409 'Request is already canceled' (or completed), also when another call won. */
    async cancel(
      principal: Principal,
      input: { uri: string; requestNumber: number; body: CancelRequest },
    ): Promise<{ message: string }> {
      const { request } = await find(principal, input.uri, input.requestNumber);
      const refusal = requestCancelRefusal(request.status);
      if (refusal === 'completed') throw new AppError('conflict', hubMessages.requestCompleted);
      const canceled =
        refusal === null &&
        (await repository.cancelRequest(request.id, {
          closedReason: input.body.closedReason,
          closedByUserType: input.body.closedByUserType,
          closedOn: now(),
        }));
      if (!canceled) throw new AppError('conflict', hubMessages.requestAlreadyCanceled);
      return { message: hubMessages.requestCanceled };
    },
  };
}
