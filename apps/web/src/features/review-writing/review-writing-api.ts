import type {
  NewCompanyReviewRequest,
  NewCompanyReviewResponse,
  ReplyResponse,
  ReviewRequest,
} from '@porchlight/core/reviews/review-writing.schemas';
import type { Review, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import type {
  SocialLinksRequestInput,
  SocialLinksResponse,
} from '@porchlight/core/social-links/social-links.schemas';
import { api } from '@/lib/api-client';

const reviewsPath = (vanityNameLC: string) => `/provider/profile/reviews/${encodeURIComponent(vanityNameLC)}`;
const replyPath = (vanityNameLC: string, reviewNumber: number) =>
  `${reviewsPath(vanityNameLC)}/${reviewNumber}/reply`;

/** The calls of spec 1 §7 and spec 3 §7 "Profile, reviews and chat" this feature makes. */
export const reviewWritingApi = {
  addReview: (vanityNameLC: string, body: ReviewRequest & { firstName?: string; lastName?: string }) =>
    api.post<Review>(reviewsPath(vanityNameLC), body),
  addCompanyReview: (body: NewCompanyReviewRequest) =>
    api.post<NewCompanyReviewResponse>('/provider/profile/reviews/new-company', body),
  friendReviews: (vanityNameLC: string, signal?: AbortSignal) =>
    api.get<ReviewListResponse>(`${reviewsPath(vanityNameLC)}/friends?rows=50`, { signal }),
  deleteReview: (vanityNameLC: string, reviewNumber: number) =>
    api.delete(`${reviewsPath(vanityNameLC)}/${reviewNumber}`),
  addReply: (vanityNameLC: string, reviewNumber: number, reply: string) =>
    api.post<ReplyResponse>(replyPath(vanityNameLC, reviewNumber), { reply }),
  updateReply: (vanityNameLC: string, reviewNumber: number, reply: string) =>
    api.patch<ReplyResponse>(replyPath(vanityNameLC, reviewNumber), { reply }),
  deleteReply: (vanityNameLC: string, reviewNumber: number) =>
    api.delete(replyPath(vanityNameLC, reviewNumber)),
  updateSocialLinks: (vanityName: string, body: SocialLinksRequestInput) =>
    api.patch<SocialLinksResponse>(
      `/provider/profile/social?vanityName=${encodeURIComponent(vanityName)}`,
      body,
    ),
  friendCount: () => api.get<{ friendCount: number }>('/auth/user/friend-count'),
};
