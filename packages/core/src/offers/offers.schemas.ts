import { z } from 'zod';
import {
  CATALOGUE_SEARCH_MIN_CHARS,
  OFFER_DESCRIPTION_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_NAME_MAX,
} from './offers.constants';
import { offerMessages } from './offers.messages';

/** A pricing-form question (spec 2 §3 "Pricing-form question"). */
export const pricingFormQuestionSchema = z.object({
  type: z.enum(['text', 'dropdown', 'checkbox', 'radio', 'address', 'textarea', 'uploader', 'contact']),
  label: z.string(),
  name: z.string(),
  descriptionText: z.string().optional(),
  required: z.boolean(),
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  valueType: z.string().optional(),
});

export const offerSectionSchema = z.object({
  uuid: z.string(),
  type: z.string(),
  options: z.record(z.string(), z.boolean()).optional(),
});

/** An offer as the owner's tools see it (spec 2 §3 "Offer"). */
export const offerSchema = z.object({
  offerNumber: z.number(),
  type: z.literal('service'),
  name: z.string(),
  nameUri: z.string(),
  /** The catalogue service (its slug u) the offer was added from, if any. */
  catalogueUri: z.string().nullable(),
  category: z.string().nullable(),
  categoryUri: z.string().nullable(),
  subcategory: z.string().nullable(),
  subcategoryUri: z.string().nullable(),
  descriptionText: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
  descriptionTeaser: z.string().nullable(),
  iconPath: z.string().nullable(),
  promoVideoPath: z.string().nullable(),
  pricingForm: z.array(pricingFormQuestionSchema),
  sections: z.array(offerSectionSchema),
  orderNumber: z.number(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Blank optional texts are left out, so the catalogue's name and the generated description apply. */
const optionalText = (schema: z.ZodString) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * POST provider/profile/offers: one catalogue service, by its slug u, optionally under another name
 * or with the owner's own description (spec 2 §5 "Add offer").
 */
export const addOfferRequestSchema = z.object({
  u: z
    .string({ error: offerMessages.notInCatalogue })
    .trim()
    .min(1, offerMessages.notInCatalogue)
    .max(200, offerMessages.notInCatalogue),
  name: optionalText(
    z
      .string({ error: offerMessages.nameRequired })
      .trim()
      .min(1, offerMessages.nameRequired)
      .max(OFFER_NAME_MAX, offerMessages.nameTooLong),
  ),
  descriptionText: optionalText(
    z
      .string()
      .trim()
      .min(OFFER_DESCRIPTION_MIN, offerMessages.descriptionTooShort)
      .max(OFFER_DESCRIPTION_MAX, offerMessages.descriptionTooLong),
  ),
});
export type AddOfferRequest = z.infer<typeof addOfferRequestSchema>;

export const offerParamsSchema = z.object({
  offerNumber: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET network/catalogue/search?q=: the Add Services dialog's service search (spec 2 §9: from 2 characters). */
export const catalogueSearchRequestSchema = z.object({
  q: z.string().trim().min(CATALOGUE_SEARCH_MIN_CHARS).max(100),
});

/** A catalogue entry as the dialog lists it (spec 2 §3 "Service catalogue entry"). */
export const catalogueServiceSchema = z.object({
  u: z.string(),
  n: z.string(),
  c: z.string(),
  cu: z.string(),
  s: z.string().nullable(),
  su: z.string().nullable(),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;

export const catalogueSearchResponseSchema = z.object({ services: z.array(catalogueServiceSchema) });
export type CatalogueSearchResponse = z.infer<typeof catalogueSearchResponseSchema>;
