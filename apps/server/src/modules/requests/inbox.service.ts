import { inboxMessages } from '@porchlight/core/requests/inbox.messages';
import type { InboxRequest, InboxResponse } from '@porchlight/core/requests/inbox.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { MediaUrls } from '../media/media-storage';
import { AppError } from '../platform/app-error';
import type { AttachmentRow, RequestRow, RequestsRepository } from './requests.repository';

function toInboxRequest(row: RequestRow, attachments: AttachmentRow[], media: MediaUrls): InboxRequest {
  return {
    requestNumber: row.requestNumber,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredContactMethod: row.preferredContactMethod,
    email: row.email,
    mobilePhoneNumber: row.mobilePhoneNumber,
    services: row.services ?? [],
    inputForm: row.inputForm,
    address: row.address,
    address2: row.address2,
    city: row.city,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    submittedFromUrl: row.submittedFromUrl,
    attachments: attachments
      .filter((attachment) => attachment.requestId === row.id)
      .map((attachment) => ({
        fileName: attachment.fileName,
        url: media.publicUrl(attachment.storageKey),
        thumbnailUrl: media.publicUrl(attachment.thumbnailKey),
      })),
  };
}

/** The provider's inbox (issue 12): every request, newest first, read by its owners and managers. */
export function createInboxService(deps: {
  access: Access;
  repository: RequestsRepository;
  media: MediaUrls;
}) {
  const { repository } = deps;
  const providerOf = async (principal: Principal, vanityName: string) =>
    (await deps.access.requireProviderAccess(principal, { vanityName }, 'readRequests')).provider;

  return {
    async list(
      principal: Principal,
      { vanityName, first, rows }: { vanityName: string; first: number; rows: number },
    ): Promise<InboxResponse> {
      const provider = await providerOf(principal, vanityName);
      const [page, counts] = await Promise.all([
        repository.listRequests(provider.id, { first, rows }),
        repository.countRequests(provider.id),
      ]);
      const attachments = await repository.listAttachments(page.map((row) => row.id));
      return {
        requests: page.map((row) => toInboxRequest(row, attachments, deps.media)),
        totalRecords: counts.total,
        unreadCount: counts.unread,
      };
    },

    async unreadCount(principal: Principal, { vanityName }: { vanityName: string }) {
      const provider = await providerOf(principal, vanityName);
      return { unreadCount: (await repository.countRequests(provider.id)).unread };
    },

    async markRead(
      principal: Principal,
      { vanityName, requestNumber }: { vanityName: string; requestNumber: number },
    ): Promise<InboxRequest> {
      const provider = await providerOf(principal, vanityName);
      const row = await repository.markRead(provider.id, requestNumber, new Date());
      if (!row) throw new AppError('notFound', inboxMessages.notFound);
      return toInboxRequest(row, await repository.listAttachments([row.id]), deps.media);
    },
  };
}
