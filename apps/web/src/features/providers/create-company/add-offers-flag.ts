/**
 * The add-offers flag (spec 2 §4 "Profile creation"): set when a profile has just been created, so
 * the profile can start its owner on Add Services. A cookie naming the profile (not a query
 * parameter: a reload or a shared address must not replay it); whoever handles it clears it.
 */
export const ADD_OFFERS_COOKIE = 'pl-add-offers';

export function markAddOffers(vanityName: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${ADD_OFFERS_COOKIE}=${encodeURIComponent(vanityName.toLowerCase())}; path=/; max-age=86400; samesite=lax`;
}

export function isAddingOffers(vanityName: string): boolean {
  return document.cookie
    .split(/;\s*/)
    .some((part) => part === `${ADD_OFFERS_COOKIE}=${encodeURIComponent(vanityName.toLowerCase())}`);
}

export function clearAddOffers(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${ADD_OFFERS_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
