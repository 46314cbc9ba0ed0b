import { defineRoute, ownerCallAccess, providerPathAccess } from '../platform/route';

/**
 * The Client Hub's calls (spec 3 §7 "Client hub"), at the spec's paths; the hub token travels as
 * `Authorization: Bearer <clientHubAccessToken>`. Sending a document to the hub is the provider's call.
 */
const hub = providerPathAccess('useClientHub', 'uri');
const session = { kind: 'session' } as const;

// Sections

export const listHubEstimatesRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/estimates/:uri',
  access: hub,
});
export const getHubEstimateRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/estimate/:uri',
  access: hub,
});
export const decideHubEstimateRoute = defineRoute({
  method: 'PATCH',
  path: '/client-hub/estimate/:uri',
  access: hub,
});
export const listHubInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/invoices/:uri',
  access: hub,
});
export const getHubInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/invoice/:uri',
  access: hub,
});
export const listHubRequestsRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/requests/:uri',
  access: hub,
});
export const getHubRequestRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/request/:uri',
  access: hub,
});
export const cancelHubRequestRoute = defineRoute({
  method: 'PATCH',
  path: '/client-hub/request/cancel/:uri',
  access: hub,
});
export const getHubDetailsRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/details/:uri',
  access: hub,
});
/**
 * A file of the client's estimate, invoice or request (spec 3 §7), and its 125 px thumbnail: the
 * spec's "thumbnail variant uses 125 in the path" is a `125` segment before the name.
 */
export const hubDownloadRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/download/:uri/:type/:number/:attachmentNumber/:name',
  access: hub,
});
export const hubDownloadThumbnailRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/download/:uri/:type/:number/:attachmentNumber/125/:name',
  access: hub,
});
/** Ours: the spec's hub has a jobs section (§2.4) but names no call for it. */
export const listHubJobsRoute = defineRoute({ method: 'GET', path: '/client-hub/jobs/:uri', access: hub });
/** Ours: the spec's view-job section (§2.4), one job with its visits, at the path of the other documents. */
export const getHubJobRoute = defineRoute({ method: 'GET', path: '/client-hub/job/:uri', access: hub });

// Sessions

/** Exchanges a secure link's ids for hub tokens; 404 invalid link, 401 expired. */
export const startHubSessionRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/auth/session',
  access: session,
  authenticates: true,
});
/** `Authorization: Bearer <clientHubRefreshToken>` → a new access token. */
export const refreshHubSessionRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/auth/refresh',
  access: session,
  authenticates: true,
});
export const sendNewHubLinkRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/auth/send-new-link/:providerUri',
  access: session,
  authenticates: true,
});
/** Ours: ends the hub session its bearer token names. */
export const logoutHubRoute = defineRoute({
  method: 'POST',
  path: '/client-hub/auth/logout',
  access: session,
});

/**
 * Ours: the Client Hub page's provider (name, logo), for anyone, also before the profile is published
 * once the provider has clients, so the secure links it sends open.
 */
export const getHubPageRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/page/:uri',
  access: providerPathAccess('openClientHub', 'uri'),
});

/**
 * The caller's hubs (its proven e-mail = the client's): a logged-in account's, or a hub session's,
 * here and at other providers.
 */
export const listAvailableHubsRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/available-hubs/:uri',
  access: providerPathAccess('findClientHubs', 'uri'),
});
export const switchHubRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/switch/:providerUri/:clientHubId',
  access: providerPathAccess('findClientHubs', 'providerUri'),
});

// The provider sends (Service Manager)

export const sendEstimateRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/estimates/:estimateNumber/send',
  access: ownerCallAccess('useServiceManager'),
});
export const sendInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/provider/service-manager/invoices/:invoiceNumber/send',
  access: ownerCallAccess('useServiceManager'),
});

/** One of the client's estimates or invoices as a PDF (issue 36); the number in the path, so a download sends no query. */
export const hubEstimatePdfRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/estimate/:uri/pdf/:estimateNumber',
  access: hub,
});
export const hubInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/client-hub/invoice/:uri/pdf/:invoiceNumber',
  access: hub,
});
