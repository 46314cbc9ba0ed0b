import type { ReviewListQuery, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import type { ProfileRepository } from '../providers/profile.repository';
import { findVisibleProvider, type Viewer } from '../providers/profile-visibility';
import { toReview } from './review-response';
import type { ReviewsRepository } from './reviews.repository';

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  profiles: Pick<ProfileRepository, 'findProviderByVanityName' | 'isMember'>;
}) {
  return {
    /** GET network/profile/reviews/{vanityName}: newest first, friends-only ones only for those allowed. */
    async listReviews(
      vanityName: string,
      query: ReviewListQuery,
      viewer: Viewer | null,
    ): Promise<ReviewListResponse> {
      const { provider } = await findVisibleProvider(deps.profiles, vanityName, viewer);
      const viewerId = viewer?.userId ?? null;
      const { rows, totalRecords } = await deps.repository.listVisible(provider.id, viewerId, query);
      return {
        totalRecords,
        reviews: rows.map((row) => toReview(row, viewerId, row.byFriend)),
      };
    },
  };
}
