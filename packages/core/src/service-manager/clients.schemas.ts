import { z } from 'zod';
import { US_STATES } from '../geo/us-states';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../identity/auth.constants';
import { isSingleLine, textMessages } from '../platform/text.rules';
import { optionalPhoneSchema, optionalText } from '../providers/company.schemas';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, ZIP_MAX_LENGTH } from '../reviews/review-writing.constants';
import { companyMessages } from '../reviews/review-writing.messages';
import { isValidZip } from '../search/search.rules';
import { pagedQuerySchema } from './paging.schemas';
import {
  CLIENT_SEARCH_MAX_LENGTH,
  CLIENT_SORT_FIELDS,
  COMPANY_NAME_MAX_LENGTH,
} from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/** A provider's client (spec 3 §3 "Client"): who estimates, invoices and jobs are for. */

const oneLine = (max: number, tooLong: string) =>
  optionalText(max, tooLong).refine((value) => value === null || isSingleLine(value), textMessages.lineBreak);

const optionalStateCode = oneLine(2, companyMessages.stateRequired)
  .transform((code) => code?.toUpperCase() ?? null)
  .refine((code) => code === null || code in US_STATES, companyMessages.stateRequired);

const optionalZip = oneLine(ZIP_MAX_LENGTH, companyMessages.zipInvalid).refine(
  (zip) => zip === null || isValidZip(zip),
  companyMessages.zipInvalid,
);

const addressFields = {
  address: oneLine(ADDRESS_MAX_LENGTH, companyMessages.addressTooLong),
  address2: oneLine(ADDRESS_MAX_LENGTH, companyMessages.addressTooLong),
  city: oneLine(CITY_MAX_LENGTH, companyMessages.cityTooLong),
  stateCode: optionalStateCode,
  zipCode: optionalZip,
};

export const billingAddressSchema = z.object(addressFields);
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** POST and PUT provider/service-manager/clients: the whole client (PUT replaces every field). */
export const clientRequestSchema = z
  .object({
    companyName: oneLine(COMPANY_NAME_MAX_LENGTH, companyMessages.nameLength),
    firstName: z
      .string({ error: messages.firstNameRequired })
      .trim()
      .min(1, messages.firstNameRequired)
      .max(NAME_MAX_LENGTH, `Names must be ${NAME_MAX_LENGTH} characters or less`)
      .refine(isSingleLine, textMessages.lineBreak),
    lastName: oneLine(NAME_MAX_LENGTH, `Names must be ${NAME_MAX_LENGTH} characters or less`),
    emailAddress: oneLine(EMAIL_MAX_LENGTH, companyMessages.emailInvalid)
      .transform((email) => email?.toLowerCase() ?? null)
      .refine((email) => email === null || z.email().safeParse(email).success, companyMessages.emailInvalid),
    mobilePhoneNumber: optionalPhoneSchema,
    ...addressFields,
    separateBilling: z.boolean().default(false),
    billingAddress: billingAddressSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((client, ctx) => {
    const billing = client.billingAddress;
    if (client.separateBilling && !(billing?.address && billing.city && billing.stateCode && billing.zipCode))
      ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: messages.billingAddressRequired });
  })
  // A billing address only counts while billing is separate.
  .transform((client) => ({
    ...client,
    billingAddress: client.separateBilling ? client.billingAddress : null,
  }));
export type ClientRequest = z.output<typeof clientRequestSchema>;
export type ClientRequestInput = z.input<typeof clientRequestSchema>;

export const clientSchema = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  mobilePhoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  separateBilling: z.boolean(),
  billingAddress: z
    .object({
      address: z.string().nullable(),
      address2: z.string().nullable(),
      city: z.string().nullable(),
      stateCode: z.string().nullable(),
      zipCode: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** GET provider/service-manager/clients: paged, sorted, and searched by name, company, e-mail or phone. */
export const clientListQuerySchema = pagedQuerySchema(CLIENT_SORT_FIELDS, 'createdAt').extend({
  search: z
    .string()
    .trim()
    .max(CLIENT_SEARCH_MAX_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const clientListResponseSchema = z.object({
  clients: z.array(clientSchema),
  totalRecords: z.number(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientParamsSchema = z.object({ clientId: z.uuid({ error: messages.clientNotFound }) });
