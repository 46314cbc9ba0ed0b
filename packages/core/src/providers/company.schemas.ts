import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../identity/auth.constants';
import { isSingleLine, textMessages } from '../platform/text.rules';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  PHONE_NUMBER_DIGITS,
  PLACE_ID_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  ZIP_MAX_LENGTH,
} from '../reviews/review-writing.constants';
import { companyMessages } from '../reviews/review-writing.messages';
import { isValidZip } from '../search/search.rules';

/**
 * A company's fields (spec 2 §5 "New profile"): written once for the Create Your Company Profile
 * form, `POST auth/provider`, `POST admin/unclaimed-provider` and a review of a company not listed yet.
 */

/** Trimmed text, '' and missing both stored as null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** http(s) with a dotted host: 'Website must be a full URL including http:// or https://'. */
export function isFullUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

export const companyNameSchema = z
  .string({ error: companyMessages.nameRequired })
  .trim()
  .min(1, companyMessages.nameRequired)
  .min(COMPANY_NAME_MIN_LENGTH, companyMessages.nameLength)
  .max(COMPANY_NAME_MAX_LENGTH, companyMessages.nameLength)
  .refine(isSingleLine, textMessages.lineBreak);

/** Digits only are kept (spec 1 §3); empty is null; otherwise exactly 10 digits. */
export const optionalPhoneSchema = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').replace(/\D/g, '') || null)
  .refine((digits) => digits === null || digits.length === PHONE_NUMBER_DIGITS, companyMessages.phoneInvalid);

export const websiteSchema = optionalText(WEBSITE_MAX_LENGTH, companyMessages.websiteInvalid).refine(
  (website) => website === null || isFullUrl(website),
  companyMessages.websiteInvalid,
);

export const zipCodeSchema = z
  .string({ error: companyMessages.zipRequired })
  .trim()
  .min(1, companyMessages.zipRequired)
  .max(ZIP_MAX_LENGTH, companyMessages.zipInvalid)
  .refine(isValidZip, companyMessages.zipInvalid);

export const stateCodeSchema = z
  .string({ error: companyMessages.stateRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, companyMessages.stateRequired);

export const cityRequiredSchema = z
  .string({ error: companyMessages.cityRequired })
  .trim()
  .min(1, companyMessages.cityRequired)
  .max(CITY_MAX_LENGTH, companyMessages.cityTooLong);

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .default('US')
  .refine((code) => code === 'US', companyMessages.countryUnsupported);

/** The company fields every form and call shares; `placeId` is spelled by each caller. */
export const companyFields = {
  name: companyNameSchema,
  address: optionalText(ADDRESS_MAX_LENGTH, companyMessages.addressTooLong),
  address2: optionalText(ADDRESS_MAX_LENGTH, companyMessages.addressTooLong),
  city: cityRequiredSchema,
  stateCode: stateCodeSchema,
  stateName: optionalText(50, companyMessages.stateRequired),
  countryCode: countryCodeSchema,
  countryName: optionalText(60, companyMessages.countryUnsupported),
  zipCode: zipCodeSchema,
  phoneNumber: optionalPhoneSchema,
  website: websiteSchema,
};

const placeIdField = optionalText(PLACE_ID_MAX_LENGTH, companyMessages.placeIdInvalid);

/** The e-mail an admin gives an unclaimed profile (spec 2 §5): required, valid, 128 at most. */
export const adminEmailSchema = z
  .string({ error: companyMessages.emailRequired })
  .trim()
  .min(1, companyMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, companyMessages.emailInvalid)
  .pipe(z.email(companyMessages.emailInvalid))
  .transform((email) => email.toLowerCase());

const newProfileFields = {
  ...companyFields,
  /** The slug the form built from the name; the server makes its own unique one from it. */
  uri: z.string().trim().max(200).optional(),
  placeID: placeIdField,
};

/** POST auth/provider: "New profile payload" (spec 2 §3). */
export const newProfileRequestSchema = z.object(newProfileFields);
export type NewProfileRequest = z.infer<typeof newProfileRequestSchema>;
export type NewProfileRequestInput = z.input<typeof newProfileRequestSchema>;

/**
 * The Create Your Company Profile form: the request's rules plus "Phone required when prefilled from
 * Google and a phone was found" (spec 2 §5).
 */
export function newProfileFormSchema(options: { phoneRequired: boolean }) {
  return newProfileRequestSchema.superRefine((value, ctx) => {
    if (options.phoneRequired && !value.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: companyMessages.phoneRequired });
    }
  });
}

/** POST admin/unclaimed-provider: the same company, plus the e-mail its owner will claim it with. */
export const unclaimedProviderRequestSchema = z.object({
  ...newProfileFields,
  emailAddress: adminEmailSchema,
});
export type UnclaimedProviderRequest = z.infer<typeof unclaimedProviderRequestSchema>;

/** What creating a profile answers: where it lives. Tokens stay in cookies (docs/decisions.md). */
export const newProfileResponseSchema = z.object({ providerId: z.string(), vanityName: z.string() });
export type NewProfileResponse = z.infer<typeof newProfileResponseSchema>;
