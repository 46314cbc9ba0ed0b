/** Where a picture's square thumbnail of `size` px is stored: 'a/b.webp' -> 'a/b-150.webp'. */
export function thumbnailKey(storageKey: string, size: number): string {
  return storageKey.replace(/(\.[a-z0-9]+)?$/i, (extension) => `-${size}${extension}`);
}

/** S3's own limit on an object key, in UTF-8 bytes. */
export const MEDIA_KEY_MAX_BYTES = 1024;

/**
 * A media key any storage may be handed: relative ('a/b.webp', never '/a' or 'C:\a'), without '..',
 * empty or '.' segments, backslashes or control characters (NUL included). The same key then names one
 * file under the media folder and one object in a bucket, and can never climb out of either.
 */
export function isValidMediaKey(key: string): boolean {
  if (key.length === 0 || new TextEncoder().encode(key).length > MEDIA_KEY_MAX_BYTES) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(key) || key.includes('..') || /^[a-z]:/i.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.');
}

/**
 * Media that is public by nature, by the start of its key: what profiles show every visitor (banners,
 * logos, photos and videos under `providers/`) and the drawn default banners (`defaults/`). Only these
 * are served by `/media/*` and given public addresses (MEDIA_PUBLIC_URL, a CDN).
 */
export const PUBLIC_MEDIA_PREFIXES = ['providers/', 'defaults/'] as const;

/**
 * Private files, by the start of their key: files attached to estimates and invoices (`documents/`),
 * the photos sent with pricing requests (`requests/`) and those taken at visits (`visits/`). They
 * stream only through their authorised download routes. Any key under neither list is private too.
 */
export const PRIVATE_MEDIA_PREFIXES = ['documents/', 'requests/', 'visits/'] as const;

/** Whether anyone holding the key may fetch the file: a valid key under a public prefix, and no other. */
export function isPublicMediaKey(key: string): boolean {
  return (
    isValidMediaKey(key) &&
    PUBLIC_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
    !PRIVATE_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix))
  );
}
