import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from '../identity/auth.schemas';
import { companyFields, optionalText } from '../providers/company.schemas';
import {
  HEADLINE_MAX_LENGTH,
  PLACE_ID_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  REVIEW_RELATIONSHIP_CODES,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_VISIBILITIES,
} from './review-writing.constants';
import { companyMessages, replyMessages, reviewMessages } from './review-writing.messages';
import { attributesForRating, needsHeadline, needsReviewText } from './review-writing.rules';
import { reviewSchema } from './reviews.schemas';

/** What every review rates: stars, reasons, text and headline (spec 1 §3, spec 3 §3). */
export const ratingFields = {
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRequired),
  attributes: z
    .array(
      z
        .number({ error: reviewMessages.attributeInvalid })
        .int(reviewMessages.attributeInvalid)
        .min(1, reviewMessages.attributeInvalid)
        .max(10, reviewMessages.attributeInvalid),
      { error: reviewMessages.attributeInvalid },
    )
    .max(10, reviewMessages.attributeInvalid)
    .default([]),
  review: optionalText(REVIEW_TEXT_MAX_LENGTH, reviewMessages.reviewTooLong),
  headline: optionalText(HEADLINE_MAX_LENGTH, reviewMessages.headlineTooLong),
};

/** The review payload of spec 1 §3 (rating, attributes, review, headline, relationship, visibility). */
const reviewFields = {
  ...ratingFields,
  relationship: z.enum(REVIEW_RELATIONSHIP_CODES, { error: reviewMessages.relationshipInvalid }).nullish(),
  visibility: z.enum(REVIEW_VISIBILITIES, { error: reviewMessages.visibilityInvalid }).default('p'),
};

/** Sent only by users without a public name (spec 1 §5); checked by the server against the user. */
const nameFields = {
  firstName: z.string().max(500).optional(),
  lastName: z.string().max(500).optional(),
};

/** With `requireName`, both names follow the account rules (spec 1 §5 messages); trimmed when valid. */
function checkNames(value: { firstName?: string; lastName?: string }, ctx: z.RefinementCtx): void {
  for (const [field, schema] of [
    ['firstName', firstNameSchema],
    ['lastName', lastNameSchema],
  ] as const) {
    const result = schema.safeParse(value[field]);
    if (result.success) {
      value[field] = result.data;
      continue;
    }
    const [issue] = result.error.issues;
    if (!issue) throw new Error(`The ${field} check failed without an issue`);
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

interface ReviewRuleFields {
  rating?: unknown;
  review?: string | null;
  headline?: string | null;
  visibility?: 'f' | 'p';
}

/** Below 3 stars: the text, and a headline when everyone can read it (spec 1 §5). */
export function checkLowRating(value: ReviewRuleFields, ctx: z.RefinementCtx): void {
  const rating = typeof value.rating === 'number' ? value.rating : 0;
  if (needsReviewText(rating) && !value.review?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['review'], message: reviewMessages.reviewRequired });
  }
  if (needsHeadline(rating, value.visibility ?? 'p') && !value.headline?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['headline'], message: reviewMessages.headlineRequired });
  }
}

/** Attributes follow the rating: positive above 3, negative below, none at 3 (spec 3 §5). */
export const keepAttributesOfRating = <T extends { rating: number; attributes: number[] }>(value: T): T => ({
  ...value,
  attributes: attributesForRating(value.attributes, value.rating),
});

/**
 * POST provider/profile/reviews/{vanityNameLC}. `requireName` is for the form of a user without a
 * public name; the server parses the lenient one and checks the names against the user.
 */
export function createReviewRequestSchema(options: { requireName: boolean } = { requireName: false }) {
  return z
    .object({ ...reviewFields, ...nameFields })
    .superRefine((value, ctx) => {
      checkLowRating(value, ctx);
      if (options.requireName) checkNames(value, ctx);
    })
    .transform(keepAttributesOfRating);
}
export const reviewRequestSchema = createReviewRequestSchema();
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** The company fields of a review for a company not yet on the site (spec 1 §3, rules of spec 2 §5). */
const reviewCompanyFields = {
  ...companyFields,
  placeId: optionalText(PLACE_ID_MAX_LENGTH, companyMessages.placeIdInvalid),
};

/** POST provider/profile/reviews/new-company: a review plus the company it is about. */
export function createNewCompanyReviewRequestSchema(
  options: { requireName: boolean } = { requireName: false },
) {
  return z
    .object({ ...reviewFields, ...nameFields, ...reviewCompanyFields })
    .superRefine((value, ctx) => {
      checkLowRating(value, ctx);
      if (options.requireName) checkNames(value, ctx);
    })
    .transform(keepAttributesOfRating);
}
export const newCompanyReviewRequestSchema = createNewCompanyReviewRequestSchema();
export type NewCompanyReviewRequestInput = z.input<typeof newCompanyReviewRequestSchema>;
export type NewCompanyReviewRequest = z.infer<typeof newCompanyReviewRequestSchema>;

export const newCompanyReviewResponseSchema = z.object({ vanityName: z.string() });
export type NewCompanyReviewResponse = z.infer<typeof newCompanyReviewResponseSchema>;

/** Provider reply (spec 3 §5): trimmed, 1 to 1,000 characters. */
export const replyRequestSchema = z.object({
  reply: z
    .string({ error: replyMessages.required })
    .trim()
    .min(1, replyMessages.required)
    .max(REPLY_MAX_LENGTH, replyMessages.tooLong),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

export const replyResponseSchema = z.object({
  reviewNumber: z.number(),
  providerReply: z.string().nullable(),
  providerReplyDate: z.string().nullable(),
});
export type ReplyResponse = z.infer<typeof replyResponseSchema>;

export const reviewPathParamsSchema = z.object({
  vanityNameLC: z.string().trim().min(1).max(200),
  reviewNumber: z.coerce.number().int().positive(),
});
export const reviewVanityParamsSchema = reviewPathParamsSchema.pick({ vanityNameLC: true });

/** GET provider/profile/reviews/{vanityNameLC}/mine: the user's review of the provider, null when none. */
export const ownReviewResponseSchema = z.object({ review: reviewSchema.nullable() });
export type OwnReviewResponse = z.infer<typeof ownReviewResponseSchema>;
