import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  estimateListResponseSchema,
  estimateParamsSchema,
  estimatePdfQuerySchema,
} from '../service-manager/estimates.schemas';
import { invoiceListResponseSchema, invoiceParamsSchema } from '../service-manager/invoices.schemas';
import {
  cancelHubRequestRoute,
  decideHubEstimateRoute,
  getHubDetailsRoute,
  getHubEstimateRoute,
  getHubInvoiceRoute,
  getHubJobRoute,
  getHubPageRoute,
  getHubRequestRoute,
  hubDownloadRoute,
  hubDownloadThumbnailRoute,
  hubEstimatePdfRoute,
  hubInvoicePdfRoute,
  listAvailableHubsRoute,
  listHubEstimatesRoute,
  listHubInvoicesRoute,
  listHubJobsRoute,
  listHubRequestsRoute,
  logoutHubRoute,
  refreshHubSessionRoute,
  sendEstimateRoute,
  sendInvoiceRoute,
  sendNewHubLinkRoute,
  startHubSessionRoute,
  switchHubRoute,
} from './client-hub.routes';
import {
  availableHubsSchema,
  cancelRequestSchema,
  estimateDecisionSchema,
  hubClientDetailsSchema,
  hubDownloadParamsSchema,
  hubEstimateListQuerySchema,
  hubEstimateQuerySchema,
  hubEstimateSchema,
  hubInvoiceListQuerySchema,
  hubInvoiceQuerySchema,
  hubInvoiceResponseSchema,
  hubJobDetailSchema,
  hubJobListQuerySchema,
  hubJobListResponseSchema,
  hubJobQuerySchema,
  hubPageSchema,
  hubRefreshResponseSchema,
  hubRequestListQuerySchema,
  hubRequestListSchema,
  hubRequestQuerySchema,
  hubRequestSchema,
  hubSessionRequestSchema,
  hubTokensSchema,
  hubUriParamsSchema,
  messageResponseSchema,
  providerUriParamsSchema,
  sendNewLinkSchema,
  sendToClientResponseSchema,
  sendToClientSchema,
  switchHubParamsSchema,
} from './client-hub.schemas';

const params = hubUriParamsSchema;

// Sections: the client of the hub token, at the provider of the path

export const listHubEstimatesEndpoint = defineEndpoint(listHubEstimatesRoute, {
  params,
  query: hubEstimateListQuerySchema,
  response: estimateListResponseSchema,
  summary: "The client's estimates (drafts excluded), newest first",
});
export const getHubEstimateEndpoint = defineEndpoint(getHubEstimateRoute, {
  params,
  query: hubEstimateQuerySchema,
  response: hubEstimateSchema,
  summary: 'One of the client’s estimates, with the provider and its logo',
});
export const decideHubEstimateEndpoint = defineEndpoint(decideHubEstimateRoute, {
  params,
  query: hubEstimateQuerySchema,
  body: estimateDecisionSchema,
  response: hubEstimateSchema,
  summary: 'Approve (from Sent or Rejected) or decline (from Sent) an estimate; 409 otherwise',
});
export const listHubInvoicesEndpoint = defineEndpoint(listHubInvoicesRoute, {
  params,
  query: hubInvoiceListQuerySchema,
  response: invoiceListResponseSchema,
  summary: "The client's invoices awaiting payment (status=pending) or paid (status=paid)",
});
export const getHubInvoiceEndpoint = defineEndpoint(getHubInvoiceRoute, {
  params,
  query: hubInvoiceQuerySchema,
  response: hubInvoiceResponseSchema,
  summary: 'One of the client’s invoices; paymentAllowed stays false until online payments come',
});
export const listHubRequestsEndpoint = defineEndpoint(listHubRequestsRoute, {
  params,
  query: hubRequestListQuerySchema,
  response: hubRequestListSchema,
  summary: 'The requests sent to the provider from the client’s e-mail address',
});
export const getHubRequestEndpoint = defineEndpoint(getHubRequestRoute, {
  params,
  query: hubRequestQuerySchema,
  response: hubRequestSchema,
  summary: 'One of the client’s requests',
});
export const cancelHubRequestEndpoint = defineEndpoint(cancelHubRequestRoute, {
  params,
  query: hubRequestQuerySchema,
  body: cancelRequestSchema,
  response: messageResponseSchema,
  summary: "Cancel one of the client's requests with one of the 7 reasons; 409 when canceled or completed",
});
export const getHubDetailsEndpoint = defineEndpoint(getHubDetailsRoute, {
  params,
  response: hubClientDetailsSchema,
  summary: "The client's own contact details and the provider",
});
export const listHubJobsEndpoint = defineEndpoint(listHubJobsRoute, {
  params,
  query: hubJobListQuerySchema,
  response: hubJobListResponseSchema,
  summary: "The client's jobs, each with its next visit and its last one",
});
export const getHubJobEndpoint = defineEndpoint(getHubJobRoute, {
  params,
  query: hubJobQuerySchema,
  response: hubJobDetailSchema,
  summary: 'One of the client’s jobs with its visits to come and gone by: when, status, who is coming',
});

export const hubDownloadEndpoint = defineEndpoint(hubDownloadRoute, {
  params: hubDownloadParamsSchema,
  response: null,
  summary: "A file of the client's estimate, invoice or request (Content-Disposition: attachment)",
});
export const hubDownloadThumbnailEndpoint = defineEndpoint(hubDownloadThumbnailRoute, {
  params: hubDownloadParamsSchema,
  response: null,
  summary: 'The 125 px thumbnail (WebP) of a picture among those files; 404 for a PDF',
});

// Sessions

export const startHubSessionEndpoint = defineEndpoint(startHubSessionRoute, {
  body: hubSessionRequestSchema,
  response: hubTokensSchema,
  summary: 'Exchange a secure link (session id s, hub id c) for hub tokens: 404 invalid, 401 expired',
});
export const refreshHubSessionEndpoint = defineEndpoint(refreshHubSessionRoute, {
  response: hubRefreshResponseSchema,
  summary: 'A new hub access token for the refresh token in Authorization: Bearer',
});
export const sendNewHubLinkEndpoint = defineEndpoint(sendNewHubLinkRoute, {
  params: providerUriParamsSchema,
  body: sendNewLinkSchema,
  response: messageResponseSchema,
  summary: "E-mail a new link for an expired one, to the client's own address only",
});
export const logoutHubEndpoint = defineEndpoint(logoutHubRoute, {
  body: noOptionsSchema,
  response: messageResponseSchema,
  summary: 'End the hub session named by the bearer token (access or refresh)',
});
export const listAvailableHubsEndpoint = defineEndpoint(listAvailableHubsRoute, {
  params,
  response: availableHubsSchema,
  summary: "The provider's clients whose e-mail is the logged-in account's verified address",
});
export const switchHubEndpoint = defineEndpoint(switchHubRoute, {
  params: switchHubParamsSchema,
  response: hubTokensSchema,
  summary: 'Hub tokens for one of those clients, at this provider or another (404 for any other)',
});
export const getHubPageEndpoint = defineEndpoint(getHubPageRoute, {
  params,
  response: hubPageSchema,
  summary: 'The Client Hub page’s provider, also unpublished once it has clients (the profile stays hidden)',
});

// The provider sends

export const sendEstimateEndpoint = defineEndpoint(sendEstimateRoute, {
  params: estimateParamsSchema,
  query: ownerProviderQuerySchema,
  body: sendToClientSchema,
  response: sendToClientResponseSchema,
  summary: 'E-mail (and text) the client a 7-day link to the estimate in their hub; a Draft becomes Sent',
});
export const sendInvoiceEndpoint = defineEndpoint(sendInvoiceRoute, {
  params: invoiceParamsSchema,
  query: ownerProviderQuerySchema,
  body: sendToClientSchema,
  response: sendToClientResponseSchema,
  summary: 'E-mail (and text) the client a 7-day link to the invoice in their hub; a Draft becomes Sent',
});

export const hubEstimatePdfEndpoint = defineEndpoint(hubEstimatePdfRoute, {
  params: params.extend(hubEstimateQuerySchema.shape),
  query: estimatePdfQuerySchema,
  response: null,
  summary: 'One of the client’s estimates as a PDF (Content-Disposition: attachment)',
});
export const hubInvoicePdfEndpoint = defineEndpoint(hubInvoicePdfRoute, {
  params: params.extend(hubInvoiceQuerySchema.shape),
  response: null,
  summary: 'One of the client’s invoices as a PDF, with its payments and balance',
});
