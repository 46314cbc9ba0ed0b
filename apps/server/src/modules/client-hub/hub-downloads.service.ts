import { Readable } from 'node:stream';
import type { HubDownloadType } from '@porchlight/core/client-hub/client-hub.constants';
import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { isShownToClient } from '@porchlight/core/client-hub/client-hub.rules';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { attachmentName, thumbnailFileName } from '@porchlight/core/service-manager/attachments.rules';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { makeThumbnail } from '../media/media-checks';
import { type Download, openStored } from '../media/send-download';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import { type AttachmentVariant, openAttachment } from '../service-manager/document-attachments.service';
import type { RequestAttachmentRow } from './client-hub.repository';
import { type HubContext, hubClientOf } from './hub-client-of';

export interface HubDownloadInput {
  uri: string;
  type: HubDownloadType;
  number: number;
  attachmentNumber: number;
}

const notFound = {
  estimate: smMessages.estimateNotFound,
  invoice: smMessages.invoiceNotFound,
  request: hubMessages.requestNotFound,
};

/**
 * GET client-hub/download/… (spec 3 §7): a file of the hub client's own estimate, invoice or request
 * at this provider, or its 125 px thumbnail. Whose it is comes from the hub token (hubClientOf); a
 * draft, another client's document or an unknown number are the same 404 as a missing one.
 */
export function createHubDownloadsService(deps: {
  access: Access;
  repositories: Repositories;
  storage: MediaStorage;
}) {
  const { repositories, storage } = deps;
  const hubOf = hubClientOf(deps.access, repositories.clientHub);
  const attachmentMissing = () => new AppError('notFound', smMessages.attachmentNotFound);

  async function documentFile(
    context: HubContext,
    input: HubDownloadInput & { type: 'estimate' | 'invoice' },
    variant: AttachmentVariant,
  ): Promise<Download> {
    const attachments = repositories.documentAttachments;
    const document = await attachments.findDocument(input.type, context.provider.id, input.number);
    if (!document || document.clientId !== context.client.id || !isShownToClient(document.status))
      throw new AppError('notFound', notFound[input.type]);
    const row = await attachments.find(input.type, document.id, input.attachmentNumber);
    if (!row) throw attachmentMissing();
    return openAttachment(storage, row, variant);
  }

  /**
   * A request photo's 125 px thumbnail: stored with the photo since attachments came, made from its
   * 150 px inbox thumbnail for photos sent before.
   */
  async function requestThumbnail(row: RequestAttachmentRow): Promise<Download> {
    const file = { contentType: 'image/webp', fileName: thumbnailFileName(row.fileName) };
    const stored = await storage.read(thumbnailKey(row.storageKey, ATTACHMENT_THUMBNAIL_SIZE));
    if (stored && stored !== 'unsatisfiable') return { ...file, media: stored };
    const inbox = await openStored(
      storage,
      { ...file, key: row.thumbnailKey },
      smMessages.attachmentNotFound,
    );
    const source = Buffer.concat(await inbox.media.body.toArray());
    const data = await makeThumbnail(source, ATTACHMENT_THUMBNAIL_SIZE);
    const media = {
      body: Readable.from(data),
      contentType: file.contentType,
      contentLength: data.length,
      totalSize: data.length,
    };
    return { ...file, media };
  }

  /** Request photos are numbered in the order they were sent (1, 2 …), as the request's answer lists them. */
  async function requestFile(
    context: HubContext,
    input: HubDownloadInput,
    variant: AttachmentVariant,
  ): Promise<Download> {
    const { provider, client } = context;
    const found = client.emailAddress
      ? await repositories.clientHub.findRequest(provider.id, client.emailAddress, input.number)
      : undefined;
    if (!found) throw new AppError('notFound', notFound.request);
    const row = found.attachments[input.attachmentNumber - 1];
    if (!row) throw attachmentMissing();
    if (variant === 'thumbnail') return requestThumbnail(row);
    // Request photos are kept as WebP (re-encoded when sent): the name says so.
    const fileName = attachmentName(row.fileName, 'image/webp');
    const file = { key: row.storageKey, contentType: row.contentType, fileName };
    return openStored(storage, file, smMessages.attachmentNotFound);
  }

  return {
    async download(principal: Principal, input: HubDownloadInput, variant: AttachmentVariant) {
      const context = await hubOf(principal, input.uri);
      const { type } = input;
      return type === 'request'
        ? requestFile(context, input, variant)
        : documentFile(context, { ...input, type }, variant);
    },
  };
}
