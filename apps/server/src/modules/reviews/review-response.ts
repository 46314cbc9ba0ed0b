import { displayUserName } from '@porchlight/core/reviews/reviews.rules';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';

/** The review columns every reviews query selects. */
export interface ReviewSource {
  reviewNumber: number;
  userId: string | null;
  rating: number;
  headline: string | null;
  review: string | null;
  attributes: number[];
  relationship: 'c' | 'e' | 'f' | 's' | null;
  visibility: 'f' | 'p';
  verifiedCustomer: boolean;
  providerReply: string | null;
  providerReplyDate: Date | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

/** A review as the reviews page shows it (spec 3 §3 "Review"). */
export function toReview(row: ReviewSource, viewerId: string | null, byFriend: boolean): Review {
  return {
    reviewNumber: row.reviewNumber,
    rating: row.rating,
    totalRating: row.rating,
    headline: row.headline,
    review: row.review,
    attributes: row.attributes,
    displayUser: displayUserName(row.firstName, row.lastName),
    createdAt: row.createdAt.toISOString(),
    verifiedCustomer: row.verifiedCustomer,
    subratings: [],
    visibility: row.visibility,
    relationship: row.relationship,
    ownedByCurrentUser: viewerId !== null && row.userId === viewerId,
    byFriend,
    providerReply: row.providerReply,
    providerReplyDate: row.providerReplyDate?.toISOString() ?? null,
  };
}
