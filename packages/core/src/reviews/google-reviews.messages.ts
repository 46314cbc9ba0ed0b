/** Texts of spec 2 §5 and §8 word for word; ours (docs/decisions.md) where the spec is silent. */
export const googleReviewsMessages = {
  placeRequired: 'Please select a business or enter a Place ID',
  placeIdInvalid: 'That Place ID is not valid',
  enabled: 'Google Reviews enabled successfully',
  disabled: 'Google Reviews disabled successfully',
  enableFailed: 'Failed to enable Google Reviews',
  disableFailed: 'Failed to disable Google Reviews',
  placeIdUpdated: 'Google Place ID updated successfully',
  placeIdFailed: 'Failed to update Google Place ID',
  noReviews: 'No detailed reviews available from Google Places API',
  detailsFailed: 'Unable to fetch details from Google.',
  searchTooShort: 'Type at least 3 characters',
  notManager: "Only the company's owner or managers can change its Google reviews",
  upgradePrompt: 'Upgrade to the Pro plan to show only your 5-star Google reviews.',
} as const;
