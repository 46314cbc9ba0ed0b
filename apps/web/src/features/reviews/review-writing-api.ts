import type {
  DeletePromoVideoRequest,
  PromoVideoRequest,
  PromoVideoResponse,
} from '@porchlight/core/media/promo-video.schemas';
import type { AllPicturesResponse } from '@porchlight/core/providers/profile.schemas';
import type {
  SocialLinksRequestInput,
  SocialLinksResponse,
} from '@porchlight/core/providers/social-links.schemas';
import type {
  NewCompanyReviewRequest,
  NewCompanyReviewResponse,
  ReplyResponse,
  ReviewRequest,
} from '@porchlight/core/reviews/review-writing.schemas';
import type { Review, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import { api } from '@/lib/api-client';

const reviewsPath = (vanityNameLC: string) => `/provider/profile/reviews/${encodeURIComponent(vanityNameLC)}`;
const replyPath = (vanityNameLC: string, reviewNumber: number) =>
  `${reviewsPath(vanityNameLC)}/${reviewNumber}/reply`;

/** The calls of spec 1 §7, spec 2 §7 (promo videos) and spec 3 §7 "Profile, reviews and chat" this feature makes. */
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
  allPictures: (vanityName: string, signal?: AbortSignal) =>
    api.get<AllPicturesResponse>(`/network/profile/allpictures/${encodeURIComponent(vanityName)}`, {
      signal,
    }),
  /** POST adds the page's first video, PATCH replaces it (spec 2 §7). */
  setPromoVideo: (vanityName: string, body: PromoVideoRequest, replace: boolean) =>
    (replace ? api.patch<PromoVideoResponse> : api.post<PromoVideoResponse>)(
      `/provider/profile/promo-video?vanityName=${encodeURIComponent(vanityName)}`,
      body,
    ),
  deletePromoVideo: (vanityName: string, body: DeletePromoVideoRequest) =>
    api.post<PromoVideoResponse>(
      `/provider/profile/delete-promo-video?vanityName=${encodeURIComponent(vanityName)}`,
      body,
    ),
};
