/** Texts the whole product shares (spec 1 §8, spec 2 §6). */
export const uiMessages = {
  networkError: 'Network error - Unable to connect.',
  ownerOnlyHint: 'Only you can see this message.',
  offerNotAvailable: 'This offer is not available.',
} as const;
