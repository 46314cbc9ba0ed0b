import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../identity/auth.constants';

/** The Contact Us form's words and limits (spec 1 §3, §5), zod-free for the form's first render. */

export const contactMessages = {
  firstNameRequired: 'A first name is required',
  emailRequired: 'An email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'A phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  descriptionRequired: 'A description is required',
  soliciting: 'Soliciting services is not allowed.',
  nameTooLong: `Names must be ${NAME_MAX_LENGTH} characters or less`,
  emailTooLong: `Email addresses must be ${EMAIL_MAX_LENGTH} characters or less`,
  descriptionTooLong: 'The description must be 5,000 characters or less',
  formsDisabled: 'This company is not accepting requests online. Please call or email them instead.',
  notReachable: 'This company cannot be contacted here yet.',
  /** Error dialog title (spec 1 §8). */
  errorTitle: 'Contact Us Error',
  thankYouTitle: 'Thank you!',
  thankYou: (providerName: string) =>
    `Your message has been sent. ${providerName} will get back to you soon.`,
} as const;

export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'both'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];
export const PREFERRED_CONTACT_METHOD_LABELS: Record<PreferredContactMethod, string> = {
  email: 'Email',
  phone: 'Phone',
  both: 'Email or Phone',
};

export const PHONE_DIGITS = 10;
export const PHONE_MASK = '(999) 999-9999';
export const CONTACT_DESCRIPTION_MAX_LENGTH = 5000;
/** The inputForm entry that carries the Contact Us description. */
export const CONTACT_DESCRIPTION_LABEL = 'Description';
export const DEFAULT_COUNTRY = { countryCode: 'US', countryName: 'United States' } as const;
