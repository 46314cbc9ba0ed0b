import type { Executor } from '@porchlight/db/connection';
import { createChatRepository } from '../chat/chat.repository';
import { createClientHubRepository } from '../client-hub/client-hub.repository';
import { createAuthRepository } from '../identity/auth.repository';
import { createFriendsRepository } from '../identity/friends.repository';
import { createLoginThrottlesRepository } from '../identity/login-throttles.repository';
import { createProfileEditingRepository } from '../media/profile-editing.repository';
import { createPromoVideoRepository } from '../media/promo-video.repository';
import { createOfferEditingRepository } from '../offers/offer-editing.repository';
import { createOffersRepository } from '../offers/offers.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createPlansRepository } from '../plans/plans.repository';
import { createCompaniesRepository } from '../providers/companies.repository';
import { createDetailsRepository } from '../providers/details.repository';
import { createProfileRepository } from '../providers/profile.repository';
import { createVerificationCodesRepository } from '../providers/verification-codes.repository';
import { createRequestsRepository } from '../requests/requests.repository';
import { createGoogleReviewsRepository } from '../reviews/google-reviews.repository';
import { createPlacesRepository } from '../reviews/places.repository';
import { createReviewWritingRepository } from '../reviews/review-writing.repository';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { createVerifiedRatingsRepository } from '../reviews/verified-ratings.repository';
import { createSearchRepository } from '../search/search.repository';
import { createClientsRepository } from '../service-manager/clients.repository';
import { createDocumentAttachmentsRepository } from '../service-manager/document-attachments.repository';
import { createEstimatesRepository } from '../service-manager/estimates.repository';
import { createInvoicesRepository } from '../service-manager/invoices.repository';
import { createJobsRepository } from '../service-manager/jobs.repository';
import { createCountersRepository } from './counters.repository';
import { createEventsRepository } from './events.repository';
import { createOutboxRepository } from './outbox.repository';
import { createRateLimitsRepository } from './rate-limits.repository';

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
