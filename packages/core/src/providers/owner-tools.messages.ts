/**
 * Company details, publishing and notification preferences (spec 2 §5, §8) word for word; ours
 * (docs/decisions.md) where the spec is silent.
 */

export const ownerToolsMessages = {
  notOwner: "Only the company's owner can change this",
  notMember: "Only the company's owner or managers can see this",
} as const;

export const companyInfoMessages = {
  updated: 'Company information updated',
  phoneUpdated: 'Phone number updated',
  errorTitle: 'Company Info Error',
  phoneErrorTitle: 'Phone Number Error',
  briefDescriptionRequired: 'A brief description is required',
  briefDescriptionTooLong: 'The brief description must be 200 characters or less',
  nothingToChange: 'Nothing to change',
} as const;

/** Ours (issue 36): what estimates, invoices and receipts print of the company. */
export const documentSettingsMessages = {
  updated: 'Document details updated',
  errorTitle: 'Document Details Error',
  loadFailed: 'The document details could not be loaded. Please try again.',
  licenseNumberTooLong: (max: number) => `The license number must be ${max} characters or less`,
} as const;

export const emailMessages = {
  cleared: 'Email address cleared successfully',
  verified: 'Email address verified',
  errorTitle: 'Email Error',
  sameAsCurrent: 'This is already the email address of your profile',
} as const;

export const locationMessages = {
  updated: 'Location updated successfully',
  errorTitle: 'Location Error',
  addressInvalid: 'That address is not valid',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Zip Code format is invalid',
  addressTooLong: 'The address must be 46 characters or less',
  cityTooLong: 'The city must be 50 characters or less',
  countryUnsupported: 'The only country supported at this time is the United States',
} as const;

export const hoursMessages = {
  updated: 'Hours updated successfully',
  errorTitle: 'Hours Error',
  startInvalid: (day: string) =>
    `${day}'s start time must be an hour between 1-12 with an optional colon followed by 0-59 for the minutes`,
  endInvalid: (day: string) =>
    `${day}'s end time must be an hour between 1-12 with an optional colon followed by 0-59 for the minutes`,
  startAfterEnd: (day: string) => `${day}'s start time must be less than then end time`,
} as const;

export const timeZoneMessages = {
  updated: 'Time zone updated successfully',
  errorTitle: 'Time Zone Error',
  invalid: 'Choose a time zone from the list',
} as const;

export const websiteMessages = {
  updated: 'Website updated successfully',
  errorTitle: 'Website Info Error',
  domainPhoneRequired: 'A phone number is required to request a custom domain',
  domainRequested: 'Thanks! We received your custom domain request and will call you to set it up.',
  /** Ours: the custom-domain tab says up front whether the plan includes one (docs/decisions.md). */
  domainIncluded: 'Your plan includes a custom domain.',
  domainRequestHint: (company: string) =>
    `We build and host a website for ${company} on a domain of your own. Leave a number and we will call you to set it up.`,
  domainPlansHint:
    'Add one on the Plans page: once it is paid for, you come back here to request your domain.',
} as const;

export const publishMessages = {
  briefDescription: 'A brief description is required in your general information',
  phoneOrEmail: 'A Phone Number or Email Address is required on the Contact page',
  zip: 'A zip code is required on your location',
  state: 'A state is required on your location',
  city: 'A city is required on your location',
  published: 'Your profile is now public',
  unpublished: 'Your profile is no longer public',
  notPublic: 'Your profile is not public',
  ownerOnlyHint: 'Only you can see this message.',
  disableErrorTitle: 'Disable Profile Error',
  profileErrorTitle: 'Profile Error',
} as const;

export const contactPreferenceMessages = {
  updated: 'Contact preferences updated successfully',
  loadFailed: 'Error loading contact preferences',
  saveFailed: 'Error saving contact preferences',
  emailInvalid: (value: string, displayName?: string) =>
    `Please enter a valid email address: ${value}${displayName ? ` for ${displayName}` : ''}`,
  phoneInvalid: (value: string, displayName?: string) =>
    `Please enter a valid phone number: ${value}${displayName ? ` for ${displayName}` : ''}`,
  tooMany: 'Up to 10 contact preferences can be saved',
} as const;

export const createProfileMessages = {
  errorTitle: 'Create Profile Error',
  dialogTitle: 'Create Your Company Profile',
  alreadyListed: 'This company is already listed. Find its profile and claim it instead.',
} as const;
