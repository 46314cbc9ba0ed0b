/** Texts of spec 3 §2.6, §5 and §8. */
export const searchMessages = {
  serviceOrZipRequired: 'A service or zip code is required',
  zipRequired: 'A zip code is required',
  zipInvalid: 'Invalid zip code format',
  noServicesFound: 'No services found',
  linkCopied: 'Link copied to clipboard',
  servicePlaceholder: 'What do you need?',
  zipPlaceholder: 'Zip code...',
  noNearbyZip: 'No zip code was found near your location',
  /** Issue 34's results filter (ours: the spec has no online booking). */
  booksOnlineFilter: 'Books online only',
  booksOnlineLegend: 'Online booking',
  showAllPros: 'Show all pros',
} as const;

/** '0 companies found for "{query}"', with ' in your area' when a zip was given. */
export function noResultsMessage(query: string, hasZip: boolean): string {
  return `0 companies found for "${query}"${hasZip ? ' in your area' : ''}`;
}

export function zeroFriendsMessage(siteName: string): string {
  return `You have 0 friends on ${siteName}`;
}
