import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH, verificationMessages } from './verification.constants';

/** A typed code: spaces dropped, any case; up to 6 characters (spec 2 §5 "code max 6 characters"). */
export const verificationCodeSchema = z
  .string({ error: verificationMessages.codeRequired })
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, verificationMessages.codeRequired)
      .max(VERIFICATION_CODE_LENGTH, verificationMessages.codeTooLong),
  );

/** POST provider/profile/claim (spec 2 §7): sends a code to the profile's e-mail, again on resend. */
export const claimRequestSchema = z.object({ uri: z.string().trim().min(1).max(200) });
export const claimResponseSchema = z.object({
  providerId: z.string(),
  /** 'o•••••@acme.com': where the code went. */
  sentTo: z.string(),
  /** A code had been sent before: the dialog says 'A new verification code has been sent.'. */
  resent: z.boolean(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** POST provider/profile/claim-verify (spec 2 §7). */
export const claimVerifyRequestSchema = z.object({
  code: verificationCodeSchema,
  providerId: z.uuid(verificationMessages.codeInvalid),
});
export const claimVerifyResponseSchema = z.object({ vanityName: z.string() });
export type ClaimVerifyResponse = z.infer<typeof claimVerifyResponseSchema>;
