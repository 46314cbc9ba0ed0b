import { randomUUID } from 'node:crypto';
import {
  pricingRequestMessages as messages,
  PRICING_PHOTO_MAX_BYTES,
  PRICING_PHOTOS_MAX,
} from '@porchlight/core/requests/pricing-request.constants';
import type { RequestUploadResponse } from '@porchlight/core/requests/pricing-request.schemas';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { makeThumbnails, reencodeImage } from '../media/media-checks';
import type { UploadedFile } from '../media/read-uploads';
import { AppError } from '../platform/app-error';
import type { RequestsRepository } from './requests.repository';
import type { UploadTokens } from './upload-token';

/** The formats a pricing request's photos may be in (spec 2 §5: JPG, PNG, GIF, WEBP), read from the bytes. */
const PRICING_PHOTO_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** The inbox's thumbnails. */
const THUMBNAIL_EDGE = 150;

export function createRequestAttachmentsService(deps: {
  access: Access;
  repository: RequestsRepository;
  storage: MediaStorage;
  uploadTokens: UploadTokens;
}) {
  return {
    /** The limits the route reads the multipart body with. */
    limits: { maxBytes: PRICING_PHOTO_MAX_BYTES, maxFiles: PRICING_PHOTOS_MAX },

    /**
     * POST client-hub/request/upload?uri=: the photos of a request just sent from this browser (its
     * upload token), up to 10 per request in all, each decoded and re-encoded without its EXIF data.
     * Each file answers for itself; a refused one never fails the others.
     */
    async upload(
      principal: Principal,
      input: { uri: string; requestNumber: string | undefined; token: string | undefined },
      files: AsyncIterable<UploadedFile>,
    ): Promise<RequestUploadResponse> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: input.uri },
        'contact',
      );
      const requestNumber = Number(input.requestNumber);
      const allowed =
        Number.isSafeInteger(requestNumber) &&
        requestNumber > 0 &&
        typeof input.token === 'string' &&
        deps.uploadTokens.verify(input.token, provider.id, requestNumber);
      const request = allowed ? await deps.repository.findRequest(provider.id, requestNumber) : undefined;
      // A 400, not a 403: the caller may send photos, just not to a request that is not theirs.
      if (request?.type !== 'paa')
        throw new AppError('badRequest', messages.uploadNotAllowed, {
          'x-upload-token': messages.uploadNotAllowed,
        });

      let stored = await deps.repository.countAttachments(request.id);
      const fileUploadStatus: RequestUploadResponse['fileUploadStatus'] = [];
      for await (const file of files) {
        if (file.kind !== 'file') {
          fileUploadStatus.push({
            fileName: file.name,
            uploaded: false,
            message: file.kind === 'too-many' ? messages.tooManyPhotos : messages.photosRejected,
          });
          continue;
        }
        if (stored >= PRICING_PHOTOS_MAX) {
          fileUploadStatus.push({ fileName: file.name, uploaded: false, message: messages.tooManyPhotos });
          continue;
        }
        const checked = await reencodeImage(file.data, 'photo', PRICING_PHOTO_FORMATS);
        if (checked.kind !== 'image') {
          fileUploadStatus.push({ fileName: file.name, uploaded: false, message: messages.photosRejected });
          continue;
        }
        const base = `requests/${provider.id}/${request.requestNumber}/${randomUUID()}`;
        const thumbnails = await makeThumbnails(checked.image.data);
        const thumbnail = thumbnails.get(THUMBNAIL_EDGE);
        const hubThumbnail = thumbnails.get(ATTACHMENT_THUMBNAIL_SIZE);
        if (!thumbnail || !hubThumbnail) throw new Error('A photo thumbnail is missing');
        await deps.storage.save(`${base}.webp`, checked.image.data);
        await deps.storage.save(`${base}-${THUMBNAIL_EDGE}.webp`, thumbnail);
        // The Client Hub's (spec 3 §9), found next to the photo by its key (thumbnailKey).
        await deps.storage.save(`${base}-${ATTACHMENT_THUMBNAIL_SIZE}.webp`, hubThumbnail);
        await deps.repository.insertAttachment({
          requestId: request.id,
          fileName: file.name,
          storageKey: `${base}.webp`,
          thumbnailKey: `${base}-${THUMBNAIL_EDGE}.webp`,
          contentType: checked.image.contentType,
          bytes: checked.image.data.length,
        });
        stored += 1;
        fileUploadStatus.push({ fileName: file.name, uploaded: true });
      }
      return { fileUploadStatus };
    },
  };
}

export type RequestAttachmentsService = ReturnType<typeof createRequestAttachmentsService>;
