import { z } from 'zod';
import { hubUriParamsSchema } from '../client-hub/client-hub.schemas';
import { numberParamSchema } from '../service-manager/documents.schemas';
import { checkLowRating, keepAttributesOfRating, ratingFields } from './review-writing.schemas';
import { reviewSchema } from './reviews.schemas';
import { RATED_ARTIFACT_TYPES } from './verified-ratings.constants';
import { verifiedRatingMessages } from './verified-ratings.messages';

/** A Client Hub customer's rating of an invoice (spec 3 §7). */

export const invoiceRatingParamsSchema = hubUriParamsSchema.extend({ invoiceNumber: numberParamSchema });

/** POST client-hub/reviews/auto/{uri}: the invoice a payment was made on. */
export const autoRatingRequestSchema = z.object({
  artifactType: z.enum(RATED_ARTIFACT_TYPES, { error: verifiedRatingMessages.artifactTypeInvalid }),
  artifactNumber: numberParamSchema,
});
export type AutoRatingRequest = z.infer<typeof autoRatingRequestSchema>;

/**
 * PATCH client-hub/reviews/{uri}/invoice/{n}: the rules of every review (spec 3 §5). The rating is
 * public, so below 3 stars it needs a headline and the text.
 */
export const invoiceRatingRequestSchema = z
  .object(ratingFields)
  .superRefine(checkLowRating)
  .transform(keepAttributesOfRating);
export type InvoiceRatingRequestInput = z.input<typeof invoiceRatingRequestSchema>;
export type InvoiceRatingRequest = z.infer<typeof invoiceRatingRequestSchema>;

/** The customer's rating of the invoice (spec 3 §7 "returns rating, headline, review, attributes"). */
export const invoiceRatingSchema = reviewSchema
  .pick({ reviewNumber: true, rating: true, headline: true, review: true, attributes: true, createdAt: true })
  .extend({ invoiceNumber: z.number(), updatedAt: z.string() });
export type InvoiceRating = z.infer<typeof invoiceRatingSchema>;
