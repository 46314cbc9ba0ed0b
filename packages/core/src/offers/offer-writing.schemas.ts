import { z } from 'zod';
import {
  CATEGORY_NAME_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_NAME_MAX,
  OFFER_TEASER_MAX,
} from './offers.constants';
import { offerMessages } from './offers.messages';

/**
 * AI teaser and description regeneration of an offer (spec 2 §4 "Offer editing", §6, §7, §8). The spec
 * words the success alert and the error dialog's title; the confirmations and failures are ours
 * (docs/decisions.md "Offer AI texts and promo videos").
 */
export const offerWritingMessages = {
  // spec 2 §8
  descriptionRegenerated: offerMessages.descriptionRegenerated,
  errorTitle: offerMessages.editErrorTitle,
  // Ours, in the voice of spec 2 §8's alerts.
  teaserRegenerated: 'Teaser regenerated successfully',
  confirmTeaserTitle: 'Regenerate teaser?',
  confirmTeaser:
    'A new teaser will be written for this service and replace the one in the form. Nothing is saved until you press Save.',
  confirmDescriptionTitle: 'Regenerate description?',
  confirmDescription:
    'A new description will be written for this service and replace the one in the form. Nothing is saved until you press Save.',
  confirmLabel: 'Regenerate',
  /** 400: saving a generated text needs the offer it goes to. */
  offerNumberRequired: 'Choose the service to save the text to',
  /** 503: the AI service failed or answered nothing usable. */
  aiUnavailable: 'The AI writer is not available right now. Please try again later.',
  /** 429: the per-provider daily cap of AI texts is spent. */
  noAttemptsLeft:
    "You've used all of today's AI writing attempts for your services. Please try again tomorrow.",
} as const;

const offerNumberSchema = z.number().int().positive().max(2_147_483_647);

/** Optional context texts: blank is none. */
const context = (max: number, tooLong?: string) => z.string().trim().max(max, tooLong).optional();

/**
 * What both calls share. companyName and companyMetaDescription (spec 2 §7) are read from the provider
 * on the server, never taken from the caller, so unknown keys are dropped here.
 */
const writingRequest = z.object({
  saveUpdate: z.boolean().default(false),
  offerNumber: offerNumberSchema.optional(),
  name: z
    .string({ error: offerMessages.nameRequired })
    .trim()
    .min(1, offerMessages.nameRequired)
    .max(OFFER_NAME_MAX, offerMessages.nameTooLong),
  category: context(CATEGORY_NAME_MAX),
  subcategory: context(CATEGORY_NAME_MAX),
});

/** Saving needs the offer to save to (spec 2 §7: "offerNumber (when saving)"). */
function offerWhenSaving(value: { saveUpdate: boolean; offerNumber?: number }, ctx: z.RefinementCtx) {
  if (value.saveUpdate && value.offerNumber === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['offerNumber'],
      message: offerWritingMessages.offerNumberRequired,
    });
}

/** POST provider/profile/offers/generate-teaser; the current teaser is a hint for the writer. */
export const generateTeaserRequestSchema = writingRequest
  .extend({ descriptionTeaser: context(OFFER_TEASER_MAX, offerMessages.teaserTooLong) })
  .superRefine(offerWhenSaving);
export type GenerateTeaserRequest = z.infer<typeof generateTeaserRequestSchema>;

export const generateTeaserResponseSchema = z.object({ descriptionTeaser: z.string() });
export type GenerateTeaserResponse = z.infer<typeof generateTeaserResponseSchema>;

/** POST provider/profile/offers/generate-description; the current text is a hint for the writer. */
export const generateDescriptionRequestSchema = writingRequest
  .extend({ descriptionText: context(OFFER_DESCRIPTION_MAX, offerMessages.descriptionTooLong) })
  .superRefine(offerWhenSaving);
export type GenerateDescriptionRequest = z.infer<typeof generateDescriptionRequestSchema>;

/**
 * The sanitised HTML, and the same text as the edit dialog edits it: paragraphs apart, list items as
 * "- " lines.
 */
export const generateDescriptionResponseSchema = z.object({
  descriptionHtml: z.string(),
  descriptionText: z.string(),
});
export type GenerateDescriptionResponse = z.infer<typeof generateDescriptionResponseSchema>;
