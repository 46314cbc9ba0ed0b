import { isValidZip } from '@porchlight/core/search/search.rules';

/** The last searched zip, remembered in this browser (spec 3 §9 "Zip cached in browser storage"). */
const ZIP_KEY = 'pl-search-zip';

export function readStoredZip(): string | null {
  try {
    const zip = window.localStorage.getItem(ZIP_KEY);
    return zip && isValidZip(zip) ? zip : null;
  } catch {
    return null;
  }
}

export function storeZip(zip: string): void {
  if (!isValidZip(zip)) return;
  try {
    window.localStorage.setItem(ZIP_KEY, zip.trim());
  } catch {
    // Storage unavailable (private mode): the zip is simply not remembered.
  }
}
