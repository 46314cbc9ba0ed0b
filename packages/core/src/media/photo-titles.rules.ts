/**
 * The caption of a gallery photo, also its alt text: the title its owner set, or else words made from
 * its file name ('kitchen-deep-clean-2' -> 'Kitchen deep clean'), never a raw slug.
 */

/** Parts of a file name that say nothing about the picture: numbering and cameras' prefixes (IMG_4032). */
const MEANINGLESS_PART = /^(?:\d+|(?:img|dsc[fn]?|pxl|mvimg|vid)\d*)$/i;

/** What a picture is called when its file name says nothing. */
export const UNTITLED_PHOTO = 'Photo';

/** The file name (or friendly name) turned into words, without numbering or extension. */
export function defaultPhotoTitle(fileName: string): string {
  const words = fileName
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .split(/[\s_.-]+/)
    .filter((part) => part !== '' && !MEANINGLESS_PART.test(part));
  if (words.length === 0) return UNTITLED_PHOTO;
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The caption to show: the owner's title when set, else the default from the friendly name. */
export function photoTitleOf(photo: { title: string | null; friendlyImageName: string }): string {
  return photo.title ?? defaultPhotoTitle(photo.friendlyImageName);
}
