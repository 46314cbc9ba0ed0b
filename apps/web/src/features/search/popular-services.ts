/** Popular Services tiles of the search landing page (spec 3 §2.5). */
export const POPULAR_SERVICES = [
  'House Cleaning',
  'Plumbing',
  'HVAC',
  'Electrical',
  'Handyman',
  'Painting',
  'Remodeling',
  'Landscaping',
] as const;

/** /search/{service-with-plus-signs} (spec 3 §2.5 quick links). */
export function searchPath(service: string): string {
  return `/search/${service.toLowerCase().trim().split(/\s+/).map(encodeURIComponent).join('+')}`;
}
