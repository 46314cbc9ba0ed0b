import { routePath } from '@porchlight/core/platform/route';
import { inboxMessages } from '@porchlight/core/requests/inbox.messages';
import type { InboxRequest, InboxResponse } from '@porchlight/core/requests/inbox.schemas';
import {
  downloadRequestPhotoRoute,
  downloadRequestPhotoThumbnailRoute,
} from '@porchlight/core/requests/requests.routes';
import { attachmentName, thumbnailFileName } from '@porchlight/core/service-manager/attachments.rules';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { type Download, openStored } from '../media/send-download';
import { AppError } from '../platform/app-error';
import type { AttachmentRow, RequestRow, RequestsRepository } from './requests.repository';

/**
 * Where the inbox shows a request's photo and its thumbnail: the authorised routes (the owner's or a
 * manager's session cookie goes with them), never /media/ or a CDN, as request photos are private.
 */
function photoUrls(vanityName: string, requestNumber: number, attachmentNumber: number) {
  const params = { requestNumber, attachmentNumber };
  const query = { vanityName };
  return {
    url: `/api/v1${routePath(downloadRequestPhotoRoute, params, query)}`,
    thumbnailUrl: `/api/v1${routePath(downloadRequestPhotoThumbnailRoute, params, query)}`,
  };
}

function toInboxRequest(vanityName: string, row: RequestRow, attachments: AttachmentRow[]): InboxRequest {
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
    // Numbered in the order they were sent (listAttachments' order), as the photo routes find them.
    attachments: attachments
      .filter((attachment) => attachment.requestId === row.id)
      .map((attachment, index) => ({
        fileName: attachment.fileName,
        ...photoUrls(vanityName, row.requestNumber, index + 1),
      })),
  };
}

/** The provider's inbox (issue 12): every request, newest first, read by its owners and managers. */
export function createInboxService(deps: {
  access: Access;
  repository: RequestsRepository;
  storage: MediaStorage;
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
        requests: page.map((row) => toInboxRequest(provider.vanityName, row, attachments)),
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
      return toInboxRequest(provider.vanityName, row, await repository.listAttachments([row.id]));
    },

    /** GET provider/profile/requests/:requestNumber/attachments/:attachmentNumber[/150]: a photo or its thumbnail. */
    async openPhoto(
      principal: Principal,
      input: { vanityName: string; requestNumber: number; attachmentNumber: number },
      variant: 'file' | 'thumbnail',
    ): Promise<Download> {
      const provider = await providerOf(principal, input.vanityName);
      const request = await repository.findRequest(provider.id, input.requestNumber);
      if (!request) throw new AppError('notFound', inboxMessages.notFound);
      const row = (await repository.listAttachments([request.id]))[input.attachmentNumber - 1];
      const missing = serviceManagerMessages.attachmentNotFound;
      if (!row) throw new AppError('notFound', missing);
      // Request photos are kept as WebP (re-encoded when sent): the name says so.
      const file =
        variant === 'file'
          ? {
              key: row.storageKey,
              contentType: row.contentType,
              fileName: attachmentName(row.fileName, 'image/webp'),
            }
          : { key: row.thumbnailKey, contentType: 'image/webp', fileName: thumbnailFileName(row.fileName) };
      return openStored(deps.storage, file, missing);
    },
  };
}
