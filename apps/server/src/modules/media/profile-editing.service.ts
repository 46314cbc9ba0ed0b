import { randomBytes } from 'node:crypto';
import { normalizeAboutHtml } from '@porchlight/core/media/about.rules';
import { friendlyNameBase } from '@porchlight/core/media/friendly-names.rules';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import {
  ABOUT_MAX_LENGTH,
  AI_DAILY_CAP_PER_PROVIDER,
  BANNER_CROP_MIN_HEIGHT,
  BANNER_CROP_MIN_WIDTH,
  BANNER_UPLOAD_MAX_BYTES,
  LOGO_UPLOAD_MAX_BYTES,
  PHOTO_THUMBNAIL_SIZES,
} from '@porchlight/core/media/profile-editing.constants';
import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import {
  type AboutRequest,
  type BannerSettingsRequest,
  type FileUploadStatus,
  type LogoSettingsRequest,
  normalizeHexColor,
  type PhotoTitleRequest,
  type RevisedImageRequest,
} from '@porchlight/core/media/profile-editing.schemas';
import { isProPlan } from '@porchlight/core/providers/profile.constants';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import type { AiAdapter } from '../../adapters/ai';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import { sanitizeAboutHtml } from '../platform/rich-text';
import type { UnitOfWork } from '../platform/unit-of-work';
import { createAiGenerations } from './ai-generations';
import {
  decodeBase64Image,
  type EncodedImage,
  type ImageCheck,
  type ImagePurpose,
  isMp4Video,
  makeThumbnails,
  reencodeImage,
} from './media-checks';
import { photoView } from './photo-view';
import type {
  AiKind,
  OwnedProvider,
  PhotoInsert,
  ProfileEditingRepository,
} from './profile-editing.repository';
import type { UploadedFile } from './read-uploads';
import { type CleanupLog, storedFiles } from './stored-files';

/** The provider being edited and who is editing it. */
export interface Owner extends OwnedProvider {
  userId: string;
  isAdmin: boolean;
}

/** Every editing call names the provider it edits. */
export interface OwnerInput {
  vanityName: string;
}

interface Uploads {
  files: AsyncIterable<UploadedFile>;
}

type ProfileImage = 'banner' | 'logo';

/** Tries at inserting a photo row when a unique index refuses its friendly name. */
const PHOTO_INSERT_ATTEMPTS = 3;

type PhotoValues = Omit<PhotoInsert, 'friendlyImageName'>;

const shortId = () => randomBytes(5).toString('hex');
const failed = (name: string, message: string): FileUploadStatus => ({ name, success: false, message });
const succeeded = (name: string): FileUploadStatus => ({ name, success: true, message: messages.uploaded });
/** Why an upload that is no usable picture is refused. */
const imageRefusal = (checked: Exclude<ImageCheck, { kind: 'image' }>) =>
  checked.kind === 'too-many-pixels' ? messages.pictureTooLarge : messages.imageOnly;

/** A drawing from the AI service, checked like an upload: it is bytes from outside too. */
async function generatedImage(data: Buffer, purpose: ImagePurpose): Promise<EncodedImage> {
  const checked = await reencodeImage(data, purpose);
  if (checked.kind !== 'image')
    throw new Error(`The AI service answered no usable picture (${checked.kind})`);
  return checked.image;
}

export function createProfileEditingService(deps: {
  repository: ProfileEditingRepository;
  access: Access;
  unitOfWork: UnitOfWork;
  storage: MediaStorage;
  ai: AiAdapter;
  log?: CleanupLog;
  now?: () => Date;
}) {
  const { repository, storage, ai } = deps;

  /** The provider being edited, once the access layer allows this principal to edit it. */
  async function ownerOf(principal: Principal, { vanityName }: OwnerInput): Promise<Owner> {
    const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'editProfile');
    const user = requireUser(principal);
    return { ...provider, userId: user.userId, isAdmin: user.isAdmin };
  }

  const { saveAll, removeQuietly } = storedFiles(storage, deps.log);

  /**
   * A change of what the profile shows (never where search lists it), with the event that drops its
   * cached pages, in one transaction.
   */
  function changeProfile<T>(owner: Owner, write: (repository: ProfileEditingRepository) => Promise<T>) {
    return deps.unitOfWork(async ({ profileEditing, events }) => {
      const result = await write(profileEditing);
      await events.providerChanged(owner, { contentOnly: true });
      return result;
    });
  }

  const updateProvider = (owner: Owner, values: Parameters<ProfileEditingRepository['updateProvider']>[1]) =>
    changeProfile(owner, (profileEditing) => profileEditing.updateProvider(owner.id, values));

  /** Stores a new banner or logo under a fresh key (media is cached for days), then drops the old file. */
  async function storeProfileImage(
    owner: Owner,
    which: ProfileImage,
    image: EncodedImage,
    extra: { profilePicBackgroundColor?: string | null } = {},
  ): Promise<string> {
    const key = `providers/${owner.id}/${which}-${shortId()}.webp`;
    await saveAll([[key, image.data]]);
    const previous = which === 'banner' ? owner.bannerImage : owner.profilePic;
    try {
      await updateProvider(owner, which === 'banner' ? { bannerImage: key } : { profilePic: key, ...extra });
    } catch (error) {
      await removeQuietly([key]);
      throw error;
    }
    if (previous && previous !== key && previous.startsWith('providers/')) await removeQuietly([previous]);
    if (which === 'banner') owner.bannerImage = key;
    else owner.profilePic = key;
    return key;
  }

  /**
   * The photo's row under the first free friendly name: the repository makes parallel uploads of one
   * provider take turns; a unique violation can only come from a writer outside that turn, so try again.
   */
  async function insertPhotoRow(owner: Owner, base: string, values: PhotoValues): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await changeProfile(owner, (profileEditing) => profileEditing.insertPhotoWithFreeName(base, values));
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= PHOTO_INSERT_ATTEMPTS) throw error;
      }
    }
  }

  /** One photo or video: checked on its bytes, stored with its thumbnails, then its row; all or nothing. */
  async function storePhoto(owner: Owner, file: UploadedFile): Promise<FileUploadStatus> {
    if (file.kind === 'too-large') return failed(file.name, messages.photoTooLarge);
    if (file.kind === 'too-many') return failed(file.name, messages.tooManyFiles);

    const video = isMp4Video(file.data);
    const checked = video ? null : await reencodeImage(file.data, 'photo');
    if (checked?.kind === 'too-many-pixels') return failed(file.name, messages.pictureTooLarge);
    const image = checked?.kind === 'image' ? checked.image : null;
    if (!video && !image) return failed(file.name, messages.imageOrVideoOnly);

    const files: [string, Buffer][] = [];
    const extension = video ? 'mp4' : 'webp';
    const stemKey = `providers/${owner.id}/photos/${shortId()}`;
    const key = `${stemKey}.${extension}`;
    files.push([key, image ? image.data : file.data]);
    if (image) {
      const thumbnails = await makeThumbnails(image.data);
      for (const [size, thumbnail] of thumbnails) files.push([thumbnailKey(key, size), thumbnail]);
    }

    try {
      await saveAll(files);
    } catch (error) {
      deps.log?.error({ err: error }, 'photo storage failed');
      return failed(file.name, messages.uploadFailed);
    }
    try {
      await insertPhotoRow(owner, friendlyNameBase(file.name), {
        providerId: owner.id,
        storageKey: key,
        contentType: image ? image.contentType : 'video/mp4',
        isVideo: video,
        width: image?.width ?? null,
        height: image?.height ?? null,
      });
      return succeeded(file.name);
    } catch (error) {
      deps.log?.error({ err: error }, 'photo row failed');
      await removeQuietly(files.map(([fileKey]) => fileKey));
      return failed(file.name, messages.uploadFailed);
    }
  }

  async function uploadProfileImage(
    owner: Owner,
    which: ProfileImage,
    files: AsyncIterable<UploadedFile>,
  ): Promise<FileUploadStatus[]> {
    const statuses: FileUploadStatus[] = [];
    let tried = false;
    for await (const file of files) {
      if (file.kind === 'too-many' || tried) {
        statuses.push(failed(file.name, messages.oneImageOnly));
        continue;
      }
      tried = true;
      if (file.kind === 'too-large') {
        statuses.push(
          failed(file.name, which === 'banner' ? messages.bannerTooLarge : messages.logoTooLarge),
        );
        continue;
      }
      const checked = await reencodeImage(file.data, which);
      if (checked.kind !== 'image') {
        statuses.push(failed(file.name, imageRefusal(checked)));
        continue;
      }
      try {
        await storeProfileImage(owner, which, checked.image);
        statuses.push(succeeded(file.name));
      } catch (error) {
        deps.log?.error({ err: error }, `${which} storage failed`);
        statuses.push(failed(file.name, messages.uploadFailed));
      }
    }
    if (statuses.length === 0) throw new AppError('badRequest', messages.noFile);
    return statuses;
  }

  /** The crop editor's result: base64 decoded, checked and re-encoded like an upload. */
  async function reviseProfileImage(owner: Owner, which: ProfileImage, body: RevisedImageRequest) {
    const data = decodeBase64Image(body.revisedImage);
    if (!data) throw new AppError('badRequest', messages.notAnImage, { revisedImage: messages.notAnImage });
    const limit = which === 'banner' ? BANNER_UPLOAD_MAX_BYTES : LOGO_UPLOAD_MAX_BYTES;
    if (data.length > limit) {
      const message = which === 'banner' ? messages.bannerTooLarge : messages.logoTooLarge;
      throw new AppError('payloadTooLarge', message, { revisedImage: message });
    }
    const checked = await reencodeImage(data, which);
    if (checked.kind !== 'image') {
      const message = imageRefusal(checked);
      throw new AppError('badRequest', message, { revisedImage: message });
    }
    const image = checked.image;
    if (
      which === 'banner' &&
      (image.sourceWidth < BANNER_CROP_MIN_WIDTH || image.sourceHeight < BANNER_CROP_MIN_HEIGHT)
    ) {
      throw new AppError('badRequest', messages.cropTooSmall, { revisedImage: messages.cropTooSmall });
    }
    return storage.publicUrl(await storeProfileImage(owner, which, image));
  }

  const aiGenerations = createAiGenerations({
    repository,
    adapterName: ai.name,
    log: deps.log,
    now: deps.now,
  });
  /** Per provider and kind over a rolling day (admins are unlimited, spec 1 §6). */
  const aiCap = { perDay: AI_DAILY_CAP_PER_PROVIDER, message: messages.aiNoAttemptsLeft };
  const beginAiGeneration = (owner: Owner, kind: AiKind) => aiGenerations.begin(owner, kind, aiCap);
  const { business, generated } = aiGenerations;

  return {
    /** The access check and the provider's editing fields, for upload routes to call before reading files. */
    ownerOf,

    uploadBanner: async (principal: Principal, { vanityName, files }: OwnerInput & Uploads) =>
      uploadProfileImage(await ownerOf(principal, { vanityName }), 'banner', files),
    uploadLogo: async (principal: Principal, { vanityName, files }: OwnerInput & Uploads) =>
      uploadProfileImage(await ownerOf(principal, { vanityName }), 'logo', files),

    async uploadPhotos(
      principal: Principal,
      { vanityName, files }: OwnerInput & Uploads,
    ): Promise<FileUploadStatus[]> {
      const owner = await ownerOf(principal, { vanityName });
      const statuses: FileUploadStatus[] = [];
      for await (const file of files) statuses.push(await storePhoto(owner, file));
      if (statuses.length === 0) throw new AppError('badRequest', messages.noFile);
      return statuses;
    },

    async deletePhoto(
      principal: Principal,
      { vanityName, friendlyImageName }: OwnerInput & { friendlyImageName: string },
    ): Promise<void> {
      const owner = await ownerOf(principal, { vanityName });
      const photo = await repository.findPhoto(owner.id, friendlyImageName);
      if (!photo) throw new AppError('notFound', messages.photoNotFound);
      await changeProfile(owner, async (profileEditing) => {
        // Deleted meanwhile by another call: nothing changed here.
        if (!(await profileEditing.deletePhoto(photo.id)))
          throw new AppError('notFound', messages.photoNotFound);
      });
      const keys = [photo.storageKey];
      if (!photo.isVideo)
        for (const size of PHOTO_THUMBNAIL_SIZES) keys.push(thumbnailKey(photo.storageKey, size));
      await removeQuietly(keys);
    },

    /** PATCH provider/profile/photo/title/{friendlyImageName}: an empty title goes back to the default. */
    async updatePhotoTitle(
      principal: Principal,
      {
        vanityName,
        friendlyImageName,
        title,
      }: OwnerInput & PhotoTitleRequest & { friendlyImageName: string },
    ): Promise<Photo> {
      const owner = await ownerOf(principal, { vanityName });
      const row = await changeProfile(owner, async (profileEditing) => {
        const updated = await profileEditing.updatePhotoTitle(
          owner.id,
          friendlyImageName,
          title === '' ? null : title,
        );
        if (!updated) throw new AppError('notFound', messages.photoNotFound);
        return updated;
      });
      return photoView(storage, row);
    },

    async updateBannerSettings(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & BannerSettingsRequest,
    ) {
      const owner = await ownerOf(principal, { vanityName });
      const row = await updateProvider(owner, {
        bannerImagePosition: body.position,
        bannerImageFit: body.fit,
        bannerImageBackgroundColor: normalizeHexColor(body.backgroundColor),
        bannerImageShowCompanyOverlay: body.showCompanyOverlay,
      });
      return {
        bannerImagePosition: row.bannerImagePosition,
        bannerImageFit: row.bannerImageFit,
        bannerImageBackgroundColor: row.bannerImageBackgroundColor,
        bannerImageShowCompanyOverlay: row.bannerImageShowCompanyOverlay,
      };
    },

    async updateLogoSettings(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & LogoSettingsRequest,
    ) {
      const owner = await ownerOf(principal, { vanityName });
      const row = await updateProvider(owner, {
        profilePicFit: body.fit,
        profilePicBackgroundColor: normalizeHexColor(body.backgroundColor),
      });
      return { profilePicFit: row.profilePicFit, profilePicBackgroundColor: row.profilePicBackgroundColor };
    },

    reviseBannerImage: async (
      principal: Principal,
      { vanityName, ...body }: OwnerInput & RevisedImageRequest,
    ) => ({
      bannerImage: await reviseProfileImage(await ownerOf(principal, { vanityName }), 'banner', body),
    }),
    reviseLogoImage: async (
      principal: Principal,
      { vanityName, ...body }: OwnerInput & RevisedImageRequest,
    ) => ({
      profilePic: await reviseProfileImage(await ownerOf(principal, { vanityName }), 'logo', body),
    }),

    /** Rich text only on the paid plans (spec 1 §6); stored HTML is always sanitised first. */
    async updateAbout(
      principal: Principal,
      { vanityName, ...body }: OwnerInput & AboutRequest,
    ): Promise<{ aboutDesc: string; aboutHtml: boolean }> {
      const owner = await ownerOf(principal, { vanityName });
      if (body.aboutHtml && !isProPlan(owner.pro)) throw new AppError('forbidden', messages.richTextNeedsPro);
      const aboutDesc = body.aboutHtml
        ? normalizeAboutHtml(sanitizeAboutHtml(body.aboutDesc))
        : body.aboutDesc;
      const row = await updateProvider(owner, { aboutDesc, aboutHtml: body.aboutHtml });
      return { aboutDesc: row.aboutDesc ?? '', aboutHtml: row.aboutHtml };
    },

    async generateBanner(
      principal: Principal,
      { vanityName, roughInput }: OwnerInput & { roughInput: string },
    ): Promise<{ bannerImage: string }> {
      const owner = await ownerOf(principal, { vanityName });
      const variant = await beginAiGeneration(owner, 'banner');
      const request = { ...(await business(owner)), variant, roughInput };
      const image = await generated(
        async () => generatedImage(await ai.bannerImage(request), 'banner'),
        messages.aiFailed,
      );
      return { bannerImage: storage.publicUrl(await storeProfileImage(owner, 'banner', image)) };
    },

    async generateLogo(principal: Principal, { vanityName }: OwnerInput): Promise<{ profilePic: string }> {
      const owner = await ownerOf(principal, { vanityName });
      const variant = await beginAiGeneration(owner, 'logo');
      const request = { ...(await business(owner)), variant };
      const { image, backgroundColor } = await generated(async () => {
        const logo = await ai.logoImage(request);
        return { image: await generatedImage(logo.data, 'logo'), backgroundColor: logo.backgroundColor };
      }, messages.aiFailed);
      const extra = backgroundColor ? { profilePicBackgroundColor: normalizeHexColor(backgroundColor) } : {};
      return { profilePic: storage.publicUrl(await storeProfileImage(owner, 'logo', image, extra)) };
    },

    async generateAboutDescription(
      principal: Principal,
      { vanityName }: OwnerInput,
    ): Promise<{ aboutDesc: string }> {
      const owner = await ownerOf(principal, { vanityName });
      const variant = await beginAiGeneration(owner, 'about');
      const request = { ...(await business(owner)), variant };
      const text = await generated(() => ai.aboutDescription(request), messages.aiUnavailable);
      return { aboutDesc: text.slice(0, ABOUT_MAX_LENGTH) };
    },
  };
}

export type ProfileEditingService = ReturnType<typeof createProfileEditingService>;
