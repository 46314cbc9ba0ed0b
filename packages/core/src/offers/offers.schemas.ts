import { z } from 'zod';
import {
  CATALOGUE_SEARCH_MIN_CHARS,
  CATEGORY_NAME_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_NAME_MAX,
  OFFER_TEASER_MAX,
  OFFER_TEASER_MIN,
} from './offers.constants';
import { offerMessages } from './offers.messages';
import {
  PRICING_FIELD_LABEL_MAX,
  PRICING_FIELD_MAX_OPTIONS,
  PRICING_FORM_MAX_FIELDS,
  pricingFormIssue,
} from './pricing-form.rules';

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
 * POST provider/profile/offers: one catalogue service by its slug u, optionally under another name or
 * with the owner's own description; or, without u, a service of the owner's own by its name (spec 2 §5
 * "Add offer"). category and subcategory name one of the provider's own to file it under; without
 * them a catalogue service goes under the catalogue's and an own service under none.
 */
export const addOfferRequestSchema = z
  .object({
    u: optionalText(
      z
        .string({ error: offerMessages.notInCatalogue })
        .trim()
        .min(1, offerMessages.notInCatalogue)
        .max(200, offerMessages.notInCatalogue),
    ),
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
    category: optionalText(z.string().trim().max(CATEGORY_NAME_MAX)),
    subcategory: optionalText(z.string().trim().max(CATEGORY_NAME_MAX)),
  })
  .refine((body) => body.u !== undefined || body.name !== undefined, {
    message: offerMessages.nameRequired,
    path: ['name'],
  })
  .refine((body) => body.subcategory === undefined || body.category !== undefined, {
    message: offerMessages.unknownCategory,
    path: ['category'],
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

/** Trimmed, first letter upper-cased (spec 2 §5 "Edit offer"). */
export function offerDisplayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** PATCH provider/profile/offers/{offerNumber} with the offer's texts and place in the menu. */
export const editOfferDetailsSchema = z.object({
  name: z
    .string({ error: offerMessages.nameRequired })
    .trim()
    .min(1, offerMessages.nameRequired)
    .max(OFFER_NAME_MAX, offerMessages.nameTooLong)
    .transform(offerDisplayName),
  descriptionText: z
    .string({ error: offerMessages.descriptionTooShort })
    .trim()
    .min(OFFER_DESCRIPTION_MIN, offerMessages.descriptionTooShort)
    .max(OFFER_DESCRIPTION_MAX, offerMessages.descriptionTooLong),
  descriptionHtml: z
    .string()
    .max(OFFER_DESCRIPTION_MAX * 4, offerMessages.descriptionTooLong)
    .default(''),
  descriptionTeaser: z
    .string({ error: offerMessages.teaserTooShort })
    .trim()
    .min(OFFER_TEASER_MIN, offerMessages.teaserTooShort)
    .max(OFFER_TEASER_MAX, offerMessages.teaserTooLong),
  /** Empty text for none (spec 2 §5). */
  category: z.string().trim().max(CATEGORY_NAME_MAX).default(''),
  subcategory: z.string().trim().max(CATEGORY_NAME_MAX).default(''),
});
export type EditOfferDetails = z.input<typeof editOfferDetailsSchema>;

/** PATCH provider/profile/offers/{offerNumber} with the pricing form the builder made. */
export const editPricingFormSchema = z
  .object({
    pricingForm: z
      .array(
        pricingFormQuestionSchema.extend({
          label: z.string().trim().max(PRICING_FIELD_LABEL_MAX),
          name: z.string().trim().min(1).max(100),
          descriptionText: z.string().trim().max(500).optional(),
          options: z
            .array(z.object({ label: z.string().trim().min(1).max(100), value: z.string().max(100) }))
            .max(PRICING_FIELD_MAX_OPTIONS)
            .optional(),
        }),
      )
      .max(PRICING_FORM_MAX_FIELDS),
  })
  .superRefine(({ pricingForm }, ctx) => {
    const issue = pricingFormIssue(pricingForm);
    if (issue) ctx.addIssue({ code: 'custom', path: ['pricingForm'], message: issue });
  });

/**
 * Either body of the PATCH: the service parses `{ pricingForm }` with editPricingFormSchema and
 * anything else with editOfferDetailsSchema, so each answers its own messages (a union would not).
 */
export const editOfferRequestSchema = z.looseObject({});

const categoryName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(CATEGORY_NAME_MAX);

export const addCategoryRequestSchema = z.object({
  name: categoryName(offerMessages.categoryRequired),
  type: z.enum(['scat', 'pcat']).default('scat'),
});
export const addSubcategoryRequestSchema = z.object({
  name: categoryName(offerMessages.subcategoryRequired),
  category: categoryName(offerMessages.categoryRequired),
  type: z.enum(['ssubcat', 'psubcat']).default('ssubcat'),
});
export const categoryNameResponseSchema = z.object({ name: z.string() });

/** GET network/profile/offers/categories/{uri}: the provider's categories with their subcategories. */
export const offerCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['scat', 'pcat']),
      subcategories: z.array(z.object({ name: z.string(), type: z.enum(['ssubcat', 'psubcat']) })),
    }),
  ),
});
export type OfferCategories = z.infer<typeof offerCategoriesResponseSchema>['categories'];

/** POST provider/profile/offers/reorder: every offer in displayed order (spec 2 §7, §9). */
export const reorderOffersRequestSchema = z
  .array(
    z.object({
      offerNumber: z.number().int().positive().max(2_147_483_647),
      orderNumber: z.number().int().min(0).max(1_000_000),
    }),
  )
  .min(1)
  .max(500);
export const reorderOffersResponseSchema = z.object({ saved: z.number() });

/** POST provider/profile/photo/tag-offer/{friendlyImageName} and untag-offer. */
export const photoTagParamsSchema = z.object({ friendlyImageName: z.string().trim().min(1).max(200) });
export const photoTagRequestSchema = z.object({
  offerNumber: z.number().int().positive().max(2_147_483_647),
});
export const photoTagResponseSchema = z.object({ taggedOfferNumbers: z.array(z.number()) });
