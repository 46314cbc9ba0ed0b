import { slugify } from '../text/slug';

/** Longest friendly image name made from a file name (the URL /photos/{friendlyImageName} stays short). */
export const FRIENDLY_NAME_MAX_LENGTH = 80;

/** The friendly name a file would like: its name without extension, as a slug ('photo' when nothing is left). */
export function friendlyNameBase(fileName: string): string {
  const stem = fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  return slugify(stem).slice(0, FRIENDLY_NAME_MAX_LENGTH).replace(/-+$/, '') || 'photo';
}

/** `base` when free, else `base-2`, `base-3` … the first one not taken. */
export function firstFreeFriendlyName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
