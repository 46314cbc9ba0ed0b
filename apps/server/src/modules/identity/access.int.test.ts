import {
  type ActionRule,
  canDo,
  PROVIDER_ACCESS,
  type ProviderAction,
  type ProviderRole,
} from '@porchlight/core/identity/access.rules';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import type { AnyEndpoint } from '@porchlight/core/platform/contract';
import { memberships, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, type EndpointSample, loadContracts } from '../../../test/contracts';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { profileMessages } from '../providers/profile.messages';

/**
 * Permission tests generated from the access table (PROVIDER_ACCESS) and the route list: every route
 * the app serves must have a contract with an access row, and every provider route is called by each
 * kind of caller and must answer as the table says.
 */

/** The callers the table speaks of, and the roles each has on the provider under test. */
const CALLERS = {
  anonymous: ['anyone'],
  user: ['anyone', 'user'],
  owner: ['anyone', 'user', 'owner'],
  manager: ['anyone', 'user', 'manager'],
  technician: ['anyone', 'user', 'technician'],
  admin: ['anyone', 'user', 'admin'],
  otherOwner: ['anyone', 'user'],
} as const satisfies Record<string, readonly ProviderRole[]>;
type Caller = keyof typeof CALLERS;

const weekday = { open: true, allDay: false, time: '8 AM - 5 PM' };
const closed = { open: false, allDay: false, time: '8 AM - 5 PM' };
const hours = {
  version: 1,
  enabled: true,
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thu: weekday,
  fri: weekday,
  sat: closed,
  sun: closed,
};

let picture: Buffer;
/** A well-formed id nothing has. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const review = {
  rating: 5,
  attributes: [6],
  headline: 'Great',
  review: 'Great work.',
  relationship: 'c',
  visibility: 'p',
};

/** An estimate's attachment nobody has. */
const attachmentParams = { type: 'estimate', number: 999_999, attachmentNumber: 1 };
/** A visit's photo nobody has. */
const visitPhotoParams = { visitId: NO_SUCH_ID, photoNumber: 1 };

/**
 * A valid call of each provider endpoint for the provider `v` (whose id is `id`); one row per
 * contract, or the test fails.
 */
const SAMPLES: Record<string, (v: string, id: string) => EndpointSample> = {
  getProfileEndpoint: (v) => ({ params: { vanityName: v } }),
  getAllPicturesEndpoint: (v) => ({ params: { uri: v } }),
  getPricingFormsEndpoint: (v) => ({ params: { uri: v } }),
  getOfferPageEndpoint: (v) => ({ params: { vanityName: v, nameUri: 'no-such-offer' } }),
  listReviewsEndpoint: (v) => ({ params: { vanityName: v } }),
  submitClientHubRequestEndpoint: (v) => ({ params: { uri: v }, body: { accessibilityTest: true } }),
  createReviewEndpoint: (v) => ({ params: { vanityNameLC: v }, body: review }),
  listFriendReviewsEndpoint: (v) => ({ params: { vanityNameLC: v } }),
  ownReviewEndpoint: (v) => ({ params: { vanityNameLC: v } }),
  updateReviewEndpoint: (v) => ({
    params: { vanityNameLC: v, reviewNumber: 999_999 },
    body: { rating: 5, attributes: [], headline: '', review: '', visibility: 'p' },
  }),
  deleteReviewEndpoint: (v) => ({ params: { vanityNameLC: v, reviewNumber: 999_999 } }),
  addReplyEndpoint: (v) => ({
    params: { vanityNameLC: v, reviewNumber: 999_999 },
    body: { reply: 'Thanks!' },
  }),
  updateReplyEndpoint: (v) => ({
    params: { vanityNameLC: v, reviewNumber: 999_999 },
    body: { reply: 'Thanks!' },
  }),
  deleteReplyEndpoint: (v) => ({ params: { vanityNameLC: v, reviewNumber: 999_999 } }),
  updateSocialLinksEndpoint: (v) => ({ query: { vanityName: v }, body: { facebook: null } }),
  setGoogleReviewsEnabledEndpoint: (v) => ({
    query: { vanityName: v },
    body: { googleReviewsEnabled: false },
  }),
  setPlaceIdEndpoint: (v) => ({ query: { vanityName: v }, body: { placeID: 'ChIJ-permission-test' } }),
  uploadBannerEndpoint: (v) => ({ query: { vanityName: v }, files: true }),
  uploadLogoEndpoint: (v) => ({ query: { vanityName: v }, files: true }),
  uploadPhotosEndpoint: (v) => ({ query: { vanityName: v }, files: true }),
  uploadRequestAttachmentsEndpoint: (v) => ({ query: { uri: v }, files: true }),
  listInboxEndpoint: (v) => ({ query: { vanityName: v } }),
  editOfferEndpoint: (v) => ({
    query: { vanityName: v },
    params: { offerNumber: 999999 },
    body: { pricingForm: [] },
  }),
  addCategoryEndpoint: (v) => ({
    query: { vanityName: v },
    body: { name: `Permission category ${Math.random()}` },
  }),
  addSubcategoryEndpoint: (v) => ({
    query: { vanityName: v },
    body: { name: 'Sub', category: 'No such category' },
  }),
  listOfferCategoriesEndpoint: (v) => ({ params: { uri: v } }),
  reorderOffersEndpoint: (v) => ({
    query: { vanityName: v },
    body: [{ offerNumber: 999999, orderNumber: 1000 }],
  }),
  tagPhotoEndpoint: (v) => ({
    query: { vanityName: v },
    params: { friendlyImageName: 'no-such-photo' },
    body: { offerNumber: 999999 },
  }),
  untagPhotoEndpoint: (v) => ({
    query: { vanityName: v },
    params: { friendlyImageName: 'no-such-photo' },
    body: { offerNumber: 999999 },
  }),
  unreadRequestsEndpoint: (v) => ({ query: { vanityName: v } }),
  markRequestReadEndpoint: (v) => ({ query: { vanityName: v }, params: { requestNumber: 999999 }, body: {} }),
  downloadRequestPhotoEndpoint: (v) => ({
    query: { vanityName: v },
    params: { requestNumber: 999_999, attachmentNumber: 1 },
  }),
  downloadRequestPhotoThumbnailEndpoint: (v) => ({
    query: { vanityName: v },
    params: { requestNumber: 999_999, attachmentNumber: 1 },
  }),
  deletePhotoEndpoint: (v) => ({ query: { vanityName: v }, params: { friendlyImageName: 'no-such-photo' } }),
  updatePhotoTitleEndpoint: (v) => ({
    query: { vanityName: v },
    params: { friendlyImageName: 'no-such-photo' },
    body: { title: 'Front porch' },
  }),
  updateBannerSettingsEndpoint: (v) => ({
    query: { vanityName: v },
    body: { position: 'top', fit: 'cover', backgroundColor: null, showCompanyOverlay: true },
  }),
  updateLogoSettingsEndpoint: (v) => ({
    query: { vanityName: v },
    body: { fit: 'contain', backgroundColor: '#fff' },
  }),
  reviseBannerImageEndpoint: (v) => ({
    query: { vanityName: v },
    body: { revisedImage: picture.toString('base64'), imageName: 'b.png', imageType: 'image/png' },
  }),
  reviseLogoImageEndpoint: (v) => ({
    query: { vanityName: v },
    body: { revisedImage: picture.toString('base64'), imageName: 'l.png', imageType: 'image/png' },
  }),
  updateAboutEndpoint: (v) => ({ query: { vanityName: v }, body: { aboutDesc: 'Hello', aboutHtml: false } }),
  generateBannerEndpoint: (v) => ({ query: { vanityName: v }, body: { roughInput: 'pipes' } }),
  generateLogoEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  generateAboutDescriptionEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  addPromoVideoEndpoint: (v) => ({
    query: { vanityName: v },
    body: { page: 'reviews', friendlyName: 'no-such-video' },
  }),
  replacePromoVideoEndpoint: (v) => ({
    query: { vanityName: v },
    body: { page: 'reviews', friendlyName: 'no-such-video' },
  }),
  deletePromoVideoEndpoint: (v) => ({ query: { vanityName: v }, body: { page: 'reviews' } }),
  addOfferPromoVideoEndpoint: (v) => ({
    query: { vanityName: v },
    body: { offerNumber: 999_999, friendlyName: 'no-such-video' },
  }),
  replaceOfferPromoVideoEndpoint: (v) => ({
    query: { vanityName: v },
    body: { offerNumber: 999_999, friendlyName: 'no-such-video' },
  }),
  deleteOfferPromoVideoEndpoint: (v) => ({ query: { vanityName: v }, body: { offerNumber: 999_999 } }),
  generateTeaserEndpoint: (v) => ({
    query: { vanityName: v },
    body: { saveUpdate: false, name: 'Drain cleaning' },
  }),
  generateDescriptionEndpoint: (v) => ({
    query: { vanityName: v },
    body: { saveUpdate: false, name: 'Drain cleaning' },
  }),
  chatRecipientsEndpoint: (v) => ({ params: { vanityNameLC: v } }),
  listConversationsEndpoint: (v) => ({ query: { vanityName: v } }),
  updateChatSettingsEndpoint: (v) => ({ query: { vanityName: v }, body: { chatEnabled: true } }),
  claimProfileEndpoint: (v) => ({ body: { uri: v } }),
  verifyClaimEndpoint: (_v, id) => ({ body: { providerId: id, code: 'ABC234' } }),
  updateCompanyDetailsEndpoint: (v) => ({
    query: { vanityName: v },
    body: { phoneNumber: '(512) 555-0100' },
  }),
  changeEmailEndpoint: (v) => ({ query: { vanityName: v }, body: { email: '' } }),
  verifyEmailEndpoint: (v) => ({ query: { vanityName: v }, body: { code: 'ABC234' } }),
  updateLocationEndpoint: (v) => ({
    query: { vanityName: v },
    body: { city: 'Austin', stateCode: 'TX', zipCode: '78701' },
  }),
  updateHoursEndpoint: (v) => ({ query: { vanityName: v }, body: hours }),
  updateTimeZoneEndpoint: (v) => ({ query: { vanityName: v }, body: { timeZone: 'America/Denver' } }),
  requestWebsiteDomainEndpoint: (v) => ({ query: { vanityName: v }, body: { phoneNumber: '5125550100' } }),
  getContactPreferencesEndpoint: (v) => ({ query: { vanityName: v } }),
  updateContactPreferencesEndpoint: (v) => ({ query: { vanityName: v }, body: { contactPrefs: [] } }),
  getDocumentSettingsEndpoint: (v) => ({ query: { vanityName: v } }),
  updateDocumentSettingsEndpoint: (v) => ({
    query: { vanityName: v },
    body: { licenseNumber: 'TX-12345', logoOnDocuments: true },
  }),
  unpublishProfileEndpoint: (v) => ({
    query: { vanityName: v },
    headers: { 'sec-fetch-site': 'same-origin' },
  }),
  publishProfileEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  getCompletionEndpoint: (v) => ({ query: { vanityName: v } }),
  getInsightsEndpoint: (v) => ({ query: { vanityName: v } }),
  getWeeklyMailEndpoint: (v) => ({ query: { vanityName: v } }),
  updateWeeklyMailEndpoint: (v) => ({ query: { vanityName: v }, body: { weeklyMail: true } }),
  addOfferEndpoint: (v) => ({ query: { vanityName: v }, body: { u: 'plumbing' } }),
  deleteOfferEndpoint: (v) => ({ query: { vanityName: v }, params: { offerNumber: 999_999 } }),
  listClientsEndpoint: (v) => ({ query: { vanityName: v } }),
  createClientEndpoint: (v) => ({ query: { vanityName: v }, body: { firstName: 'Pat' } }),
  getClientEndpoint: (v) => ({ query: { vanityName: v }, params: { clientId: NO_SUCH_ID } }),
  updateClientEndpoint: (v) => ({
    query: { vanityName: v },
    params: { clientId: NO_SUCH_ID },
    body: { firstName: 'Pat' },
  }),
  deleteClientEndpoint: (v) => ({ query: { vanityName: v }, params: { clientId: NO_SUCH_ID } }),
  listEstimatesEndpoint: (v) => ({ query: { vanityName: v } }),
  createEstimateEndpoint: (v) => ({ query: { vanityName: v }, body: { clientId: NO_SUCH_ID, items: [] } }),
  getEstimateEndpoint: (v) => ({ query: { vanityName: v }, params: { estimateNumber: 999_999 } }),
  updateEstimateEndpoint: (v) => ({
    query: { vanityName: v },
    params: { estimateNumber: 999_999 },
    body: { clientId: NO_SUCH_ID, items: [] },
  }),
  changeEstimateStatusEndpoint: (v) => ({
    query: { vanityName: v },
    params: { estimateNumber: 999_999 },
    body: { status: 'Closed' },
  }),
  listInvoicesEndpoint: (v) => ({ query: { vanityName: v } }),
  createInvoiceEndpoint: (v) => ({ query: { vanityName: v }, body: { clientId: NO_SUCH_ID, items: [] } }),
  getInvoiceEndpoint: (v) => ({ query: { vanityName: v }, params: { invoiceNumber: 999_999 } }),
  updateInvoiceEndpoint: (v) => ({
    query: { vanityName: v },
    params: { invoiceNumber: 999_999 },
    body: { clientId: NO_SUCH_ID, items: [] },
  }),
  listJobsEndpoint: (v) => ({ query: { vanityName: v } }),
  createJobEndpoint: (v) => ({
    query: { vanityName: v },
    body: { clientId: NO_SUCH_ID, title: 'Spring clean' },
  }),
  updateJobEndpoint: (v) => ({
    query: { vanityName: v },
    params: { jobNumber: 999_999 },
    body: { status: 'closed' },
  }),
  convertRequestEndpoint: (v) => ({ query: { vanityName: v }, params: { requestNumber: 999_999 }, body: {} }),
  uploadAttachmentsEndpoint: (v) => ({
    query: { vanityName: v },
    params: { type: 'estimate', number: 999_999 },
    files: true,
  }),
  downloadAttachmentEndpoint: (v) => ({ query: { vanityName: v }, params: attachmentParams }),
  downloadAttachmentThumbnailEndpoint: (v) => ({ query: { vanityName: v }, params: attachmentParams }),
  deleteAttachmentEndpoint: (v) => ({ query: { vanityName: v }, params: attachmentParams }),
  downloadEstimatePdfEndpoint: (v) => ({ query: { vanityName: v }, params: { estimateNumber: 999_999 } }),
  downloadInvoicePdfEndpoint: (v) => ({ query: { vanityName: v }, params: { invoiceNumber: 999_999 } }),
  sendEstimateEndpoint: (v) => ({ query: { vanityName: v }, params: { estimateNumber: 999_999 }, body: {} }),
  sendInvoiceEndpoint: (v) => ({ query: { vanityName: v }, params: { invoiceNumber: 999_999 }, body: {} }),
  listHubEstimatesEndpoint: (v) => ({ params: { uri: v } }),
  getHubEstimateEndpoint: (v) => ({ params: { uri: v }, query: { estimateNumber: '999999' } }),
  decideHubEstimateEndpoint: (v) => ({
    params: { uri: v },
    query: { estimateNumber: '999999' },
    body: { status: 'Approved' },
  }),
  listHubInvoicesEndpoint: (v) => ({ params: { uri: v }, query: { status: 'paid' } }),
  getHubInvoiceEndpoint: (v) => ({ params: { uri: v }, query: { invoiceNumber: '999999' } }),
  listHubRequestsEndpoint: (v) => ({ params: { uri: v } }),
  getHubRequestEndpoint: (v) => ({ params: { uri: v }, query: { requestNumber: '999999' } }),
  cancelHubRequestEndpoint: (v) => ({
    params: { uri: v },
    query: { requestNumber: '999999' },
    body: { closedReason: 'other' },
  }),
  getHubDetailsEndpoint: (v) => ({ params: { uri: v } }),
  getHubPageEndpoint: (v) => ({ params: { uri: v } }),
  listHubJobsEndpoint: (v) => ({ params: { uri: v } }),
  getHubJobEndpoint: (v) => ({ params: { uri: v }, query: { jobNumber: '999999' } }),
  cancelHubVisitEndpoint: (v) => ({
    params: { uri: v, visitId: '00000000-0000-4000-8000-000000000000' },
    body: { jobNumber: 999_999, version: 0 },
  }),
  rescheduleHubVisitEndpoint: (v) => ({
    params: { uri: v, visitId: '00000000-0000-4000-8000-000000000000' },
    body: { jobNumber: 999_999, version: 0, start: '2030-01-01T08:00' },
  }),
  askAnotherTimeEndpoint: (v) => ({
    params: { uri: v, visitId: '00000000-0000-4000-8000-000000000000' },
    body: { jobNumber: 999_999, note: 'Mornings suit me' },
  }),
  hubVisitAvailabilityEndpoint: (v) => ({
    params: { uri: v, visitId: '00000000-0000-4000-8000-000000000000' },
    query: { jobNumber: '999999' },
  }),
  getPaymentIntentEndpoint: (v) => ({ params: { uri: v }, query: { invoiceNumber: '999999' } }),
  updatePaymentIntentEndpoint: (v) => ({
    params: { uri: v },
    body: { paymentIntentId: 'pi_none', invoiceNumber: 999_999 },
  }),
  setAutoPayEndpoint: (v) => ({
    params: { uri: v },
    body: { paymentIntentId: 'pi_none', invoiceNumber: 999_999 },
  }),
  chargeSavedMethodEndpoint: (v) => ({
    params: { uri: v },
    body: { paymentMethodId: 'pm_none', invoiceNumber: 999_999 },
  }),
  checkPaymentStatusEndpoint: (v) => ({
    params: { uri: v },
    body: { paymentIntentId: 'pi_none', invoiceNumber: 999_999 },
  }),
  waitForInvoiceStatusEndpoint: (v) => ({
    params: { uri: v },
    query: { invoiceNumber: '999999', seen: 'Sent' },
  }),
  deletePaymentIntentEndpoint: (v) => ({ params: { uri: v, paymentIntentId: 'pi_none' } }),
  listPaymentMethodsEndpoint: (v) => ({ params: { uri: v } }),
  deletePaymentMethodEndpoint: (v) => ({ params: { uri: v, id: 'pm_none' } }),
  getPaymentsAccountEndpoint: (v) => ({ query: { vanityName: v } }),
  connectPaymentsEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  listPaymentsEndpoint: (v) => ({ query: { vanityName: v } }),
  getPlanEndpoint: (v) => ({ query: { vanityName: v } }),
  startPlanCheckoutEndpoint: (v) => ({ query: { vanityName: v }, body: { items: ['pro'] } }),
  startCardCheckoutEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  completePlanCheckoutEndpoint: (v) => ({
    params: { checkoutId: 'cs_none' },
    query: { vanityName: v },
    body: {},
  }),
  changePlanItemsEndpoint: (v) => ({ query: { vanityName: v }, body: { items: ['pro'] } }),
  cancelPlanEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  resumePlanEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  downloadPlanReceiptEndpoint: (v) => ({ params: { number: 1 }, query: { vanityName: v } }),
  advancePlanClockEndpoint: (v) => ({ query: { vanityName: v }, body: { days: 1 } }),
  downloadReceiptEndpoint: (v) => ({ query: { vanityName: v }, params: { paymentId: NO_SUCH_ID } }),
  refundPaymentEndpoint: (v) => ({
    query: { vanityName: v },
    params: { paymentId: NO_SUCH_ID },
    body: { amount: 100 },
  }),
  setTipsEndpoint: (v) => ({ query: { vanityName: v }, body: { enabled: false } }),
  listAvailableHubsEndpoint: (v) => ({ params: { uri: v } }),
  switchHubEndpoint: (v) => ({ params: { providerUri: v, clientHubId: NO_SUCH_ID } }),
  hubDownloadEndpoint: (v) => ({ params: { uri: v, ...attachmentParams, name: 'a.pdf' } }),
  hubDownloadThumbnailEndpoint: (v) => ({ params: { uri: v, ...attachmentParams, name: 'a.png' } }),
  hubEstimatePdfEndpoint: (v) => ({ params: { uri: v, estimateNumber: 999_999 } }),
  hubInvoicePdfEndpoint: (v) => ({ params: { uri: v, invoiceNumber: 999_999 } }),
  listHubPaymentsEndpoint: (v) => ({ params: { uri: v } }),
  hubReceiptPdfEndpoint: (v) => ({ params: { uri: v, paymentId: NO_SUCH_ID } }),
  autoRateInvoiceEndpoint: (v) => ({
    params: { uri: v },
    body: { artifactType: 'invoice', artifactNumber: 999_999 },
  }),
  getInvoiceRatingEndpoint: (v) => ({ params: { uri: v, invoiceNumber: 999_999 } }),
  updateInvoiceRatingEndpoint: (v) => ({ params: { uri: v, invoiceNumber: 999_999 }, body: { rating: 5 } }),
  removeInvoiceRatingEndpoint: (v) => ({ params: { uri: v, invoiceNumber: 999_999 } }),
  listJobVisitsEndpoint: (v) => ({ query: { vanityName: v }, params: { jobNumber: 999_999 } }),
  createVisitEndpoint: (v) => ({ query: { vanityName: v }, params: { jobNumber: 999_999 }, body: {} }),
  updateVisitEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID },
    body: { version: 1 },
  }),
  cancelVisitEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID },
    body: { version: 1 },
  }),
  changeVisitStatusEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID },
    body: { version: 1, status: 'on-my-way' },
  }),
  listScheduleEndpoint: (v) => ({
    query: { vanityName: v, from: '2026-03-02T00:00', to: '2026-03-09T00:00' },
  }),
  createSeriesEndpoint: (v) => ({
    query: { vanityName: v },
    params: { jobNumber: 999_999 },
    body: {
      start: '2026-03-03T09:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 2 },
    },
  }),
  skipVisitEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID },
    body: { version: 1 },
  }),
  getTeamEndpoint: (v) => ({ query: { vanityName: v } }),
  inviteTeamMemberEndpoint: (v) => ({
    query: { vanityName: v },
    body: { email: `permission-invitee-${Math.random()}@example.test`, role: 'technician' },
  }),
  revokeTeamInvitationEndpoint: (v) => ({ query: { vanityName: v }, params: { invitationId: NO_SUCH_ID } }),
  removeTeamMemberEndpoint: (v) => ({ query: { vanityName: v }, params: { userId: NO_SUCH_ID } }),
  getCalendarFeedEndpoint: (v) => ({ query: { vanityName: v } }),
  createCalendarFeedEndpoint: (v) => ({ query: { vanityName: v }, body: {} }),
  deleteCalendarFeedEndpoint: (v) => ({ query: { vanityName: v } }),
  getBookingSettingsEndpoint: (v) => ({ query: { vanityName: v } }),
  putBookingSettingsEndpoint: (v) => ({
    query: { vanityName: v },
    body: { settings: { enabled: false }, offers: [], windows: [], memberIds: [], version: 0 },
  }),
  bookingOptionsEndpoint: (v) => ({ params: { uri: v } }),
  availabilityEndpoint: (v) => ({ params: { uri: v }, query: { offer: 'no-such-offer' } }),
  createBookingEndpoint: (v) => ({
    params: { uri: v },
    body: {
      idempotencyKey: NO_SUCH_ID,
      offer: 'no-such-offer',
      start: '2026-03-02T08:00',
      contact: { firstName: 'Ada', lastName: 'Guest', email: 'ada@example.test', phone: '5125550100' },
      address: { address: '12 Oak St', city: 'Austin', stateCode: 'TX', zipCode: '78701' },
    },
  }),
  getBookingEndpoint: (v) => ({
    params: { uri: v, bookingId: NO_SUCH_ID },
    query: { token: 'no-such-token' },
  }),
  checkBookingPaymentEndpoint: (v) => ({
    params: { uri: v, bookingId: NO_SUCH_ID },
    body: { token: 'no-such-token', paymentIntentId: 'pi_none' },
  }),
  listBookingRequestsEndpoint: (v) => ({ query: { vanityName: v } }),
  approveBookingEndpoint: (v) => ({
    query: { vanityName: v },
    params: { bookingId: NO_SUCH_ID },
    body: { version: 0 },
  }),
  declineBookingEndpoint: (v) => ({
    query: { vanityName: v },
    params: { bookingId: NO_SUCH_ID },
    body: { version: 0, reason: 'Fully booked' },
  }),
  listTimeOffEndpoint: (v) => ({
    query: { vanityName: v, from: '2026-03-02T00:00', to: '2026-03-09T00:00' },
  }),
  createTimeOffEndpoint: (v) => ({
    query: { vanityName: v },
    body: { start: '2026-03-03T00:00', end: '2026-03-02T00:00' },
  }),
  deleteTimeOffEndpoint: (v) => ({ query: { vanityName: v }, params: { timeOffId: NO_SUCH_ID } }),
  getMessageSettingsEndpoint: (v) => ({ query: { vanityName: v } }),
  updateMessageSettingsEndpoint: (v) => ({
    query: { vanityName: v },
    body: { version: 0, estimateValidDays: 30 },
  }),
  saveMessageKindEndpoint: (v) => ({
    params: { kind: 'on-my-way' },
    query: { vanityName: v },
    body: {
      ...{ emailOn: true, smsOn: false, subject: 'Hi', emailBody: 'Hi {client_first_name}', smsBody: 'Hi' },
      version: 0,
    },
  }),
  restoreMessageKindEndpoint: (v) => ({ params: { kind: 'on-my-way' }, query: { vanityName: v } }),
  previewMessageKindEndpoint: (v) => ({
    params: { kind: 'on-my-way' },
    query: { vanityName: v },
    body: { emailOn: true, smsOn: false, subject: 'Hi', emailBody: 'Hi {client_first_name}', smsBody: 'Hi' },
  }),
  moveMessageClockEndpoint: (v) => ({ query: { vanityName: v }, body: { hours: 1 } }),
  listClientMessagesEndpoint: (v) => ({ params: { clientId: NO_SUCH_ID }, query: { vanityName: v } }),
  getClientMessagePreferencesEndpoint: (v) => ({
    params: { clientId: NO_SUCH_ID },
    query: { vanityName: v },
  }),
  setTextConsentEndpoint: (v) => ({
    params: { clientId: NO_SUCH_ID },
    query: { vanityName: v },
    body: { consented: true },
  }),
  switchAutomaticMessagesEndpoint: (v) => ({
    params: { clientId: NO_SUCH_ID },
    query: { vanityName: v },
    body: { on: false },
  }),
  listComingUpMessagesEndpoint: (v) => ({ query: { vanityName: v } }),
  getHubMessagePreferencesEndpoint: (v) => ({ params: { uri: v } }),
  changeHubMessagePreferencesEndpoint: (v) => ({ params: { uri: v }, body: { automaticMessages: true } }),
  tickChecklistItemEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID, itemId: NO_SUCH_ID },
    body: { done: true },
  }),
  saveVisitNotesEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID },
    body: { version: 1, notes: 'Gate code 4512' },
  }),
  uploadVisitPhotosEndpoint: (v) => ({
    query: { vanityName: v },
    params: { visitId: NO_SUCH_ID },
    files: true,
  }),
  downloadVisitPhotoEndpoint: (v) => ({ query: { vanityName: v }, params: visitPhotoParams }),
  downloadVisitPhotoThumbnailEndpoint: (v) => ({ query: { vanityName: v }, params: visitPhotoParams }),
  deleteVisitPhotoEndpoint: (v) => ({ query: { vanityName: v }, params: visitPhotoParams }),
};

let t: TestApp;
let contracts: Awaited<ReturnType<typeof loadContracts>>;
let provider: ProviderRow;
let hidden: ProviderRow;
const cookies = {} as Record<Caller, string | undefined>;
let hiddenOwnerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  contracts = await loadContracts();
  picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const { db } = t.database;
  const login = (role?: 'admin') => seedLoggedInUser(t.app, db, { role });
  const [owner, manager, technician, user, admin, otherOwner, hiddenOwner] = await Promise.all([
    login(),
    login(),
    login(),
    login(),
    login('admin'),
    login(),
    login(),
  ]);
  provider = await seedProvider(db, {
    name: 'Permission Plumbing',
    owner: owner.user.id,
    // A plan with every tool: this table is about who may act, not what a company pays for.
    complimentaryItems: ['pro', 'fsm', 'clientHub'],
    customDomain: 'permissionplumbing.example',
  });
  await db.insert(memberships).values([
    { userId: manager.user.id, providerId: provider.id, role: 'manager' },
    { userId: technician.user.id, providerId: provider.id, role: 'technician' },
  ]);
  await seedProvider(db, { name: 'Other Owner Roofing', owner: otherOwner.user.id });
  // No brief description: its owner's Publish fails, so it stays hidden for the routes after it.
  hidden = await seedProvider(db, {
    name: 'Hidden Handyman',
    owner: hiddenOwner.user.id,
    complimentaryItems: ['pro', 'fsm', 'clientHub'],
    published: false,
    aboutMetadata: null,
  });
  Object.assign(cookies, {
    anonymous: undefined,
    user: user.cookie,
    owner: owner.cookie,
    manager: manager.cookie,
    technician: technician.cookie,
    admin: admin.cookie,
    otherOwner: otherOwner.cookie,
  });
  hiddenOwnerCookie = hiddenOwner.cookie;
});
afterAll(() => t.close());

function call(endpoint: AnyEndpoint, sample: EndpointSample, cookie: string | undefined, host?: string) {
  return callEndpoint(t.app, endpoint, sample, {
    cookie,
    host,
    upload: { name: 'picture.png', data: picture },
  });
}

/** The 404 of a hidden or missing provider, named as the call named it (vanity name or id). */
function isHiddenAnswer(response: LightMyRequestResponse, target: ProviderRow): boolean {
  return (
    response.statusCode === 404 &&
    [profileMessages.notFound(target.vanityName), profileMessages.notFound(target.id)].includes(
      response.json().message,
    )
  );
}

/** Allowed: the access layer let the call through; whatever the use case answered, it was not 401, 403 or hidden. */
function expectAllowed(label: string, response: LightMyRequestResponse, target: ProviderRow) {
  const hiddenAnswer = isHiddenAnswer(response, target);
  const refused = [401, 403].includes(response.statusCode) || hiddenAnswer;
  expect({ label, refused, body: refused ? response.body : '' }).toEqual({ label, refused: false, body: '' });
}

function providerRoutes() {
  return [...contracts.values()].flatMap(({ name, endpoint }) =>
    endpoint.access.kind === 'provider' ? [{ name, endpoint, action: endpoint.access.action }] : [],
  );
}

describe('every route has a row in the access table', () => {
  it('the route list and the contracts agree', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const served = Object.entries(paths)
      .filter(([url]) => url.startsWith('/api/v1/'))
      .flatMap(([url, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${url.slice('/api/v1'.length).replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(served.length).toBeGreaterThan(40);
    const withoutContract = served.filter((route) => !contracts.has(route));
    expect(withoutContract).toEqual([]);
    const withoutRoute = [...contracts.keys()].filter((route) => !served.includes(route));
    expect(withoutRoute).toEqual([]);
  });

  it('every provider route has a sample call here', () => {
    const missing = providerRoutes()
      .map(({ name }) => name)
      .filter((name) => !SAMPLES[name]);
    expect(missing).toEqual([]);
  });
});

describe('provider routes answer each caller as PROVIDER_ACCESS says', () => {
  it.each(Object.keys(CALLERS) as Caller[])('%s', async (caller) => {
    for (const { name, endpoint, action } of providerRoutes()) {
      const sample = SAMPLES[name]?.(provider.vanityName, provider.id) ?? {};
      const response = await call(endpoint, sample, cookies[caller]);
      const label = `${caller} ${name}`;
      if (canDo(CALLERS[caller], action)) {
        expectAllowed(label, response, provider);
        continue;
      }
      const rule: ActionRule = PROVIDER_ACCESS[action];
      const expected = caller === 'anonymous' ? [401, authMessages.notLoggedIn] : [403, rule.forbidden];
      expect([label, response.statusCode, response.json().message]).toEqual([label, ...expected]);
    }
    // Whatever a caller's turn did to the profile's state, the next caller finds it public again.
    await t.database.db.update(providers).set({ published: true }).where(eq(providers.id, provider.id));
  });

  it('a visitor gets 401 from every route that needs a signed-in caller, however wrong or missing its input', async () => {
    const needsLogin = providerRoutes().filter(({ action }) => !canDo(CALLERS.anonymous, action));
    expect(needsLogin.length).toBeGreaterThan(20);
    const everyParam = (endpoint: AnyEndpoint, value: string) =>
      Object.fromEntries((endpoint.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), value]));
    for (const { name, endpoint } of needsLogin) {
      const inputs: Record<string, EndpointSample> = {
        // No ?vanityName=, no body: what validation would refuse first.
        missing: { params: everyParam(endpoint, 'x') },
        invalid: {
          params: everyParam(endpoint, '-1'),
          query: { vanityName: '', uri: '', first: '-1', status: 'nonsense', estimateNumber: 'x' },
          body: { vanityName: 5, name: ['x'], items: 'none', rating: 'ten' },
        },
      };
      for (const [kind, sample] of Object.entries(inputs)) {
        const response = await call(endpoint, sample, undefined);
        const label = `${kind} ${name}`;
        expect([label, response.statusCode, response.json().message]).toEqual([
          label,
          401,
          authMessages.notLoggedIn,
        ]);
      }
    }
  });

  it("the owner on the provider's custom domain: owner actions are refused, the rest allowed", async () => {
    for (const { name, endpoint, action } of providerRoutes()) {
      const sample = SAMPLES[name]?.(provider.vanityName, provider.id) ?? {};
      const response = await call(endpoint, sample, cookies.owner, 'permissionplumbing.example');
      const rule: ActionRule = PROVIDER_ACCESS[action];
      const label = `custom domain ${name}`;
      if (rule.mainSiteOnly) expect([label, response.statusCode]).toEqual([label, 403]);
      else if (canDo(CALLERS.owner, action)) expectAllowed(label, response, provider);
    }
  });

  it('an unpublished provider is hidden from everyone without viewUnpublished, and open to its owner', async () => {
    for (const { name, endpoint, action } of providerRoutes()) {
      const sample = SAMPLES[name]?.(hidden.vanityName, hidden.id) ?? {};
      const stranger = await call(endpoint, sample, cookies.user);
      const label = `unpublished ${name}`;
      expect([label, stranger.statusCode, isHiddenAnswer(stranger, hidden)]).toEqual([label, 404, true]);
      if (canDo(['anyone', 'user', 'owner'], action)) {
        expectAllowed(label, await call(endpoint, sample, hiddenOwnerCookie), hidden);
      }
    }
  });

  it('the table covers every action the contracts name', () => {
    const actions = new Set(providerRoutes().map(({ action }) => action));
    const unused = (Object.keys(PROVIDER_ACCESS) as ProviderAction[]).filter(
      (action) => action !== 'viewUnpublished' && !actions.has(action),
    );
    expect(unused).toEqual([]);
  });
});

describe('admin routes', () => {
  it('answer 401 to a visitor and 403 to a member who is not an admin, before looking at the request', async () => {
    const adminRoutes = [...contracts.values()].filter(({ endpoint }) => endpoint.access.kind === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const { name, endpoint } of adminRoutes) {
      const params = Object.fromEntries((endpoint.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), 'x']));
      const visitor = await call(endpoint, { params, body: {} }, undefined);
      expect([name, visitor.statusCode, visitor.json().message]).toEqual([
        name,
        401,
        authMessages.notLoggedIn,
      ]);
      for (const cookie of [cookies.user, cookies.owner]) {
        const member = await call(endpoint, { params, body: {} }, cookie);
        expect([name, member.statusCode, member.json().message]).toEqual([name, 403, authMessages.adminOnly]);
      }
    }
  });
});

describe('account routes', () => {
  it('answer 401 to a visitor before looking at the request', async () => {
    const accountRoutes = [...contracts.values()].filter(({ endpoint }) => endpoint.access.kind === 'user');
    expect(accountRoutes.length).toBeGreaterThan(5);
    for (const { name, endpoint } of accountRoutes) {
      const params = Object.fromEntries((endpoint.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), 'x']));
      const response = await call(endpoint, { params, body: {} }, undefined);
      expect([name, response.statusCode, response.json().message]).toEqual([
        name,
        401,
        authMessages.notLoggedIn,
      ]);
    }
  });
});
