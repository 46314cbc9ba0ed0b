import type { ReviewListQuery, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import type { Access } from '../identity/access';
import { type Principal, userIdOf } from '../identity/principal';
import { toReview } from './review-response';
import type { ReviewsRepository } from './reviews.repository';

export function createReviewsService(deps: { repository: ReviewsRepository; access: Access }) {
  return {
    /** GET network/profile/reviews/{vanityName}: newest first, friends-only ones only for those allowed. */
    async listReviews(
      principal: Principal,
      { vanityName, ...query }: ReviewListQuery & { vanityName: string },
    ): Promise<ReviewListResponse> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'view');
      const viewerId = userIdOf(principal);
      const { rows, totalRecords } = await deps.repository.listVisible(provider.id, viewerId, query);
      return {
        totalRecords,
        reviews: rows.map((row) => toReview(row, viewerId, row.byFriend)),
      };
    },
  };
}
