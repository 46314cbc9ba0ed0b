import { timeZoneAt } from '@porchlight/zip-codes/time-zones';
import { geocodeZip } from '@porchlight/zip-codes/zip-codes';

/**
 * The client's zone for quiet hours (docs/plans/reminders.md §5.2): the service ZIP's centroid in the
 * bundled boundaries; null (the provider's zone) without a ZIP we know.
 */
export function clientTimeZoneOf(zipCode: string | null | undefined): string | null {
  const place = zipCode ? geocodeZip(zipCode) : undefined;
  return (place && timeZoneAt(place.latitude, place.longitude)) ?? null;
}
