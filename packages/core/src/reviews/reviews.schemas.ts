import { z } from 'zod';
import { REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE } from './reviews.constants';

/** A review as listed on the reviews page (spec 3 §3 "Review"). */
export const subratingSchema = z.object({
  rating: z.number(),
  headline: z.string().nullable(),
  review: z.string().nullable(),
  attributes: z.array(z.number()),
  displayUser: z.string(),
  createdAt: z.string(),
});

export const reviewSchema = z.object({
  reviewNumber: z.number(),
  rating: z.number(),
  /** The overall rating shown (the rating itself until reviews carry subratings). */
  totalRating: z.number(),
  headline: z.string().nullable(),
  review: z.string().nullable(),
  attributes: z.array(z.number()),
  displayUser: z.string(),
  createdAt: z.string(),
  verifiedCustomer: z.boolean(),
  subratings: z.array(subratingSchema),
  /** 'f' friends only, 'p' everyone. */
  visibility: z.enum(['f', 'p']),
  relationship: z.enum(['c', 'e', 'f', 's']).nullable(),
  ownedByCurrentUser: z.boolean(),
  /** Written by a friend of the viewer. */
  byFriend: z.boolean(),
  providerReply: z.string().nullable(),
  providerReplyDate: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  first: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  totalRecords: z.number(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
