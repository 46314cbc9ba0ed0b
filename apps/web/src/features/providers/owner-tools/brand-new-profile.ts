/**
 * The brand-new-profile flag (spec 2 §4): set when a profile has just been created, it makes the
 * completion wizard open on notifications with its dialog; saving the preferences clears it.
 * A cookie naming the profile, so another profile of the same owner is not affected.
 */
const COOKIE = 'pl-brand-new-profile';

export function isBrandNewProfile(vanityName: string): boolean {
  return document.cookie
    .split(/;\s*/)
    .some((part) => part === `${COOKIE}=${encodeURIComponent(vanityName.toLowerCase())}`);
}

export function markBrandNewProfile(vanityName: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${COOKIE}=${encodeURIComponent(vanityName.toLowerCase())}; path=/; max-age=86400; samesite=lax`;
}

export function clearBrandNewProfile(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${COOKIE}=; path=/; max-age=0; samesite=lax`;
}
