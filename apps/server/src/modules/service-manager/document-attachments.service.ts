import { randomUUID } from 'node:crypto';
import { attachmentName, thumbnailFileName } from '@porchlight/core/service-manager/attachments.rules';
import type { AttachmentUploadResponse } from '@porchlight/core/service-manager/attachments.schemas';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_THUMBNAIL_SIZE,
  DOCUMENT_ATTACHMENT_MAX_BYTES,
  DOCUMENT_ATTACHMENTS_MAX,
  type DocumentType,
} from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { checkAttachment } from '../media/attachment-checks';
import type { UploadedFile } from '../media/read-uploads';
import { type Download, openStored } from '../media/send-download';
import { type CleanupLog, storedFiles } from '../media/stored-files';
import { eachUploadedFile } from '../media/upload-outcomes';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { AttachmentRow } from './estimates.repository';
import { toAttachment } from './service-manager.answers';
import { serviceManagerProvider } from './service-manager-access';

interface DocumentInput {
  vanityName: string;
  type: DocumentType;
  number: number;
}
type AttachmentInput = DocumentInput & { attachmentNumber: number };
export type AttachmentVariant = 'file' | 'thumbnail';

const documentNotFound = { estimate: messages.estimateNotFound, invoice: messages.invoiceNotFound };

/** The stored file of an attachment (or its thumbnail), as a download. */
export function openAttachment(
  storage: MediaStorage,
  row: AttachmentRow,
  variant: AttachmentVariant,
): Promise<Download> {
  const file =
    variant === 'file'
      ? { key: row.storageKey, contentType: row.contentType, fileName: row.name }
      : { key: row.thumbnailKey, contentType: 'image/webp', fileName: thumbnailFileName(row.name) };
  return openStored(storage, file, messages.attachmentNotFound);
}

/**
 * Files the provider attaches to an estimate or invoice (spec 3 §3 "Attachment"): pictures and PDFs,
 * checked on their bytes, numbered per document, shown to the client in the hub.
 */
export function createDocumentAttachmentsService(deps: {
  access: Access;
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  storage: MediaStorage;
  log?: CleanupLog;
}) {
  const { repositories, storage } = deps;
  const repository = repositories.documentAttachments;
  const providerOf = serviceManagerProvider(deps.access);
  const { saveThenRecord, removeQuietly } = storedFiles(storage, deps.log);

  async function documentOf(principal: Principal, input: DocumentInput) {
    const provider = await providerOf(principal, input.vanityName);
    const document = await repository.findDocument(input.type, provider.id, input.number);
    if (!document) throw new AppError('notFound', documentNotFound[input.type]);
    return { providerId: provider.id, documentId: document.id };
  }

  async function attachmentsOf(type: DocumentType, documentId: string) {
    return { attachments: (await repository.list(type, documentId)).map(toAttachment) };
  }

  /** Checks, stores and numbers one file; the message of its refusal, or null once it is attached. */
  async function attachOne(
    type: DocumentType,
    ids: { providerId: string; documentId: string },
    file: { name: string; data: Buffer },
  ): Promise<string | null> {
    const checked = await checkAttachment(file.data);
    if (!checked) return messages.attachmentRejected;
    const base = `documents/${ids.providerId}/${randomUUID()}`;
    const storageKey = `${base}.${ATTACHMENT_EXTENSIONS[checked.contentType][0]}`;
    const thumbnail: [string, Buffer] | null = checked.thumbnail
      ? [`${base}-${ATTACHMENT_THUMBNAIL_SIZE}.webp`, checked.thumbnail]
      : null;
    const files: [string, Buffer][] = thumbnail
      ? [[storageKey, checked.data], thumbnail]
      : [[storageKey, checked.data]];
    const outcome = await saveThenRecord(
      files,
      () =>
        deps.unitOfWork((work) =>
          work.documentAttachments.attach(
            type,
            ids.providerId,
            ids.documentId,
            {
              name: attachmentName(file.name, checked.contentType),
              size: checked.data.length,
              contentType: checked.contentType,
              storageKey,
              thumbnailKey: thumbnail?.[0] ?? null,
            },
            DOCUMENT_ATTACHMENTS_MAX,
          ),
        ),
      (recorded) => recorded.kind === 'attached',
    );
    if (outcome.kind === 'attached') return null;
    return outcome.kind === 'full' ? messages.tooManyAttachments : documentNotFound[type];
  }

  return {
    /** The limits the route reads the multipart body with. */
    limits: { maxBytes: DOCUMENT_ATTACHMENT_MAX_BYTES, maxFiles: DOCUMENT_ATTACHMENTS_MAX },

    /** Each file answers for itself: a refused one (type, size, the document full) never fails the others. */
    async upload(
      principal: Principal,
      input: DocumentInput,
      files: AsyncIterable<UploadedFile>,
    ): Promise<AttachmentUploadResponse> {
      const ids = await documentOf(principal, input);
      const room = DOCUMENT_ATTACHMENTS_MAX - (await repository.list(input.type, ids.documentId)).length;
      const fileUploadStatus = await eachUploadedFile(
        files,
        room,
        { tooLarge: messages.attachmentRejected, full: messages.tooManyAttachments },
        (file) => attachOne(input.type, ids, file),
      );
      return { fileUploadStatus, ...(await attachmentsOf(input.type, ids.documentId)) };
    },

    async open(principal: Principal, input: AttachmentInput, variant: AttachmentVariant): Promise<Download> {
      const { documentId } = await documentOf(principal, input);
      const row = await repository.find(input.type, documentId, input.attachmentNumber);
      if (!row) throw new AppError('notFound', messages.attachmentNotFound);
      return openAttachment(storage, row, variant);
    },

    /** Deletes the file's record, then its stored bytes; the files left. */
    async remove(principal: Principal, input: AttachmentInput) {
      const { documentId } = await documentOf(principal, input);
      const removed = await repository.remove(input.type, documentId, input.attachmentNumber);
      if (!removed) throw new AppError('notFound', messages.attachmentNotFound);
      await removeQuietly([removed.storageKey, ...(removed.thumbnailKey ? [removed.thumbnailKey] : [])]);
      return attachmentsOf(input.type, documentId);
    },
  };
}

export type DocumentAttachmentsService = ReturnType<typeof createDocumentAttachmentsService>;
