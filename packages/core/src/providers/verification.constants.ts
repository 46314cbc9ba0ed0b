/** E-mailed verification codes: claiming a profile, changing its e-mail (spec 2 §4, §5, §9). */

export const VERIFICATION_CODE_LENGTH = 6;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const VERIFICATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VERIFICATION_CODE_TTL_HOURS = 24;
/** Tries per code, right or wrong; after the last the code is dead. */
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Codes one caller may have sent per profile and purpose within an hour. */
export const VERIFICATION_CODES_PER_HOUR = 5;
/** The page reloads this long after 'Profile claimed successfully.'. */
export const CLAIM_RELOAD_MS = 500;

/** Texts of spec 2 §4, §6, §8 word for word; ours (docs/decisions.md) where the spec is silent. */
export const verificationMessages = {
  codeExpired: 'Verification code is expired.',
  codeInvalid: 'Verification code is invalid or expired.',
  codeResent: 'A new verification code has been sent.',
  codeRequired: 'Please enter the verification code',
  codeTooLong: `The verification code is ${VERIFICATION_CODE_LENGTH} characters`,
  tooManyCodes: 'Too many codes were requested. Please wait an hour and try again.',
} as const;

export const claimMessages = {
  claimed: 'Profile claimed successfully.',
  errorTitle: 'Claim Profile Error',
  dialogTitle: 'Claim This Business',
  alreadyClaimed: 'This business has already been claimed.',
  alreadyMember: 'You already manage this business.',
  noEmail: (supportEmail: string) =>
    `This business has no email address on file, so we cannot send it a code. Please contact support at ${supportEmail} to claim it.`,
  codeSent: (maskedEmail: string) => `We sent a verification code to ${maskedEmail}.`,
} as const;

/** 'office@acme.com' -> 'o•••••@acme.com': enough to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••••${email.slice(at)}`;
}
