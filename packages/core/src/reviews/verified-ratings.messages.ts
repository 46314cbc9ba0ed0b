/** A verified customer's rating in the Client Hub: spec 3 §8 word for word; ours (docs/decisions.md) where it is silent. */
export const verifiedRatingMessages = {
  /** Spec 3 §8. */
  updated: 'Your rating has been updated',

  /** Ours. */
  label: 'Verified customer',
  yourRating: 'Your rating',
  autoRatingNote:
    'Your payment rated this invoice 5 stars. You can change your rating or remove it at any time.',
  removed: 'Your rating has been removed',
  confirmRemove: 'Are you sure you want to remove your rating?',
  notFound: 'There is no rating for this invoice',
  invoiceNotPaid: 'Only a paid invoice can be rated',
  removedBefore: 'You removed your rating of this invoice',
  artifactTypeInvalid: 'Only invoices can be rated',
} as const;
