import { displayUserName } from '@porchlight/core/reviews/reviews.rules';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { clients, reviews, users } from '@porchlight/db/schema/index';

/** The columns every reviews query selects (reviews left-joined to their authors: accounts and hub clients). */
export const reviewSourceColumns = {
  reviewNumber: reviews.reviewNumber,
  userId: reviews.userId,
  rating: reviews.rating,
  headline: reviews.headline,
  review: reviews.review,
  attributes: reviews.attributes,
  relationship: reviews.relationship,
  visibility: reviews.visibility,
  verifiedCustomer: reviews.verifiedCustomer,
  providerReply: reviews.providerReply,
  providerReplyDate: reviews.providerReplyDate,
  createdAt: reviews.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  clientId: reviews.clientId,
  clientFirstName: clients.firstName,
  clientLastName: clients.lastName,
};

/** A row of `reviewSourceColumns`. */
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
  clientId: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
}

/** 'Maria G.': a hub client's rating is shown under the client's name, any other review its account's. */
function authorName(row: ReviewSource): string {
  return row.clientId
    ? displayUserName(row.clientFirstName, row.clientLastName)
    : displayUserName(row.firstName, row.lastName);
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
    displayUser: authorName(row),
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
