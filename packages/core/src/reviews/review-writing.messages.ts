import { HEADLINE_MAX_LENGTH, REPLY_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH } from './review-writing.constants';

const thousands = (n: number) => n.toLocaleString('en-US');

/** Texts of spec 1 §5, §8 and spec 3 §8 word for word; ours (docs/decisions.md) where the spec is silent. */
export const reviewMessages = {
  ratingRequired: 'Please select a star rating',
  reviewRequired: 'Please write a review about your experiences with this business.',
  headlineRequired: 'A headline is required',
  headlineTooLong: `The headline must be ${HEADLINE_MAX_LENGTH} characters or less`,
  reviewTooLong: `The review must be ${thousands(REVIEW_TEXT_MAX_LENGTH)} characters or less`,
  attributeInvalid: 'Please choose reasons from the list',
  relationshipInvalid: 'Please choose how you know this business',
  visibilityInvalid: 'Please choose who can see your review',

  memberCannotReview: "You can't review companies you are a member of",
  duplicateReview: "You can't leave multiple reviews for the same company",
  companyExists: 'This company already exists',
  reviewAdded: 'Review added successfully',
  addReviewErrorTitle: 'Add Review Error',

  confirmDelete: 'Are you sure you want to delete your review?',
  reviewDeleted: 'Review deleted successfully',
  reviewNotFound: 'This review does not exist',
  notYourReview: 'You can only delete your own review',
  notYourReviewToEdit: 'You can only edit your own review',
  reviewUpdated: 'Review updated successfully',
  editDialogTitle: 'Edit your review',
  deleteReviewErrorTitle: 'Delete Review Error',

  noFriendsTitle: 'No Friends Recommended Yet',
  loginToSeeFriends: "Log in to see your friends' reviews",
  manageFriends: 'Manage my friends',
  /** Spec 1 "Review dialog ('Add Review')". */
  dialogTitle: 'Add Review',
} as const;

export const companyMessages = {
  nameRequired: 'A company name is required',
  nameLength: 'The company name must be 3 to 46 characters',
  addressTooLong: 'The address must be 46 characters or less',
  cityRequired: 'City is required',
  cityTooLong: 'The city must be 50 characters or less',
  stateRequired: 'State is required',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Zip Code format is invalid',
  countryUnsupported: 'The only country supported at this time is the United States',
  phoneInvalid: 'Please enter a valid phone number',
  websiteInvalid: 'Website must be a full URL including http:// or https://',
  placeIdInvalid: 'That Place ID is not valid',
  phoneRequired: 'A phone number is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const replyMessages = {
  required: 'Please write a reply',
  tooLong: `The reply must be ${thousands(REPLY_MAX_LENGTH)} characters or less`,
  added: 'Reply added successfully',
  updated: 'Reply updated successfully',
  deleted: 'Reply deleted successfully',
  errorTitle: 'Provider Reply Error',
  confirmDelete: 'Are you sure you want to delete your reply?',
  notManager: 'Only the managers of this company can reply to its reviews',
  alreadyReplied: 'This review already has a reply',
  ownReview: "You can't reply to your own review",
  noReply: 'This review has no reply yet',
} as const;

/** 'N of 1,000 characters' (spec 1 §5, spec 3 §5). */
export function characterCounter(length: number, max: number): string {
  return `${thousands(length)} of ${thousands(max)} characters`;
}
