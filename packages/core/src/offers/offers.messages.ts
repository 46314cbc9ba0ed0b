/**
 * Add Services and offer messages (spec 2 §5 "Add offer", §8) word for word; ours (docs/decisions.md
 * "Services (first slice)") where the spec is silent.
 */
export const offerMessages = {
  /** 409 of POST provider/profile/offers: the provider already offers this catalogue service. */
  alreadyExists: 'This service already exists on your profile',
  nameRequired: 'Please enter a name',
  nameTaken: 'You already have an offer with this name',
  descriptionTooShort: 'Description must be at least 50 characters long',
  /** The multi-add's success alert; its individual failures are only logged (spec 2 §8). */
  added: 'Services added successfully.',
  addErrorTitle: 'Add Offer Error',
  serviceOffersErrorTitle: 'Service Offers Error',
  /** 404 of an offer number the provider does not have (spec 2 §8 "Offer page with no offer"). */
  notAvailable: 'This offer is not available.',
  /** Ours: a slug u that is not in the catalogue. */
  notInCatalogue: 'This service is not in our catalogue',
  /** Ours: the 403 of a logged-in caller who is not the company's owner or a manager. */
  notMember: "Only the company's owner or managers can change its services",
  /** Ours. */
  nameTooLong: 'The name must be 100 characters or less',
  descriptionTooLong: 'The description must be 5000 characters or less',
} as const;
