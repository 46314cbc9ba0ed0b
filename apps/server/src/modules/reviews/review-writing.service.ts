import { authMessages } from '@porchlight/core/identity/auth.messages';
import { updateUserRequestSchema } from '@porchlight/core/identity/auth.schemas';
import { replyMessages, reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { hasPublicName } from '@porchlight/core/reviews/review-writing.rules';
import type {
  NewCompanyReviewRequest,
  NewCompanyReviewResponse,
  ReplyResponse,
  ReviewRequest,
} from '@porchlight/core/reviews/review-writing.schemas';
import type { Review, ReviewListQuery, ReviewListResponse } from '@porchlight/core/reviews/reviews.schemas';
import type { GeocodingAdapter } from '../../adapters/geocoding';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isUniqueViolation } from '../platform/db-errors';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { CompaniesRepository } from '../providers/companies.repository';
import { uniqueVanityName } from '../providers/vanity-names';
import { toReview } from './review-response';
import type { ReviewValues, ReviewWritingRepository } from './review-writing.repository';

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

export function createReviewWritingService(deps: {
  repository: ReviewWritingRepository;
  companies: CompaniesRepository;
  access: Access;
  unitOfWork: UnitOfWork;
  geocoding: Pick<GeocodingAdapter, 'locateZip'>;
}) {
  const { repository, access } = deps;

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

  /**
   * A change of the provider's reviews, with the event that drops its cached pages: what its pages and
   * cards show (stars, counts), never where search lists it.
   */
  function changeReviews<T>(
    provider: { vanityName: string },
    write: (reviewWriting: ReviewWritingRepository) => Promise<T>,
  ): Promise<T> {
    return deps.unitOfWork(async ({ reviewWriting, events }) => {
      const result = await write(reviewWriting);
      await events.providerChanged(provider, { contentOnly: true });
      return result;
    });
  }

  /** The review if the viewer may read it: a friends-only review of a stranger is as absent as a missing one. */
  async function findReview(providerId: string, reviewNumber: number, viewerId: string) {
    const review = await repository.findVisibleReview(providerId, reviewNumber, viewerId);
    if (!review) throw new AppError('notFound', reviewMessages.reviewNotFound);
    return review;
  }

  /** The user and the provider of a review call, once the access layer lets them at its reviews. */
  async function reviewerOf(principal: Principal, vanityNameLC: string) {
    const user = requireUser(principal);
    const { provider } = await access.requireProviderAccess(
      principal,
      { vanityName: vanityNameLC },
      'review',
    );
    return { user, provider };
  }

  /** The author's own review in the path; `refusal` answers anyone else's. */
  async function authoredReview(
    principal: Principal,
    { vanityNameLC, reviewNumber }: ReviewPath,
    refusal: string,
  ) {
    const { user, provider } = await reviewerOf(principal, vanityNameLC);
    const review = await findReview(provider.id, reviewNumber, user.userId);
    if (review.userId !== user.userId) throw new AppError('forbidden', refusal);
    return { user, provider, review };
  }

  /** A review of the provider in the path, for its owners and managers. */
  async function managedReview(principal: Principal, { vanityNameLC, reviewNumber }: ReviewPath) {
    const user = requireUser(principal);
    const { provider } = await access.requireProviderAccess(
      principal,
      { vanityName: vanityNameLC },
      'replyToReviews',
    );
    return { review: await findReview(provider.id, reviewNumber, user.userId), user, provider };
  }

  return {
    /** POST provider/profile/reviews/{vanityNameLC} */
    async createReview(
      principal: Principal,
      { vanityNameLC, ...body }: ReviewRequest & { vanityNameLC: string },
    ): Promise<Review> {
      const user = requireUser(principal);
      const { provider } = await access.requireProviderAccess(
        principal,
        { vanityName: vanityNameLC },
        'writeReview',
      );
      const names = await namesToSave(user.userId, body);
      if (await repository.hasReviewBy(user.userId, provider.id)) {
        throw new AppError('conflict', reviewMessages.duplicateReview);
      }
      const row = await changeReviews(provider, async (reviewWriting) => {
        await reviewWriting.saveNames(user.userId, names);
        const values = reviewValues(body);
        const created = await reviewWriting.createReview({
          providerId: provider.id,
          userId: user.userId,
          values,
        });
        // A second submit racing the first: the unique index answered, and the names are not kept either.
        if (!created) throw new AppError('conflict', reviewMessages.duplicateReview);
        return created;
      });
      return toReview(row, user.userId, false);
    },

    /** POST provider/profile/reviews/new-company: a review that adds the company to the marketplace. */
    async createCompanyReview(
      principal: Principal,
      body: NewCompanyReviewRequest,
    ): Promise<NewCompanyReviewResponse> {
      const user = requireUser(principal);
      const names = await namesToSave(user.userId, body);
      const place = deps.geocoding.locateZip(body.zipCode.slice(0, 5));
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
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
      };
      if (await deps.companies.companyExists(company)) {
        throw new AppError('conflict', reviewMessages.companyExists);
      }
      // Another company taking the same vanity name in between: pick the next free one.
      for (let attempt = 0; attempt < 3; attempt++) {
        const vanityName = await uniqueVanityName(deps.companies, body.name);
        try {
          const created = await deps.unitOfWork(async ({ companies, reviewWriting, events }) => {
            await companies.lockCompanyIdentity(company);
            if (await companies.companyExists(company)) return null;
            const provider = await companies.insertUnclaimedCompany({ ...company, vanityName });
            const values = reviewValues(body);
            await reviewWriting.createReview({ providerId: provider.id, userId: user.userId, values });
            await reviewWriting.saveNames(user.userId, names);
            // A new listing: search results showing its area are stale.
            await events.providerChanged(provider, { contentOnly: false });
            return { vanityName: provider.vanityName };
          });
          if (!created) throw new AppError('conflict', reviewMessages.companyExists);
          return created;
        } catch (error) {
          if (!isUniqueViolation(error, 'providers_vanityNameLc_unique')) throw error;
        }
      }
      throw new AppError('conflict', reviewMessages.companyExists);
    },

    /** GET provider/profile/reviews/{vanityNameLC}/friends */
    async listFriendReviews(
      principal: Principal,
      { vanityNameLC, ...query }: ReviewListQuery & { vanityNameLC: string },
    ): Promise<ReviewListResponse> {
      const { user, provider } = await reviewerOf(principal, vanityNameLC);
      const { rows, totalRecords } = await repository.listFriendReviews(provider.id, user.userId, query);
      return { totalRecords, reviews: rows.map((row) => toReview(row, user.userId, true)) };
    },

    /** GET provider/profile/reviews/{vanityNameLC}/mine: what the page shows in place of 'Leave a review'. */
    async getOwnReview(principal: Principal, { vanityNameLC }: { vanityNameLC: string }) {
      const { user, provider } = await reviewerOf(principal, vanityNameLC);
      const row = await repository.findOwnReview(provider.id, user.userId);
      return { review: row ? toReview(row, user.userId, false) : null };
    },

    /** PATCH provider/profile/reviews/{vanityNameLC}/{reviewNumber}: the author's own review only. */
    async updateReview(
      principal: Principal,
      { vanityNameLC, reviewNumber, ...body }: ReviewPath & ReviewRequest,
    ): Promise<Review> {
      const path = { vanityNameLC, reviewNumber };
      const { user, provider, review } = await authoredReview(
        principal,
        path,
        reviewMessages.notYourReviewToEdit,
      );
      const row = await changeReviews(provider, async (reviewWriting) => {
        const updated = await reviewWriting.updateOwnReview(review.id, user.userId, reviewValues(body));
        if (!updated) throw new AppError('notFound', reviewMessages.reviewNotFound);
        return updated;
      });
      return toReview(row, user.userId, false);
    },

    /** DELETE provider/profile/reviews/{vanityNameLC}/{reviewNumber}: the author's own review only. */
    async deleteReview(principal: Principal, path: ReviewPath): Promise<void> {
      const { user, provider, review } = await authoredReview(principal, path, reviewMessages.notYourReview);
      await changeReviews(provider, async (reviewWriting) => {
        if (!(await reviewWriting.deleteOwnReview(review.id, user.userId))) {
          throw new AppError('notFound', reviewMessages.reviewNotFound);
        }
      });
    },

    /** POST …/{reviewNumber}/reply: only on others' reviews without a reply (spec 3 §4). */
    async addReply(
      principal: Principal,
      { reply, ...path }: ReviewPath & { reply: string },
    ): Promise<ReplyResponse> {
      const { review, user, provider } = await managedReview(principal, path);
      if (review.userId === user.userId) throw new AppError('conflict', replyMessages.ownReview);
      const row = await changeReviews(provider, async (reviewWriting) => {
        const added = await reviewWriting.addReply(review.id, reply);
        if (!added) throw new AppError('conflict', replyMessages.alreadyReplied);
        return added;
      });
      return { ...row, providerReplyDate: row.providerReplyDate?.toISOString() ?? null };
    },

    /** PATCH …/{reviewNumber}/reply */
    async updateReply(
      principal: Principal,
      { reply, ...path }: ReviewPath & { reply: string },
    ): Promise<ReplyResponse> {
      const { review, provider } = await managedReview(principal, path);
      const row = await changeReviews(provider, async (reviewWriting) => {
        const updated = await reviewWriting.updateReply(review.id, reply);
        if (!updated) throw new AppError('notFound', replyMessages.noReply);
        return updated;
      });
      return { ...row, providerReplyDate: row.providerReplyDate?.toISOString() ?? null };
    },

    /** DELETE …/{reviewNumber}/reply */
    async deleteReply(principal: Principal, path: ReviewPath): Promise<void> {
      const { review, provider } = await managedReview(principal, path);
      await changeReviews(provider, async (reviewWriting) => {
        if (!(await reviewWriting.deleteReply(review.id)))
          throw new AppError('notFound', replyMessages.noReply);
      });
    },
  };
}

/** A review named by its provider and number, as the paths carry it. */
interface ReviewPath {
  vanityNameLC: string;
  reviewNumber: number;
}

export type ReviewWritingService = ReturnType<typeof createReviewWritingService>;
