/** Where a picture's square thumbnail of `size` px is stored: 'a/b.webp' -> 'a/b-150.webp'. */
export function thumbnailKey(storageKey: string, size: number): string {
  return storageKey.replace(/(\.[a-z0-9]+)?$/i, (extension) => `-${size}${extension}`);
}
