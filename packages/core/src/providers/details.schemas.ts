import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../identity/auth.constants';
import { authMessages } from '../identity/auth.messages';
import { isSingleLine, textMessages } from '../platform/text.rules';
import { PHONE_NUMBER_DIGITS } from '../reviews/review-writing.constants';
import { companyMessages } from '../reviews/review-writing.messages';
import { isValidZip } from '../search/search.rules';
import { verificationCodeSchema } from './claim.schemas';
import { companyNameSchema, optionalPhoneSchema, optionalText, websiteSchema } from './company.schemas';
import {
  companyInfoMessages,
  documentSettingsMessages,
  locationMessages,
  websiteMessages,
} from './owner-tools.messages';

/** Company details dialogs (spec 2 §2.5-§2.10, §5, §7). */

export const BRIEF_DESCRIPTION_MAX_LENGTH = 200;
export const LOCATION_ADDRESS_MAX_LENGTH = 46;
export const LOCATION_CITY_MAX_LENGTH = 50;
export const LOCATION_ZIP_MAX_LENGTH = 10;

/** Line breaks (and the spaces around them) become one space (spec 2 §5 "Company info"). */
export function collapseLineBreaks(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}

export const briefDescriptionSchema = z
  .string({ error: companyInfoMessages.briefDescriptionRequired })
  .transform((text) => collapseLineBreaks(text).trim())
  .pipe(
    z
      .string()
      .min(1, companyInfoMessages.briefDescriptionRequired)
      .max(BRIEF_DESCRIPTION_MAX_LENGTH, companyInfoMessages.briefDescriptionTooLong),
  );

/**
 * PATCH provider/profile/details: {phoneNumber, name, aboutMetadata} from Edit General Information,
 * {phoneNumber} alone, or {website} from Configure Website. A key left out stays as it is.
 */
export const companyDetailsRequestSchema = z
  .object({
    name: companyNameSchema.optional(),
    aboutMetadata: briefDescriptionSchema.optional(),
    phoneNumber: optionalPhoneSchema.optional(),
    website: websiteSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: companyInfoMessages.nothingToChange,
  });
export type CompanyDetailsRequest = z.infer<typeof companyDetailsRequestSchema>;
export type CompanyDetailsRequestInput = z.input<typeof companyDetailsRequestSchema>;

/** The Edit General Information form: all three fields, name and brief description required. */
export const generalInformationFormSchema = z.object({
  name: companyNameSchema,
  aboutMetadata: briefDescriptionSchema,
  phoneNumber: optionalPhoneSchema,
});

export const companyDetailsResponseSchema = z.object({
  name: z.string(),
  aboutMetadata: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
});
export type CompanyDetailsResponse = z.infer<typeof companyDetailsResponseSchema>;

export const LICENSE_NUMBER_MAX_LENGTH = 40;

/**
 * GET and PUT provider/profile/documents (ours, issue 36): the license number and whether the profile
 * picture is the logo on estimates, invoices and receipts. Not on the public profile.
 */
export const documentSettingsRequestSchema = z.object({
  licenseNumber: optionalText(
    LICENSE_NUMBER_MAX_LENGTH,
    documentSettingsMessages.licenseNumberTooLong(LICENSE_NUMBER_MAX_LENGTH),
  ).refine((value) => value === null || isSingleLine(value), textMessages.lineBreak),
  logoOnDocuments: z.boolean(),
  /** The client signs (types or draws) to approve an estimate in the hub (issue 36); left out, no. */
  estimatesRequireSignature: z.boolean().default(false),
});
export type DocumentSettingsRequest = z.output<typeof documentSettingsRequestSchema>;
export type DocumentSettingsRequestInput = z.input<typeof documentSettingsRequestSchema>;

export const documentSettingsResponseSchema = z.object({
  licenseNumber: z.string().nullable(),
  logoOnDocuments: z.boolean(),
  estimatesRequireSignature: z.boolean(),
  /** Whether there is a profile picture to print at all. */
  hasProfilePicture: z.boolean(),
});
export type DocumentSettingsResponse = z.infer<typeof documentSettingsResponseSchema>;

/** PATCH provider/profile/details/email: a new address gets a code; '' or null clears it at once. */
export const emailChangeRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
    .nullish()
    .transform((email) => email?.toLowerCase() || null)
    .refine((email) => email === null || z.email().safeParse(email).success, authMessages.emailInvalid),
});
export const emailChangeResponseSchema = z.object({
  /** The profile's address now (null once cleared; the old one while a code is pending). */
  email: z.string().nullable(),
  /** A code went to the new address: the dialog moves to its second step. */
  codeSent: z.boolean(),
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** POST provider/profile/details/email-verify */
export const emailVerifyRequestSchema = z.object({ code: verificationCodeSchema });
export const emailVerifyResponseSchema = z.object({ email: z.string() });

const locationText = (max: number, tooLong: string) => optionalText(max, tooLong);

/**
 * PATCH provider/profile/location (spec 2 §5 "Location"): city required when an address is given;
 * state and zip always; the map's point when the owner placed it, else the server geocodes.
 */
export const locationRequestSchema = z
  .object({
    placeID: optionalText(300, companyMessages.placeIdInvalid),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    address: locationText(LOCATION_ADDRESS_MAX_LENGTH, locationMessages.addressTooLong),
    address2: locationText(LOCATION_ADDRESS_MAX_LENGTH, locationMessages.addressTooLong),
    city: locationText(LOCATION_CITY_MAX_LENGTH, locationMessages.cityTooLong),
    stateCode: z
      .string({ error: locationMessages.stateRequired })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, locationMessages.stateRequired),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .default('US')
      .refine((code) => code === 'US', locationMessages.countryUnsupported),
    zipCode: z
      .string({ error: locationMessages.zipRequired })
      .trim()
      .min(1, locationMessages.zipRequired)
      .max(LOCATION_ZIP_MAX_LENGTH, locationMessages.zipInvalid)
      .refine(isValidZip, locationMessages.zipInvalid),
  })
  .superRefine((value, ctx) => {
    if (value.address && !value.city) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: locationMessages.cityRequired });
    }
  });
export type LocationRequest = z.infer<typeof locationRequestSchema>;
export type LocationRequestInput = z.input<typeof locationRequestSchema>;

export const locationResponseSchema = z.object({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  placeId: z.string().nullable(),
  /** Not in the spec (issue 33): the zone, which follows the location until the owner chooses one. */
  timeZone: z.string(),
});
export type LocationResponse = z.infer<typeof locationResponseSchema>;

/** GET network/places/geocode: the point of an address, for the map step of Edit Location. */
export const geocodeQuerySchema = z.object({
  address: z.string().trim().max(LOCATION_ADDRESS_MAX_LENGTH).optional(),
  city: z.string().trim().max(LOCATION_CITY_MAX_LENGTH).optional(),
  stateCode: z.string().trim().toUpperCase().max(2).optional(),
  zipCode: z
    .string({ error: locationMessages.zipRequired })
    .trim()
    .min(1, locationMessages.zipRequired)
    .max(LOCATION_ZIP_MAX_LENGTH, locationMessages.zipInvalid)
    .refine(isValidZip, locationMessages.zipInvalid),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;
export const geocodeResponseSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** POST provider/profile/request-website-domain: a custom domain needs a number to call back. */
export const websiteDomainRequestSchema = z.object({
  phoneNumber: z
    .string({ error: websiteMessages.domainPhoneRequired })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(
      z
        .string()
        .min(1, websiteMessages.domainPhoneRequired)
        .length(PHONE_NUMBER_DIGITS, companyMessages.phoneInvalid),
    ),
});
export const websiteDomainResponseSchema = z.object({ message: z.string() });
