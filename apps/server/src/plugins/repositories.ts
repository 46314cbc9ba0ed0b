import type { Executor } from '@porchlight/db/connection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatRepository } from '../modules/chat/chat.repository';
import { createClientHubRepository } from '../modules/client-hub/client-hub.repository';
import { createAuthRepository } from '../modules/identity/auth.repository';
import { createFriendsRepository } from '../modules/identity/friends.repository';
import { createLoginThrottlesRepository } from '../modules/identity/login-throttles.repository';
import { createProfileEditingRepository } from '../modules/media/profile-editing.repository';
import { createPromoVideoRepository } from '../modules/media/promo-video.repository';
import { createOfferEditingRepository } from '../modules/offers/offer-editing.repository';
import { createOffersRepository } from '../modules/offers/offers.repository';
import { createPaymentsRepository } from '../modules/payments/payments.repository';
import { createPlansRepository } from '../modules/plans/plans.repository';
import { createCountersRepository } from '../modules/platform/counters.repository';
import { createEventsRepository } from '../modules/platform/events.repository';
import { createOutboxRepository } from '../modules/platform/outbox.repository';
import { createRateLimitsRepository } from '../modules/platform/rate-limits.repository';
import { createCompaniesRepository } from '../modules/providers/companies.repository';
import { createDetailsRepository } from '../modules/providers/details.repository';
import { createProfileRepository } from '../modules/providers/profile.repository';
import { createVerificationCodesRepository } from '../modules/providers/verification-codes.repository';
import { createRequestsRepository } from '../modules/requests/requests.repository';
import { createGoogleReviewsRepository } from '../modules/reviews/google-reviews.repository';
import { createPlacesRepository } from '../modules/reviews/places.repository';
import { createReviewWritingRepository } from '../modules/reviews/review-writing.repository';
import { createReviewsRepository } from '../modules/reviews/reviews.repository';
import { createVerifiedRatingsRepository } from '../modules/reviews/verified-ratings.repository';
import { createSearchRepository } from '../modules/search/search.repository';
import { createClientsRepository } from '../modules/service-manager/clients.repository';
import { createDocumentAttachmentsRepository } from '../modules/service-manager/document-attachments.repository';
import { createEstimatesRepository } from '../modules/service-manager/estimates.repository';
import { createInvoicesRepository } from '../modules/service-manager/invoices.repository';
import { createJobsRepository } from '../modules/service-manager/jobs.repository';

/** Every repository, bound to one executor: the pool, or the transaction of a unit of work. */
export function createRepositories(db: Executor) {
  return {
    auth: createAuthRepository(db),
    chat: createChatRepository(db),
    clientHub: createClientHubRepository(db),
    clients: createClientsRepository(db),
    companies: createCompaniesRepository(db),
    counters: createCountersRepository(db),
    details: createDetailsRepository(db),
    documentAttachments: createDocumentAttachmentsRepository(db),
    estimates: createEstimatesRepository(db),
    events: createEventsRepository(db),
    friends: createFriendsRepository(db),
    googleReviews: createGoogleReviewsRepository(db),
    invoices: createInvoicesRepository(db),
    jobs: createJobsRepository(db),
    offerEditing: createOfferEditingRepository(db),
    offers: createOffersRepository(db),
    outbox: createOutboxRepository(db),
    payments: createPaymentsRepository(db),
    places: createPlacesRepository(db),
    plans: createPlansRepository(db),
    profileEditing: createProfileEditingRepository(db),
    profiles: createProfileRepository(db),
    promoVideos: createPromoVideoRepository(db),
    rateLimits: createRateLimitsRepository(db),
    loginThrottles: createLoginThrottlesRepository(db),
    requests: createRequestsRepository(db),
    reviewWriting: createReviewWritingRepository(db),
    reviews: createReviewsRepository(db),
    search: createSearchRepository(db),
    verifiedRatings: createVerifiedRatingsRepository(db),
    verificationCodes: createVerificationCodesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs a use case in one transaction: every repository it is handed writes through that
 * transaction, so the business change, its outbox rows and its events commit or roll back together.
 */
export type UnitOfWork = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The composition root's repositories, on the pool (reads and single-statement writes). */
    repositories: Repositories;
    unitOfWork: UnitOfWork;
  }
}

export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repositories', createRepositories(app.db));
    app.decorate('unitOfWork', ((work) =>
      app.db.transaction((tx) => work(createRepositories(tx)))) satisfies UnitOfWork);
  },
  { name: 'repositories', dependencies: ['db'] },
);
