import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.constants';

/** Texts of spec 1 §5 where the spec has one; ours, in the same voice, where it is silent. */
export const authMessages = {
  firstNameRequired: 'A first name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameRequired: 'A last name is required',
  lastNameTooShort: 'Please use your full last name',
  nameTooLong: 'Names must be 128 characters or less',
  emailRequired: 'An email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'A password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  emailTaken: 'An account with this email address already exists',
  invalidCredentials: 'The email address or password is incorrect',
  notLoggedIn: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  notFromThisSite: 'Please log out from the site itself.',
  adminOnly: 'Only site administrators can do this.',
} as const;
