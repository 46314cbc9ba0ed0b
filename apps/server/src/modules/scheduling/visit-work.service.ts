import { randomUUID } from 'node:crypto';
import { VISIT_PHOTO_MAX_BYTES, VISIT_PHOTOS_MAX } from '@porchlight/core/scheduling/scheduling.constants';
import {
  visitWorkMessages as messages,
  schedulingMessages,
} from '@porchlight/core/scheduling/scheduling.messages';
import type {
  ChecklistTick,
  VisitNotes,
  VisitPhotoUpload,
} from '@porchlight/core/scheduling/visit-work.schemas';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { attachmentName, thumbnailFileName } from '@porchlight/core/service-manager/attachments.rules';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_THUMBNAIL_SIZE,
} from '@porchlight/core/service-manager/service-manager.constants';
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
import type { ProfileRepository } from '../providers/profile.repository';
import type { VisitRecord } from './visits.repository';
import { toVisit } from './visits.service';
import { workedVisitOf } from './worked-visit';

interface VisitInput {
  vanityName: string;
  visitId: string;
}
type PhotoInput = VisitInput & { photoNumber: number };
export type PhotoVariant = 'file' | 'thumbnail';

/** A visit that will not happen (cancelled, or a skipped date) keeps what was recorded on it. */
function requireWorked(record: VisitRecord): void {
  const { status } = record.visit;
  if (status === 'cancelled' || status === 'skipped')
    throw new AppError('conflict', messages.notWorked(status));
}

/**
 * What the person working records at a visit (issue 33 item 3): checklist ticks, notes and photos.
 * The team's to do (`workVisits`), a technician's on their own visits only (404 otherwise, as every
 * visit the caller may not work on). Photos are pictures checked on their bytes like estimates'
 * attachments: re-encoded without metadata, a 125 px WebP thumbnail, private files.
 */
export function createVisitWorkService(deps: {
  access: Access;
  repositories: Repositories;
  /** The open hours the visit's answer is flagged against. */
  profiles: Pick<ProfileRepository, 'listOpenHours'>;
  unitOfWork: UnitOfWork;
  storage: MediaStorage;
  log?: CleanupLog;
}) {
  const { repositories, storage } = deps;
  const { visits, visitPhotos } = repositories;
  const workedVisit = workedVisitOf({ access: deps.access, visits });
  const { saveThenRecord, removeQuietly } = storedFiles(storage, deps.log);

  /** The visit as it is now, in its answer's shape. */
  async function answer(provider: { id: string; timeZone: string }, visitId: string): Promise<Visit> {
    const [record, openHours] = await Promise.all([
      visits.find(provider.id, visitId),
      deps.profiles.listOpenHours(provider.id),
    ]);
    if (!record) throw new AppError('notFound', schedulingMessages.visitNotFound);
    return toVisit(record, provider.timeZone, openHours);
  }

  /** Checks, stores and numbers one picture; the message of its refusal, or null once it is added. */
  async function addOne(
    ids: { providerId: string; visitId: string; userId: string },
    file: { name: string; data: Buffer },
  ): Promise<string | null> {
    const checked = await checkAttachment(file.data);
    // Pictures only: a PDF has no place among a visit's photos.
    if (!checked?.thumbnail) return messages.photoRejected;
    const base = `visits/${ids.providerId}/${randomUUID()}`;
    const storageKey = `${base}.${ATTACHMENT_EXTENSIONS[checked.contentType][0]}`;
    const thumbnailKey = `${base}-${ATTACHMENT_THUMBNAIL_SIZE}.webp`;
    const outcome = await saveThenRecord(
      [
        [storageKey, checked.data],
        [thumbnailKey, checked.thumbnail],
      ],
      () =>
        deps.unitOfWork((work) =>
          work.visitPhotos.add(
            ids.providerId,
            ids.visitId,
            {
              name: attachmentName(file.name, checked.contentType),
              size: checked.data.length,
              contentType: checked.contentType,
              storageKey,
              thumbnailKey,
              uploadedBy: ids.userId,
            },
            VISIT_PHOTOS_MAX,
          ),
        ),
      (recorded) => recorded.kind === 'added',
    );
    if (outcome.kind === 'added') return null;
    return outcome.kind === 'full' ? messages.tooManyPhotos : schedulingMessages.visitNotFound;
  }

  return {
    /** The limits the route reads the multipart body with. */
    limits: { maxBytes: VISIT_PHOTO_MAX_BYTES, maxFiles: VISIT_PHOTOS_MAX },

    /** PUT provider/schedule/visits/{visitId}/checklist/{itemId} */
    async tick(
      principal: Principal,
      input: VisitInput & { itemId: string; body: ChecklistTick },
    ): Promise<Visit> {
      const { provider, userId, record } = await workedVisit(principal, input.vanityName, input.visitId);
      requireWorked(record);
      if (!(await visits.tickChecklistItem(input.visitId, input.itemId, input.body.done, userId)))
        throw new AppError('notFound', messages.checklistItemNotFound);
      return answer(provider, input.visitId);
    },

    /** PUT provider/schedule/visits/{visitId}/notes: at the version read, or 409. */
    async saveNotes(principal: Principal, input: VisitInput & { body: VisitNotes }): Promise<Visit> {
      const { provider, record } = await workedVisit(principal, input.vanityName, input.visitId);
      requireWorked(record);
      const row = await visits.update(provider.id, input.visitId, input.body.version, {
        notes: input.body.notes || null,
      });
      if (!row)
        throw new AppError('conflict', schedulingMessages.changedBySomeoneElse, {
          version: schedulingMessages.changedBySomeoneElse,
        });
      return answer(provider, input.visitId);
    },

    /** Each file answers for itself: a refused one (type, size, the visit full) never fails the others. */
    async uploadPhotos(
      principal: Principal,
      input: VisitInput,
      files: AsyncIterable<UploadedFile>,
    ): Promise<VisitPhotoUpload> {
      const { provider, userId, record } = await workedVisit(principal, input.vanityName, input.visitId);
      requireWorked(record);
      const ids = { providerId: provider.id, visitId: input.visitId, userId };
      const fileUploadStatus = await eachUploadedFile(
        files,
        VISIT_PHOTOS_MAX - (await visitPhotos.count(input.visitId)),
        { tooLarge: messages.photoRejected, full: messages.tooManyPhotos },
        (file) => addOne(ids, file),
      );
      return { ...(await answer(provider, input.visitId)), fileUploadStatus };
    },

    /** GET …/photos/{photoNumber} and …/125: the picture or its thumbnail. */
    async openPhoto(principal: Principal, input: PhotoInput, variant: PhotoVariant): Promise<Download> {
      await workedVisit(principal, input.vanityName, input.visitId);
      const row = await visitPhotos.find(input.visitId, input.photoNumber);
      if (!row) throw new AppError('notFound', messages.photoNotFound);
      const file =
        variant === 'file'
          ? { key: row.storageKey, contentType: row.contentType, fileName: row.name }
          : { key: row.thumbnailKey, contentType: 'image/webp', fileName: thumbnailFileName(row.name) };
      return openStored(storage, file, messages.photoNotFound);
    },

    /** DELETE …/photos/{photoNumber}: the record, then its stored files; the visit with the photos left. */
    async removePhoto(principal: Principal, input: PhotoInput): Promise<Visit> {
      const { provider, record } = await workedVisit(principal, input.vanityName, input.visitId);
      requireWorked(record);
      const removed = await visitPhotos.remove(input.visitId, input.photoNumber);
      if (!removed) throw new AppError('notFound', messages.photoNotFound);
      await removeQuietly([removed.storageKey, removed.thumbnailKey]);
      return answer(provider, input.visitId);
    },
  };
}

export type VisitWorkService = ReturnType<typeof createVisitWorkService>;
