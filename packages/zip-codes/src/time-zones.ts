import tzLookup from '@photostructure/tz-lookup';
import { geocodeZip } from './zip-codes';

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

/**
 * A client's zone for quiet hours (docs/plans/reminders.md §5.2): the service ZIP's centroid in the
 * bundled boundaries; null (the provider's zone then) without a ZIP we know.
 */
export function timeZoneOfZip(zipCode: string | null | undefined): string | null {
  const place = zipCode ? geocodeZip(zipCode) : undefined;
  return (place && timeZoneAt(place.latitude, place.longitude)) ?? null;
}
