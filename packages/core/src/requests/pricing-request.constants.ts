/**
 * The Request Pricing & Check Availability wizard's words and numbers (spec 2 §5, §8, §9), zod-free so
 * the visitor's wizard loads none of the schemas.
 */

export const pricingRequestMessages = {
  servicesRequired: 'Please select at least one service',
  questionRequired: (label: string) => `${label} is required`,
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Zip code format is invalid',
  attachmentsRequired: 'At least one file is required',
  tooManyPhotos: 'You can only upload up to 10 photos total',
  photosRejected: 'Some files were not added due to type or size (max 25MB, only JPG, PNG, GIF, WEBP)',
  photosFailed: "Your request was submitted, but some photos failed to upload and weren't included.",
  /** Error dialog title (spec 2 §8). */
  errorTitle: 'Request Quote Error',
  unavailable: 'Pricing and availability is temporarily unavailable. Please try again later.',
  thankYouTitle: 'Thank you',
  /** Ours. */
  thankYou: (providerName: string) =>
    `Your request has been sent. ${providerName} will get back to you with pricing and availability soon.`,
  /** Ours: a service name the provider does not offer. */
  unknownService: 'This service is not offered by this company',
  /** Ours: over the address limits of spec 2 §5. */
  addressTooLong: `Address must be ${46} characters or less`,
  cityTooLong: `City must be ${25} characters or less`,
  /** Ours: an upload without a valid token from the request it belongs to, or too late. */
  uploadNotAllowed: 'Photos can only be added to a request just sent from this browser',
} as const;

/** Photos of a pricing request (spec 2 §5, §9). */
export const PRICING_PHOTOS_MAX = 10;
export const PRICING_PHOTO_MAX_BYTES = 26_214_400;
export const PRICING_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const PRICING_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Address step limits (spec 2 §5 "Max lengths"). */
export const PRICING_ADDRESS_MAX = 46;
export const PRICING_CITY_MAX = 25;
export const PRICING_ZIP_MAX = 10;

/** A radio answer moves on by itself after this long (spec 2 §4). */
export const RADIO_AUTO_ADVANCE_MS = 250;
/** Ours: how long after the request its photos may still be sent. */
export const PRICING_UPLOAD_WINDOW_MS = 60 * 60 * 1000;
/** Ours: the wizard's answers are kept in session storage under this key (+ the vanity name). */
export const PRICING_WIZARD_STORAGE_KEY = 'pl-pricing-wizard';
