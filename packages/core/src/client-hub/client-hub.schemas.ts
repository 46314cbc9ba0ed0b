import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../identity/auth.constants';
import { profileSchema } from '../providers/profile.schemas';
import { VISIT_STATUSES } from '../scheduling/scheduling.constants';
import { clientSchema } from '../service-manager/clients.schemas';
import { attachmentSchema, numberParamSchema } from '../service-manager/documents.schemas';
import { estimateSchema } from '../service-manager/estimates.schemas';
import { invoiceSchema } from '../service-manager/invoices.schemas';
import { jobSchema } from '../service-manager/jobs.schemas';
import { pageQueryFields } from '../service-manager/paging.schemas';
import {
  ESTIMATE_OPTIONS_MAX,
  ESTIMATE_SORT_FIELDS,
  INVOICE_SORT_FIELDS,
  JOB_SORT_FIELDS,
  PAYMENT_TYPES,
} from '../service-manager/service-manager.constants';
import { serviceManagerMessages as smMessages } from '../service-manager/service-manager.messages';
import {
  CLOSED_BY_CLIENT,
  ESTIMATE_DECISIONS,
  HUB_DOWNLOAD_TYPES,
  HUB_INVOICE_FILTERS,
  REQUEST_CANCEL_REASON_VALUES,
} from './client-hub.constants';
import { clientHubMessages as messages } from './client-hub.messages';
import { signatureDataUrlSchema, signerNameSchema } from './estimate-signature.rules';

/** The Client Hub's calls (spec 3 §7 "Client hub"). Who the client is comes from the hub token, never the query. */

const shortText = z.string().max(200);
/** Ids from a link: anything short is taken and checked by the service (a non-uuid is an invalid link, 404). */
const linkId = z.string().trim().max(100);

export const hubUriParamsSchema = z.object({ uri: z.string().trim().min(1).max(200) });

/** `clientHubId` the hub sends along is accepted and ignored: the token already names the client. */
const hubListFields = { clientHubId: shortText.optional() };

export const hubEstimateListQuerySchema = z.object({
  ...pageQueryFields(ESTIMATE_SORT_FIELDS, 'estimateNumber'),
  ...hubListFields,
});
export type HubEstimateListQuery = z.output<typeof hubEstimateListQuerySchema>;

export const hubInvoiceListQuerySchema = z.object({
  ...pageQueryFields(INVOICE_SORT_FIELDS, 'invoiceNumber'),
  // Left out, rows follows the table: 5 awaiting payment, 10 paid (spec 3 §9).
  rows: z.coerce.number().int().min(1).max(100).optional(),
  status: z.enum(HUB_INVOICE_FILTERS).default('pending'),
  ...hubListFields,
});
export type HubInvoiceListQuery = z.output<typeof hubInvoiceListQuerySchema>;

export const hubRequestListQuerySchema = z.object({
  ...pageQueryFields(['requestNumber', 'requestDate', 'status'] as const, 'requestNumber'),
  ...hubListFields,
});
export type HubRequestListQuery = z.output<typeof hubRequestListQuerySchema>;

export const hubJobListQuerySchema = z.object({
  ...pageQueryFields(JOB_SORT_FIELDS, 'jobNumber'),
  ...hubListFields,
});
export type HubJobListQuery = z.output<typeof hubJobListQuerySchema>;

/** A visit as the client sees it (issue 33 item 7): when, whether it happened, who is coming (first names). */
export const hubVisitSchema = z.object({
  /** 'Tue, Dec 1 · 8-10 AM' in the company's time zone (an arrival window when there is one). */
  when: z.string(),
  status: z.enum(VISIT_STATUSES),
  people: z.array(z.string()),
});
export type HubVisit = z.infer<typeof hubVisitSchema>;

/** GET client-hub/jobs/{uri}: the spec's job, with its next visit still to come and its last one done. */
export const hubJobSchema = jobSchema.extend({
  nextVisit: hubVisitSchema.nullable(),
  lastVisit: hubVisitSchema.nullable(),
  /** Visits still to come, the next one included. */
  upcomingVisits: z.number(),
});
export type HubJob = z.infer<typeof hubJobSchema>;
export const hubJobListResponseSchema = z.object({ jobs: z.array(hubJobSchema), totalRecords: z.number() });

/** A visit on the job's page: also whether `when` is the window the people arrive in, or the visit's hours. */
/**
 * What the client may do with an upcoming visit (issue 34 slice 7, issue 35 slice 7): cancel it until the
 * company's cutoff; move an online booking to another bookable time, or ask for another time otherwise.
 */
export const hubVisitChangesSchema = z.object({
  visitId: z.uuid(),
  version: z.number(),
  /** An online booking: Reschedule picks another bookable time; other visits: Ask for another time. */
  booked: z.boolean(),
  /** 'Mon, Nov 30, 9 AM': when changes online close. */
  until: z.string(),
  /** Null while changes are open; once closed, why, with whom to call. */
  closed: z.string().nullable(),
  /** What the cancel dialog asks (with the deposit's fate, when one was paid). */
  cancelQuestion: z.string(),
});
export type HubVisitChanges = z.infer<typeof hubVisitChangesSchema>;

export const hubJobVisitSchema = hubVisitSchema.extend({
  arrivalWindow: z.boolean(),
  /** Upcoming scheduled visits only. */
  changes: hubVisitChangesSchema.optional(),
});
export type HubJobVisit = z.infer<typeof hubJobVisitSchema>;

/**
 * GET client-hub/job/{uri}?jobNumber (the spec's view-job): the job as the list shows it, with every
 * visit but cancelled ones, those to come soonest first and those gone by latest first.
 */
export const hubJobDetailSchema = hubJobSchema.extend({
  upcoming: z.array(hubJobVisitSchema),
  past: z.array(hubJobVisitSchema),
});
export type HubJobDetail = z.infer<typeof hubJobDetailSchema>;

export const hubEstimateQuerySchema = z.object({ estimateNumber: numberParamSchema });
export const hubInvoiceQuerySchema = z.object({ invoiceNumber: numberParamSchema });
export const hubRequestQuerySchema = z.object({ requestNumber: numberParamSchema });
export const hubJobQuerySchema = z.object({ jobNumber: numberParamSchema });

/**
 * GET client-hub/download/{uri}/{type}/{number}/{attachmentNumber}/{name}: a file of one of the
 * client's estimates, invoices or requests. `name` only makes the address end in the file's name; the
 * numbers say which file it is.
 */
export const hubDownloadParamsSchema = hubUriParamsSchema.extend({
  type: z.enum(HUB_DOWNLOAD_TYPES, { error: messages.downloadTypeInvalid }),
  number: numberParamSchema,
  attachmentNumber: numberParamSchema,
  name: z.string().min(1).max(255),
});

/** PATCH client-hub/estimate/{uri}?estimateNumber: the client's decision. */
export const estimateDecisionSchema = z.object({
  status: z.enum(ESTIMATE_DECISIONS, { error: messages.decisionInvalid }),
  /** Ours (issue 36): the option approved (its position, 1-4), required when the estimate has options. */
  optionPosition: z
    .number({ error: smMessages.optionNotFound })
    .int(smMessages.optionNotFound)
    .min(1, smMessages.optionNotFound)
    .max(ESTIMATE_OPTIONS_MAX, smMessages.optionNotFound)
    .optional(),
  /** Ours (issue 36): the signer's typed name; required to approve when the provider asks for a signature. */
  signerName: signerNameSchema.optional(),
  /** Ours (issue 36): a drawn signature (PNG data URL), with the typed name. */
  signaturePng: signatureDataUrlSchema.optional(),
});
export type EstimateDecisionRequest = z.infer<typeof estimateDecisionSchema>;

/** PATCH client-hub/request/cancel/{uri}?requestNumber (spec 3 §7). */
export const cancelRequestSchema = z.object({
  requestNumber: numberParamSchema.optional(),
  closedReason: z.enum(REQUEST_CANCEL_REASON_VALUES, { error: messages.cancelReasonRequired }),
  closedByUserType: z.literal(CLOSED_BY_CLIENT).default(CLOSED_BY_CLIENT),
});
export type CancelRequest = z.output<typeof cancelRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

// Auth

export const hubSessionRequestSchema = z.object({
  clientHubId: linkId,
  sessionId: linkId,
  vanityName: z.string().trim().min(1).max(200),
});
export type HubSessionRequest = z.output<typeof hubSessionRequestSchema>;

export const hubTokensSchema = z.object({
  clientHubAccessToken: z.string(),
  clientHubRefreshToken: z.string(),
});
export type HubTokens = z.infer<typeof hubTokensSchema>;

export const hubRefreshResponseSchema = z.object({ clientHubAccessToken: z.string() });

export const providerUriParamsSchema = z.object({ providerUri: z.string().trim().min(1).max(200) });

/** POST client-hub/auth/send-new-link/{providerUri}: the address must be the client's (spec 3 §8). */
export const sendNewLinkSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
  sessionId: linkId,
  clientHubId: linkId,
});
export type SendNewLinkRequest = z.output<typeof sendNewLinkSchema>;

export const switchHubParamsSchema = providerUriParamsSchema.extend({ clientHubId: linkId });

/** One of the caller's client records, at this provider or another (Select and Switch Account). */
export const hubAccountSchema = z.object({
  clientHubId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  /** Ours: the provider whose client it is, and whether the caller's hub session is this one. */
  providerUri: z.string(),
  providerName: z.string(),
  current: z.boolean(),
});
export type HubAccount = z.infer<typeof hubAccountSchema>;
export const availableHubsSchema = z.object({
  totalClients: z.number(),
  clientHubs: z.array(hubAccountSchema),
});
export type AvailableHubs = z.infer<typeof availableHubsSchema>;

// What the hub shows

/** The provider as the hub shows it: name, how to reach it, whether it takes requests. */
export const hubProviderSchema = z.object({
  name: z.string(),
  vanityName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  disableRequestForms: z.boolean(),
  publicLogoPath: z.string().nullable(),
});
export type HubProvider = z.infer<typeof hubProviderSchema>;

/**
 * The Client Hub page's provider, also before its profile is published: what the page around the
 * hub shows (the profile's own fields: its name, address prefix and whether on its custom domain).
 */
export const hubPageSchema = profileSchema
  .pick({ name: true, uri: true, uriPrefix: true, onCustomDomain: true })
  .extend({ publicLogoPath: z.string().nullable() });
export type HubPage = z.infer<typeof hubPageSchema>;

export const hubEstimateSchema = estimateSchema.extend({
  provider: hubProviderSchema,
  publicLogoPath: z.string().nullable(),
  /** Ours (issue 36): the provider asks the client to sign (type or draw) to approve. */
  requiresSignature: z.boolean(),
});

/** GET client-hub/invoice/{uri}?invoiceNumber (spec 3 §7); paying online comes with payments. */
export const hubInvoiceResponseSchema = z.object({
  invoice: invoiceSchema,
  provider: hubProviderSchema,
  paymentAllowed: z.boolean(),
  paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
  paymentInstructions: z.string().nullable(),
  publicLogoPath: z.string().nullable(),
  attachments: z.array(attachmentSchema),
});

export const hubRequestSummarySchema = z.object({
  requestNumber: z.number(),
  requestDate: z.string(),
  status: z.string(),
  type: z.enum(['cu', 'paa']),
  services: z.array(z.string()),
  closedOn: z.string().nullable(),
  closedReason: z.string().nullable(),
});
export const hubRequestListSchema = z.object({
  requests: z.array(hubRequestSummarySchema),
  totalRecords: z.number(),
});
export const hubRequestSchema = hubRequestSummarySchema.extend({
  closedByUserType: z.string().nullable(),
  inputForm: z.array(
    z.object({
      label: z.string(),
      type: z.string(),
      value: z.string(),
      valueLabel: z.string().optional(),
    }),
  ),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  attachments: z.array(attachmentSchema),
});
export type HubRequest = z.infer<typeof hubRequestSchema>;

/** GET client-hub/details/{uri}: the client's own details, to prefill the request wizard and contact form. */
export const hubClientDetailsSchema = clientSchema.extend({
  clientHubId: z.string(),
  provider: hubProviderSchema,
});

// The provider sends a document to the client's hub

export const sendToClientSchema = z.object({
  /** Also text the link when the client has a mobile number (default). */
  sms: z.boolean().default(true),
});
export const sendToClientResponseSchema = z.object({
  status: z.string(),
  emailedTo: z.string(),
  textedTo: z.string().nullable(),
  linkExpiresAt: z.string(),
  message: z.string(),
});
export type SendToClientResponse = z.infer<typeof sendToClientResponseSchema>;
