import { displayUserName } from '@porchlight/core/reviews/reviews.rules';
import type { ReviewListQuery, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import type { ProfileRepository } from '../profile/profile.repository';
import { findVisibleProvider, type Viewer } from '../profile/profile-visibility';
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
        reviews: rows.map((row) => ({
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
          byFriend: row.byFriend,
          providerReply: row.providerReply,
          providerReplyDate: row.providerReplyDate?.toISOString() ?? null,
        })),
      };
    },
  };
}
