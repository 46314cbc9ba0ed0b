import { z } from 'zod';
import {
  ABOUT_MAX_LENGTH,
  AI_ROUGH_INPUT_MAX_LENGTH,
  BANNER_POSITIONS,
  BANNER_UPLOAD_MAX_BYTES,
  HEX_COLOR_INPUT_MAX_LENGTH,
  IMAGE_FITS,
  PHOTO_TITLE_MAX_LENGTH,
} from './profile-editing.constants';
import { aboutHtmlTooLongMessage, profileEditingMessages } from './profile-editing.messages';

const HEX_COLOR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** spec 1 §5: 3 or 6 hex digits with an optional leading '#'. */
export function isHexColor(value: string | null | undefined): boolean {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

/** Stored form: lowercase hex without '#' (spec 1 §3 "hex without #"); null when empty. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  return trimmed.replace(/^#/, '').toLowerCase();
}

/** A colour field as typed: empty, or a hex colour. */
const colorInputSchema = z
  .string()
  .max(HEX_COLOR_INPUT_MAX_LENGTH, profileEditingMessages.hexColorInvalid)
  .nullable()
  .optional();

/**
 * The colour shows behind a 'contain' image, so it is required then (spec 1 §4: Submit is disabled when
 * fit is 'contain' and the colour is invalid); with 'cover' it may be empty but not malformed.
 */
function checkColor(value: { fit: string; backgroundColor?: string | null }, context: z.RefinementCtx): void {
  const color = value.backgroundColor?.trim() ?? '';
  if ((value.fit === 'contain' || color !== '') && !isHexColor(color)) {
    context.addIssue({
      code: 'custom',
      path: ['backgroundColor'],
      message: profileEditingMessages.hexColorInvalid,
    });
  }
}

/** PATCH provider/profile/banner/settings (spec 1 §7). */
export const bannerSettingsRequestSchema = z
  .object({
    position: z.enum(BANNER_POSITIONS),
    backgroundColor: colorInputSchema,
    fit: z.enum(IMAGE_FITS),
    showCompanyOverlay: z.boolean(),
  })
  .superRefine(checkColor);
export type BannerSettingsRequest = z.input<typeof bannerSettingsRequestSchema>;

export const bannerSettingsResponseSchema = z.object({
  bannerImagePosition: z.enum(BANNER_POSITIONS),
  bannerImageFit: z.enum(IMAGE_FITS),
  bannerImageBackgroundColor: z.string().nullable(),
  bannerImageShowCompanyOverlay: z.boolean(),
});
export type BannerSettingsResponse = z.infer<typeof bannerSettingsResponseSchema>;

/** PATCH provider/profile/profilepic/settings (spec 1 §7). */
export const logoSettingsRequestSchema = z
  .object({
    backgroundColor: colorInputSchema,
    fit: z.enum(IMAGE_FITS),
  })
  .superRefine(checkColor);
export type LogoSettingsRequest = z.input<typeof logoSettingsRequestSchema>;

export const logoSettingsResponseSchema = z.object({
  profilePicFit: z.enum(IMAGE_FITS),
  profilePicBackgroundColor: z.string().nullable(),
});
export type LogoSettingsResponse = z.infer<typeof logoSettingsResponseSchema>;

/** Base64 of the largest allowed image, plus room for a data-URL prefix. */
export const REVISED_IMAGE_MAX_BASE64_LENGTH = Math.ceil(BANNER_UPLOAD_MAX_BYTES / 3) * 4 + 100;

/** PATCH provider/profile/banner/image and profilepic/image: the crop editor's result (spec 1 §4, §7). */
export const revisedImageRequestSchema = z.object({
  /** Base64, with or without a `data:image/…;base64,` prefix. */
  revisedImage: z
    .string()
    .min(1, profileEditingMessages.noFile)
    .max(REVISED_IMAGE_MAX_BASE64_LENGTH, profileEditingMessages.bannerTooLarge),
  imageName: z.string().trim().min(1).max(255),
  imageType: z
    .string()
    .trim()
    .regex(/^image\/[a-z0-9.+-]+$/i, profileEditingMessages.imageTypeInvalid),
});
export type RevisedImageRequest = z.infer<typeof revisedImageRequestSchema>;

export const bannerImageResponseSchema = z.object({ bannerImage: z.string() });
export const logoImageResponseSchema = z.object({ profilePic: z.string() });

/** The length rule of spec 1 §5, with the message of the mode the text is in. */
export function aboutLengthError(aboutDesc: string, aboutHtml: boolean): string | null {
  if (aboutDesc.length <= ABOUT_MAX_LENGTH) return null;
  return aboutHtml ? aboutHtmlTooLongMessage(aboutDesc.length) : profileEditingMessages.aboutTooLong;
}

/** PATCH provider/profile/about (spec 1 §7). */
export const aboutRequestSchema = z
  .object({
    aboutDesc: z.string(),
    aboutHtml: z.boolean(),
  })
  .superRefine((value, context) => {
    const message = aboutLengthError(value.aboutDesc, value.aboutHtml);
    if (message) context.addIssue({ code: 'custom', path: ['aboutDesc'], message });
  });
export type AboutRequest = z.infer<typeof aboutRequestSchema>;

export const aboutResponseSchema = z.object({ aboutDesc: z.string(), aboutHtml: z.boolean() });
export type AboutResponse = z.infer<typeof aboutResponseSchema>;

/** POST provider/profile/ai-generate-banner-image (spec 1 §7). */
export const aiBannerRequestSchema = z.object({
  roughInput: z.string().max(AI_ROUGH_INPUT_MAX_LENGTH).nullable().optional(),
});
export type AiBannerRequest = z.infer<typeof aiBannerRequestSchema>;

/** The rough input for a banner: the brief description cut at 750 characters (spec 1 §7). */
export function roughInputFrom(aboutMetadata: string | null | undefined): string {
  return (aboutMetadata ?? '').slice(0, AI_ROUGH_INPUT_MAX_LENGTH);
}

export const aiAboutResponseSchema = z.object({ aboutDesc: z.string() });

/** spec 1 §3 "File upload result". */
export const fileUploadStatusSchema = z.object({
  name: z.string(),
  success: z.boolean(),
  message: z.string(),
});
export type FileUploadStatus = z.infer<typeof fileUploadStatusSchema>;
export const fileUploadResponseSchema = z.object({ fileUploadStatus: z.array(fileUploadStatusSchema) });
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

/** DELETE provider/profile/photo/delete/{friendlyImageName} */
export const photoParamsSchema = z.object({ friendlyImageName: z.string().min(1).max(200) });

/** PATCH provider/profile/photo/title/{friendlyImageName}: the caption; empty goes back to the default. */
export const photoTitleRequestSchema = z.object({
  title: z.string().trim().max(PHOTO_TITLE_MAX_LENGTH, profileEditingMessages.photoTitleTooLong),
});
export type PhotoTitleRequest = z.infer<typeof photoTitleRequestSchema>;
