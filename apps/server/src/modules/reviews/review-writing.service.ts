import { authMessages } from '@porchlight/core/identity/auth.messages';
import { updateUserRequestSchema } from '@porchlight/core/identity/auth.schemas';
import type {
  SocialLinksRequest,
  SocialLinksResponse,
} from '@porchlight/core/providers/social-links.schemas';
import { socialLinksToastMessages } from '@porchlight/core/providers/social-links.schemas';
import { NEW_COMPANY_SEGMENT } from '@porchlight/core/reviews/review-writing.constants';
import { replyMessages, reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { hasPublicName } from '@porchlight/core/reviews/review-writing.rules';
import type {
  NewCompanyReviewRequest,
  NewCompanyReviewResponse,
  ReplyResponse,
  ReviewRequest,
} from '@porchlight/core/reviews/review-writing.schemas';
import type { Review, ReviewListQuery, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import { slugify } from '@porchlight/core/text/slug';
import type { AccessClaims } from '../identity/tokens';
import { AppError } from '../platform/app-error';
import { findVisibleProvider } from '../providers/profile-visibility';
import { toReview } from './review-response';
import type { ReviewValues, ReviewWritingRepository } from './review-writing.repository';

type Viewer = AccessClaims;

function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('unauthorized', authMessages.notLoggedIn);
  return viewer;
}

function reviewValues(body: ReviewRequest): ReviewValues {
  return {
    rating: body.rating,
    attributes: body.attributes,
    review: body.review,
    headline: body.headline,
    relationship: body.relationship ?? null,
    visibility: body.visibility,
  };
}

export function createReviewWritingService(repository: ReviewWritingRepository) {
  /**
   * Names to save with the review: none when the user already has a public name; otherwise the
   * payload's, checked with the account rules (spec 1 §5 messages), or a 400 naming the fields.
   */
  async function namesToSave(userId: string, body: { firstName?: string; lastName?: string }) {
    const user = await repository.findUserNames(userId);
    if (!user) throw new AppError('unauthorized', authMessages.sessionExpired);
    if (hasPublicName(user)) return null;
    const parsed = updateUserRequestSchema.safeParse({ firstName: body.firstName, lastName: body.lastName });
    if (parsed.success) return parsed.data;
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    throw new AppError('badRequest', Object.values(fields)[0] ?? authMessages.firstNameRequired, fields);
  }

  /** The review if the viewer may read it: a friends-only review of a stranger is as absent as a missing one. */
  async function findReview(providerId: string, reviewNumber: number, viewerId: string) {
    const review = await repository.findVisibleReview(providerId, reviewNumber, viewerId);
    if (!review) throw new AppError('notFound', reviewMessages.reviewNotFound);
    return review;
  }

  /** Provider managers (owner or manager members) of the company in the path. */
  async function managedReview(viewer: Viewer | null, vanityNameLC: string, reviewNumber: number) {
    const user = requireViewer(viewer);
    const { provider, isMember } = await findVisibleProvider(repository, vanityNameLC, user);
    if (!isMember) throw new AppError('forbidden', replyMessages.notManager);
    return findReview(provider.id, reviewNumber, user.userId);
  }

  async function uniqueVanityName(name: string): Promise<string> {
    const base = slugify(name) || 'company';
    const taken = await repository.vanityNamesLike(base);
    taken.add(NEW_COMPANY_SEGMENT);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  return {
    /** POST provider/profile/reviews/{vanityNameLC} */
    async createReview(viewer: Viewer | null, vanityNameLC: string, body: ReviewRequest): Promise<Review> {
      const user = requireViewer(viewer);
      const { provider, isMember } = await findVisibleProvider(repository, vanityNameLC, user);
      if (isMember) throw new AppError('forbidden', reviewMessages.memberCannotReview);
      const names = await namesToSave(user.userId, body);
      if (await repository.hasReviewBy(user.userId, provider.id)) {
        throw new AppError('conflict', reviewMessages.duplicateReview);
      }
      const row = await repository.createReview({
        providerId: provider.id,
        userId: user.userId,
        values: reviewValues(body),
        names,
      });
      // A second submit racing the first: the unique index answered.
      if (!row) throw new AppError('conflict', reviewMessages.duplicateReview);
      return toReview(row, user.userId, false);
    },

    /** POST provider/profile/reviews/new-company */
    async createCompanyReview(
      viewer: Viewer | null,
      body: NewCompanyReviewRequest,
    ): Promise<NewCompanyReviewResponse> {
      const user = requireViewer(viewer);
      const names = await namesToSave(user.userId, body);
      const company = {
        name: body.name,
        address: body.address,
        address2: body.address2,
        city: body.city,
        stateCode: body.stateCode,
        zipCode: body.zipCode,
        countryCode: body.countryCode,
        phoneNumber: body.phoneNumber,
        website: body.website,
        placeId: body.placeId,
      };
      if (await repository.companyExists(company))
        throw new AppError('conflict', reviewMessages.companyExists);
      // Another company taking the same vanity name in between: pick the next free one.
      for (let attempt = 0; attempt < 3; attempt++) {
        const vanityName = await uniqueVanityName(body.name);
        const result = await repository.createCompanyWithReview({
          company: { ...company, vanityName },
          userId: user.userId,
          values: reviewValues(body),
          names,
        });
        if (result === 'exists') throw new AppError('conflict', reviewMessages.companyExists);
        if (result !== 'vanity-taken') return result;
      }
      throw new AppError('conflict', reviewMessages.companyExists);
    },

    /** GET provider/profile/reviews/{vanityNameLC}/friends */
    async listFriendReviews(
      viewer: Viewer | null,
      vanityNameLC: string,
      query: ReviewListQuery,
    ): Promise<ReviewListResponse> {
      const user = requireViewer(viewer);
      const { provider } = await findVisibleProvider(repository, vanityNameLC, user);
      const { rows, totalRecords } = await repository.listFriendReviews(provider.id, user.userId, query);
      return { totalRecords, reviews: rows.map((row) => toReview(row, user.userId, true)) };
    },

    /** DELETE provider/profile/reviews/{vanityNameLC}/{reviewNumber}: the author's own review only. */
    async deleteReview(viewer: Viewer | null, vanityNameLC: string, reviewNumber: number): Promise<void> {
      const user = requireViewer(viewer);
      const { provider } = await findVisibleProvider(repository, vanityNameLC, user);
      const review = await findReview(provider.id, reviewNumber, user.userId);
      if (review.userId !== user.userId) throw new AppError('forbidden', reviewMessages.notYourReview);
      if (!(await repository.deleteOwnReview(review.id, user.userId))) {
        throw new AppError('notFound', reviewMessages.reviewNotFound);
      }
    },

    /** POST …/{reviewNumber}/reply: only on others' reviews without a reply (spec 3 §4). */
    async addReply(
      viewer: Viewer | null,
      vanityNameLC: string,
      reviewNumber: number,
      reply: string,
    ): Promise<ReplyResponse> {
      const review = await managedReview(viewer, vanityNameLC, reviewNumber);
      if (review.userId === viewer?.userId) throw new AppError('conflict', replyMessages.ownReview);
      const row = await repository.addReply(review.id, reply);
      if (!row) throw new AppError('conflict', replyMessages.alreadyReplied);
      return { ...row, providerReplyDate: row.providerReplyDate?.toISOString() ?? null };
    },

    /** PATCH …/{reviewNumber}/reply */
    async updateReply(
      viewer: Viewer | null,
      vanityNameLC: string,
      reviewNumber: number,
      reply: string,
    ): Promise<ReplyResponse> {
      const review = await managedReview(viewer, vanityNameLC, reviewNumber);
      const row = await repository.updateReply(review.id, reply);
      if (!row) throw new AppError('notFound', replyMessages.noReply);
      return { ...row, providerReplyDate: row.providerReplyDate?.toISOString() ?? null };
    },

    /** DELETE …/{reviewNumber}/reply */
    async deleteReply(viewer: Viewer | null, vanityNameLC: string, reviewNumber: number): Promise<void> {
      const review = await managedReview(viewer, vanityNameLC, reviewNumber);
      if (!(await repository.deleteReply(review.id))) throw new AppError('notFound', replyMessages.noReply);
    },

    /** PATCH provider/profile/social: the owner or a manager of the provider (named, or their first). */
    async updateSocialLinks(
      viewer: Viewer | null,
      vanityName: string | undefined,
      body: SocialLinksRequest,
    ): Promise<SocialLinksResponse> {
      const user = requireViewer(viewer);
      const provider = await repository.findManagedProvider(user.userId, vanityName?.toLowerCase());
      if (!provider) throw new AppError('forbidden', socialLinksToastMessages.notManager);
      const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      return repository.updateSocialLinks(provider.id, values);
    },
  };
}

export type ReviewWritingService = ReturnType<typeof createReviewWritingService>;
