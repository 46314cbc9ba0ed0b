/** The rating as the spec shows it: one decimal, '0.0' meaning no reviews yet. */
export function formatRating(ratingTotal: number, reviewCount: number): string {
  if (reviewCount <= 0) return '0.0';
  return (ratingTotal / reviewCount).toFixed(1);
}

/** Miles or kilometres to metres, for radius searches. */
export function distanceToMeters(distance: number, unit: 'mi' | 'km' = 'mi'): number {
  return unit === 'km' ? distance * 1000 : distance * 1609.344;
}
