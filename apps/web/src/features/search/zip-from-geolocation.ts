import { findNearestZipRoute } from '@porchlight/core/search/search.routes';

const POSITION_TIMEOUT_MS = 5000;

/** The zip nearest the browser's position; null when geolocation is unavailable, refused or slow. */
export async function zipFromGeolocation(): Promise<string | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  try {
    const permission = await navigator.permissions?.query({ name: 'geolocation' });
    if (permission?.state === 'denied') return null;
  } catch {
    // Some browsers cannot query this permission: asking for the position still works.
  }
  const position = await new Promise<GeolocationPosition | null>((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      timeout: POSITION_TIMEOUT_MS,
      maximumAge: 3_600_000,
    }),
  );
  if (!position) return null;
  try {
    const { latitude, longitude } = position.coords;
    const { callApi } = await import('@/lib/api-client');
    const found = await callApi(findNearestZipRoute, { query: { latitude, longitude } });
    return found.zipCode;
  } catch {
    return null;
  }
}
