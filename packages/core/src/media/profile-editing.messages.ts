import { uiMessages } from '../ui/ui.messages';
import {
  ABOUT_MAX_LENGTH,
  BANNER_CROP_MIN_HEIGHT,
  BANNER_CROP_MIN_WIDTH,
  BANNER_UPLOAD_MAX_BYTES,
  LOGO_UPLOAD_MAX_BYTES,
  PHOTO_TITLE_MAX_LENGTH,
  PHOTO_UPLOAD_MAX_BYTES,
  PICTURE_MAX_MEGAPIXELS,
} from './profile-editing.constants';

const formatNumber = (value: number) => value.toLocaleString('en-US');

/** Texts of spec 1 §5 and §8 word for word; ours, in the same voice, where the spec is silent. */
export const profileEditingMessages = {
  // spec 1 §5
  aboutTooLong: 'The description must be less than 5,000 characters',
  hexColorInvalid: 'Please enter a valid hex color.',

  // spec 1 §8
  uploadSessionExpired:
    'Error: Your session was expired and has been refreshed. Please select your file again.',
  networkError: uiMessages.networkError,
  aiFailed: 'Error generating picture. Please try again later.',
  aiNoAttemptsLeft: "You've used all of your attempts.",
  bannerSettingsUpdated: 'Banner settings updated successfully! Reloading page...',
  bannerImageUpdated: 'Banner image updated successfully! Reloading page...',
  logoSettingsUpdated: 'Logo settings updated successfully! Reloading page...',
  logoUpdated: 'Profile logo updated successfully! Reloading page...',

  // Ours: per-file reasons and request errors the spec does not word.
  uploaded: 'Uploaded',
  imageOnly: 'Only image files (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIC) can be uploaded.',
  imageOrVideoOnly: 'Only image files or .mp4 videos can be uploaded.',
  notAnImage: 'The file is not a readable image.',
  notAnMp4: 'The file is not a readable .mp4 video.',
  bannerTooLarge: `The file is larger than ${formatNumber(BANNER_UPLOAD_MAX_BYTES)} bytes.`,
  logoTooLarge: `The file is larger than ${formatNumber(LOGO_UPLOAD_MAX_BYTES)} bytes.`,
  photoTooLarge: `The file is larger than ${formatNumber(PHOTO_UPLOAD_MAX_BYTES)} bytes.`,
  oneImageOnly: 'Only one image can be uploaded at a time.',
  tooManyFiles: 'Too many files in one upload. Please upload at most 20 at a time.',
  noFile: 'Please select a file to upload.',
  cropTooSmall: `The crop must be at least ${BANNER_CROP_MIN_WIDTH} x ${BANNER_CROP_MIN_HEIGHT} pixels.`,
  imageTypeInvalid: 'The image type must be an image format such as image/jpeg or image/png.',
  noProvider: 'Only a member of this business can edit its profile.',
  customDomain: 'Profiles are edited on the main site, not on a custom domain.',
  photoNotFound: 'This photo does not exist or was already deleted.',
  photoTitleTooLong: `A caption can be at most ${PHOTO_TITLE_MAX_LENGTH} characters.`,
  photoTitleSaved: 'Caption saved',
  richTextNeedsPro: 'The rich-text editor is part of the Professional plan.',
  aiUnavailable: 'The AI service is not available right now. Please try again later.',
  uploadFailed: 'The file could not be stored. Please try again.',
  malformedUpload: 'The upload could not be read: it arrived incomplete or malformed. Please try again.',
  pictureTooLarge: `The picture is too large: it may have at most ${PICTURE_MAX_MEGAPIXELS} megapixels (for example 8,000 x 5,000 pixels).`,
} as const;

/** spec 1 §5: the HTML-mode length message, N being the length including HTML characters. */
export function aboutHtmlTooLongMessage(length: number): string {
  return `The description is ${formatNumber(length)} long and must be less than ${formatNumber(ABOUT_MAX_LENGTH)} characters including HTML characters.`;
}

/** spec 1 §5: the live counter under the plain-text about editor. */
export function aboutCounterText(length: number): string {
  return `${formatNumber(length)} of ${formatNumber(ABOUT_MAX_LENGTH)} characters`;
}

/** spec 1 §8: a per-file outcome line. */
export function uploadOutcomeText(outcome: { name: string; success: boolean; message: string }): string {
  return outcome.success
    ? `Upload successful for '${outcome.name}'`
    : `Upload failed for '${outcome.name}' - ${outcome.message}`;
}

/** spec 1 §8: titles of the error dialogs of the owner's editing. */
export const profileEditingErrorTitles = {
  photos: 'Photos Error',
  bannerOptions: 'Banner Options Error',
  bannerImage: 'Banner Image Error',
  logo: 'Profile Logo Error',
  logoSettings: 'Profile Logo Settings Error',
  about: 'About Error',
} as const;

/** spec 1 §8: labels under which failures are logged (tracked) by the web client. */
export const profileEditingHandlerLabels = {
  deletePhoto: 'Network error deleting photo',
  bannerSettings: 'Update Banner Settings',
  bannerImage: 'Network error uploading banner image',
  logoSettings: 'Network error updating profile logo settings',
  logo: 'Network error uploading profile logo',
  about: 'Update About Information',
} as const;
