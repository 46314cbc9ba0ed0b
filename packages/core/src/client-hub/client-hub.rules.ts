import { hasFeature, type PlanHolder } from '../plans/plans.rules';
import type { EstimateStatus, InvoiceStatus } from '../service-manager/service-manager.constants';
import { CLIENT_HUB_LINK_DAYS, REQUEST_CANCELED, REQUEST_COMPLETED } from './client-hub.constants';

/** The Client Hub's rules (spec 3 §4), pure: the server enforces them, the hub shows the buttons by them. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session and hub ids must be uuids, otherwise they are ignored (spec 3 §5). */
export function isHubId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A secure link's ids from the page's address (`?s=` the link's session, `?c=` the client's hub id), or
 * null when either is missing or not a uuid: such ids are ignored (spec 3 §5) and the page opens as it
 * does without a link, rather than saying the link is invalid.
 */
export function hubLinkIds(search: URLSearchParams): { sessionId: string; clientHubId: string } | null {
  const sessionId = search.get('s');
  const clientHubId = search.get('c');
  return isHubId(sessionId) && isHubId(clientHubId) ? { sessionId, clientHubId } : null;
}

/** Approve is available unless the estimate is Approved or Closed (spec 3 §4); drafts are never shown. */
export function canApproveEstimate(status: EstimateStatus): boolean {
  return status === 'Sent' || status === 'Rejected';
}

/** Decline is available unless the estimate is Approved, Rejected or Closed (spec 3 §4). */
export function canDeclineEstimate(status: EstimateStatus): boolean {
  return status === 'Sent';
}

/** The client sees everything but the provider's drafts. */
export function isShownToClient(status: EstimateStatus | InvoiceStatus): boolean {
  return status !== 'Draft';
}

/** Sending a draft to the client makes it Sent; any other status stays (a resend). */
export function statusAfterSending<S extends EstimateStatus | InvoiceStatus>(status: S): S | 'Sent' {
  return status === 'Draft' ? 'Sent' : status;
}

/** Whether a request can still be canceled by its client (spec 3 §4 "Request status"). */
export function requestCancelRefusal(status: string): 'alreadyCanceled' | 'completed' | null {
  if (status === REQUEST_CANCELED) return 'alreadyCanceled';
  if (status === REQUEST_COMPLETED) return 'completed';
  return null;
}

/** When a link sent at `now` stops opening the hub. */
export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + CLIENT_HUB_LINK_DAYS * 86_400_000);
}

export type HubSection = 'view-estimate' | 'view-invoice' | 'view-job' | 'my-account';

/**
 * Whether the company's Client Hub opens for its clients now: the feature the access layer's
 * `useClientHub` asks for (the add-on, or the trial). A message to a client carries a hub link only
 * then; without it the link would open a hub that refuses every call (403).
 */
export function clientHubOpens(holder: PlanHolder, now: Date): boolean {
  return hasFeature(holder, 'clientHub', now);
}

/**
 * The secure link (spec 3 §2.4): the provider's hub page with the session `s` and hub `c` ids, and
 * the section to open in the hash.
 */
export function clientHubLink(input: {
  siteUrl: string;
  vanityName: string;
  sessionId: string;
  clientHubId: string;
  section?: HubSection;
  number?: number;
}): string {
  const base = `${input.siteUrl.replace(/\/$/, '')}/company/${encodeURIComponent(input.vanityName)}/client-hub`;
  const query = `?s=${input.sessionId}&c=${input.clientHubId}`;
  const section = input.section ?? 'my-account';
  const hash = input.number === undefined ? `#${section}` : `#${section}?number=${input.number}`;
  return `${base}${query}${hash}`;
}
