import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a place (issue 33): a provider's zone follows its location until the owner
 * chooses one. Boundaries come with @photostructure/tz-lookup (no files, no network).
 */
export function timeZoneAt(latitude: number, longitude: number): string | undefined {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    // Outside -90..90 / -180..180: no zone rather than a guess.
    return undefined;
  }
}
