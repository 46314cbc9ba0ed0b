import { z } from 'zod';
import { isSingleLine, textMessages } from '../platform/text.rules';
import {
  EMAIL_MAX_LENGTH,
  MEMBERSHIP_ROLES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLES,
} from './auth.constants';
import { authMessages } from './auth.messages';

export const firstNameSchema = z
  .string({ error: authMessages.firstNameRequired })
  .trim()
  .min(1, authMessages.firstNameRequired)
  .min(2, authMessages.firstNameTooShort)
  .max(NAME_MAX_LENGTH, authMessages.nameTooLong)
  .refine(isSingleLine, textMessages.lineBreak);

export const lastNameSchema = z
  .string({ error: authMessages.lastNameRequired })
  .trim()
  .min(1, authMessages.lastNameRequired)
  .min(2, authMessages.lastNameTooShort)
  .max(NAME_MAX_LENGTH, authMessages.nameTooLong)
  .refine(isSingleLine, textMessages.lineBreak);

export const emailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const registerRequestSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** PATCH auth/user (spec 1 §7): the public name a review is shown under. */
export const updateUserRequestSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const membershipSchema = z.object({
  providerId: z.string(),
  vanityName: z.string(),
  name: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
});
export type Membership = z.infer<typeof membershipSchema>;

export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(USER_ROLES)),
  providers: z.array(membershipSchema),
});
export type Me = z.infer<typeof meResponseSchema>;
