/**
 * Add Services and offer messages (spec 2 §5 "Add offer", §8) word for word; ours (docs/decisions.md
 * "Services (first slice)") where the spec is silent.
 */
export const offerMessages = {
  /**
   * 409 of POST provider/profile/offers: the profile already has this catalogue service or an offer of this
   * name (the one duplicate rule, apps/server/src/modules/offers/offer-duplicates.ts).
   */
  alreadyExists: 'This service already exists on your profile',
  nameRequired: 'Please enter a name',
  /** 409 of PATCH provider/profile/offers/{n} under `fields.name`: another offer has this name (spec 2 §5). */
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
  /** Edit offer (spec 2 §5). */
  teaserTooShort: 'Description teaser must be at least 25 characters long',
  /** Ours. */
  teaserTooLong: 'The description teaser must be 300 characters or less',
  editErrorTitle: 'Edit Offer Error',
  offerDetailErrorTitle: 'Offer Detail Error',
  descriptionRegenerated: 'Description regenerated successfully',
  /** Ours: the edit dialog's success alert before the page reloads. */
  saved: 'Service updated',
  /** Categories (spec 2 §5, §8). */
  categoryRequired: 'Please enter a category name',
  categoryExists: 'This category already exists',
  categoryAdded: 'Category added successfully',
  subcategoryRequired: 'Please enter a subcategory name',
  subcategoryExists: 'This subcategory already exists',
  subcategoryAdded: 'Subcategory added successfully',
  categoryErrorTitle: 'Offer Category Error',
  /** Ours: a category or subcategory name the provider does not have. */
  unknownCategory: 'Choose one of your categories or add it first',
  unknownSubcategory: 'Choose one of the subcategories of this category or add it first',
  /** Ours: a category slug the catalogue does not have. */
  unknownCatalogueCategory: 'This category is not in our catalogue',
  /** Reorder (spec 2 §8). */
  orderSaved: 'New order saved successfully',
  reorderErrorTitle: 'Reorder Offers Error',
  /** Photo tagging (spec 2 §8). */
  photoTaggingErrorTitle: 'Photo Tagging Error',
  /** Ours: a photo name the provider's gallery does not have. */
  photoNotFound: 'This photo is not in your gallery',
  /** Ours: videos are not tagged (spec 2 §3 "Photo": .mp4 are not shown in the tag picker). */
  videoNotTaggable: 'Videos cannot be tagged to a service',
} as const;
