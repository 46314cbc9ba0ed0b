import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messageClockDecisionOf, publicUrlOf } from '../config';
import { createAvailabilityService } from '../modules/booking/availability.service';
import { createBookingAnswersService } from '../modules/booking/booking-answers.service';
import { createBookingOptionsService } from '../modules/booking/booking-options.service';
import { createBookingSettingsService } from '../modules/booking/booking-settings.service';
import { createBookingsService } from '../modules/booking/bookings.service';
import { createChatService } from '../modules/chat/chat.service';
import { createChatTokens } from '../modules/chat/chat-tokens';
import { createClientHub } from '../modules/client-hub/client-hub.service';
import { hubClientOf } from '../modules/client-hub/hub-client-of';
import { createHubTokens } from '../modules/client-hub/hub-tokens';
import { createAccess } from '../modules/identity/access';
import { createFriendsService } from '../modules/identity/friends.service';
import { createInsightsService } from '../modules/insights/insights.service';
import { createAiGenerations } from '../modules/media/ai-generations';
import { createProfileEditingService } from '../modules/media/profile-editing.service';
import { createPromoVideoService } from '../modules/media/promo-video.service';
import { createClientMessagingService } from '../modules/messaging/client-messaging.service';
import { createComingUpService } from '../modules/messaging/coming-up.service';
import { createHubMessagePreferencesService } from '../modules/messaging/hub-message-preferences.service';
import { createMessageSettingsService } from '../modules/messaging/message-settings.service';
import { createSmsWebhooksService, smsWebhookKey } from '../modules/messaging/sms-webhooks.service';
import { createOfferEditingService } from '../modules/offers/offer-editing.service';
import { createOfferWritingService } from '../modules/offers/offer-writing.service';
import { createOffersService } from '../modules/offers/offers.service';
import { createHubPaymentsService } from '../modules/payments/hub-payments.service';
import { createProviderPaymentsService } from '../modules/payments/provider-payments.service';
import { createPlansService } from '../modules/plans/plans.service';
import { createJobQueueService } from '../modules/platform/job-queue.service';
import { createThrottle } from '../modules/platform/throttle';
import { createClaimService } from '../modules/providers/claim.service';
import { createCompanyService } from '../modules/providers/company.service';
import { createDefaultBanners } from '../modules/providers/default-banners';
import { createDetailsService } from '../modules/providers/details.service';
import { createProfileService } from '../modules/providers/profile.service';
import { createProfilePageStatus, createSeesOwnerView } from '../modules/providers/profile-page-status';
import { createPublishingService } from '../modules/providers/publishing.service';
import { createSocialLinksService } from '../modules/providers/social-links.service';
import { createTeamService } from '../modules/providers/team.service';
import { createVerificationCodes } from '../modules/providers/verification-codes';
import { createInboxService } from '../modules/requests/inbox.service';
import { createRequestAttachmentsService } from '../modules/requests/request-attachments.service';
import { createRequestsService } from '../modules/requests/requests.service';
import { createUploadTokens } from '../modules/requests/upload-token';
import { createGoogleReviewsService } from '../modules/reviews/google-reviews.service';
import { createReviewWritingService } from '../modules/reviews/review-writing.service';
import { createReviewsService } from '../modules/reviews/reviews.service';
import { createVerifiedRatingsService } from '../modules/reviews/verified-ratings.service';
import { createCalendarFeedService } from '../modules/scheduling/calendar-feed.service';
import { createSeriesService } from '../modules/scheduling/series.service';
import { createTimeOffService } from '../modules/scheduling/time-off.service';
import { createVisitWorkService } from '../modules/scheduling/visit-work.service';
import { createVisitsService } from '../modules/scheduling/visits.service';
import { createSearchService } from '../modules/search/search.service';
import { createServiceManager } from '../modules/service-manager/service-manager.service';
import { publicReads } from './public-reads';

/**
 * The composition root: every service built once from the repositories, the unit of work, the
 * access layer and the adapters. Routes only parse, call one of these and shape the answer.
 */
function createServices(app: FastifyInstance) {
  const { repositories, unitOfWork, customDomains, storage, geocoding, config } = app;
  const access = createAccess({
    profiles: repositories.profiles,
    hubClients: repositories.clientHub,
    customDomains,
  });
  const reads = publicReads(app);
  const publicUrl = publicUrlOf(config);
  const siteName = config.SITE_NAME;
  const supportEmail = config.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`;
  const uploadTokens = createUploadTokens(config.authSecret);
  const throttle = createThrottle(repositories.rateLimits);
  const codes = createVerificationCodes({
    secret: config.authSecret,
    repository: repositories.verificationCodes,
  });
  return {
    access,
    claims: createClaimService({ access, unitOfWork, codes, siteName, supportEmail }),
    companies: createCompanyService({
      companies: repositories.companies,
      unitOfWork,
      places: app.places,
      geocoding,
      log: app.log,
    }),
    details: createDetailsService({
      repository: repositories.details,
      access,
      unitOfWork,
      codes,
      geocoding,
      siteName,
      supportEmail,
      publicUrl,
      log: app.log,
    }),
    offers: createOffersService({ repository: repositories.offers, access, unitOfWork }),
    offerEditing: createOfferEditingService({ repository: repositories.offerEditing, access, unitOfWork }),
    offerWriting: createOfferWritingService({
      repository: repositories.offerEditing,
      access,
      unitOfWork,
      ai: app.ai,
      aiGenerations: createAiGenerations({
        repository: repositories.profileEditing,
        adapterName: app.ai.name,
        log: app.log,
      }),
    }),
    publishing: createPublishingService({ repository: repositories.details, access, unitOfWork }),
    insights: createInsightsService({
      repository: repositories.insights,
      mails: repositories.insightMails,
      unitOfWork,
      access,
    }),
    team: createTeamService({
      repository: repositories.team,
      accounts: repositories.clientHub,
      access,
      unitOfWork,
      siteName,
      publicUrl,
    }),
    chat: createChatService({
      repository: repositories.chat,
      access,
      unitOfWork,
      tokens: createChatTokens(config.authSecret),
      media: storage,
      throttle,
      anonymousLimits: {
        conversations: config.CHAT_CONVERSATION_RATE_LIMIT,
        messages: config.CHAT_MESSAGE_RATE_LIMIT,
      },
    }),
    friends: createFriendsService({ repository: repositories.friends, unitOfWork }),
    profiles: createProfileService({
      repository: reads.profiles,
      media: storage,
      defaultBanners: createDefaultBanners(storage),
      customDomains,
      access,
      geocoding,
      publicUrl,
    }),
    profilePageStatus: createProfilePageStatus(access),
    seesOwnerView: createSeesOwnerView(access),
    socialLinks: createSocialLinksService({ access, unitOfWork }),
    profileEditing: createProfileEditingService({
      repository: repositories.profileEditing,
      access,
      unitOfWork,
      storage,
      ai: app.ai,
      log: app.log,
    }),
    promoVideos: createPromoVideoService({
      offers: repositories.offerEditing,
      storage,
      access,
      unitOfWork,
    }),
    reviews: createReviewsService({ repository: repositories.reviews, access }),
    reviewWriting: createReviewWritingService({
      repository: repositories.reviewWriting,
      companies: repositories.companies,
      access,
      unitOfWork,
      geocoding,
    }),
    verifiedRatings: createVerifiedRatingsService({ access, repositories, unitOfWork }),
    googleReviews: createGoogleReviewsService({
      places: app.places,
      access,
      unitOfWork,
      log: app.log,
    }),
    requests: createRequestsService({
      access,
      unitOfWork,
      customDomains,
      pricingForms: (providerId) => repositories.profiles.listPricingForms(providerId),
      uploadTokens,
      hubClients: repositories.clientHub,
      siteName,
      publicUrl,
    }),
    requestAttachments: createRequestAttachmentsService({
      access,
      repository: repositories.requests,
      storage,
      uploadTokens,
    }),
    inbox: createInboxService({ access, repository: repositories.requests, storage }),
    search: createSearchService({ repository: reads.search, media: storage, geocoding }),
    hubPayments: createHubPaymentsService({
      hubOf: hubClientOf(access, repositories.clientHub),
      unitOfWork,
      processor: app.payments.processor,
      notices: app.payments.notices,
      log: app.log,
      invoiceChanges: app.payments.invoiceChanges,
    }),
    providerPayments: createProviderPaymentsService({
      access,
      repository: repositories.payments,
      unitOfWork,
      processor: app.payments.processor,
      returnUrlOf: (vanityName) =>
        `${publicUrl}/account/service-manager?company=${encodeURIComponent(vanityName)}&tab=payments`,
    }),
    plans: createPlansService({
      access,
      unitOfWork,
      billing: app.payments.billing,
      notices: app.payments.notices,
      returnUrlOf: (vanityName) => `${publicUrl}/account/plans?company=${encodeURIComponent(vanityName)}`,
    }),
    serviceManager: createServiceManager({ access, repositories, unitOfWork, storage, log: app.log }),
    series: createSeriesService({ access, unitOfWork }),
    jobQueue: createJobQueueService({
      repository: repositories.jobQueue,
      outbox: repositories.outbox,
      unitOfWork,
    }),
    clientMessaging: createClientMessagingService({ access, unitOfWork }),
    comingUp: createComingUpService({ access, repository: repositories.comingUp }),
    hubMessagePreferences: createHubMessagePreferencesService({
      hubOf: hubClientOf(access, repositories.clientHub),
      unitOfWork,
    }),
    smsWebhooks: createSmsWebhooksService({
      unitOfWork,
      publicUrl,
      siteName,
      key: smsWebhookKey({ twilioAuthToken: config.TWILIO_AUTH_TOKEN, authSecret: config.authSecret }),
      keywordReplies: app.smsKeywordReplies,
    }),
    messageSettings: createMessageSettingsService({
      access,
      repository: repositories.messageSettings,
      unitOfWork,
      messageClockAllowed: messageClockAllowedOf(config),
      publicUrl,
      siteName,
    }),
    calendarFeed: createCalendarFeedService({
      access,
      repository: repositories.calendarFeed,
      visits: repositories.visits,
      unitOfWork,
      serverSecret: config.authSecret,
      publicUrl,
      siteName,
    }),
    timeOff: createTimeOffService({ access, repository: repositories.timeOff, unitOfWork }),
    bookingSettings: createBookingSettingsService({ access, unitOfWork }),
    bookingOptions: createBookingOptionsService({
      access,
      repository: repositories.bookingOptions,
      now: () => new Date(),
    }),
    availability: createAvailabilityService({
      access,
      repository: repositories.availability,
      now: () => new Date(),
    }),
    bookings: createBookingsService({
      access,
      unitOfWork,
      repositories,
      now: () => new Date(),
      site: { siteName, publicUrl },
      serverSecret: config.authSecret,
      processor: app.payments.processor,
      notices: app.payments.notices,
    }),
    bookingAnswers: createBookingAnswersService({
      access,
      unitOfWork,
      repositories,
      now: () => new Date(),
      site: { siteName, publicUrl },
    }),
    visits: createVisitsService({
      access,
      repository: repositories.visits,
      profiles: repositories.profiles,
      unitOfWork,
      repositories,
      site: { siteName, publicUrl },
    }),
    visitWork: createVisitWorkService({
      access,
      repositories,
      profiles: repositories.profiles,
      unitOfWork,
      storage,
      log: app.log,
    }),
    clientHub: createClientHub({
      access,
      customDomains,
      repositories,
      unitOfWork,
      tokens: createHubTokens(config.authSecret, config.ACCESS_TOKEN_TTL_SECONDS),
      sessionDays: config.REFRESH_TOKEN_TTL_DAYS,
      storage,
      mediaUrl: (key) => storage.publicUrl(key),
      siteName,
      publicUrl,
      processorName: app.payments.processor.name,
      throttle,
      newLinksPerClient: config.HUB_NEW_LINK_CLIENT_RATE_LIMIT,
    }),
  };
}

/** The clock moves where config allows it (loadConfig already refused a server that would misuse it). */
function messageClockAllowedOf(config: Parameters<typeof messageClockDecisionOf>[0]): boolean {
  const decision = messageClockDecisionOf(config);
  return 'allowed' in decision && decision.allowed;
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('services', createServices(app));
  },
  {
    name: 'services',
    dependencies: [
      'config',
      'repositories',
      'storage',
      'ai',
      'custom-domains',
      'places',
      'geocoding',
      'payments',
      'read-replicas',
      'sms',
    ],
  },
);
