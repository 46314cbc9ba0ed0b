import { isProviderMember } from '@porchlight/core/identity/access.rules';
import { parseProfileSegments } from '@porchlight/core/providers/profile.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The HTTP status a /company/{vanityName}/… page must answer with: 404 for a company this viewer
 * cannot see (its Client Hub page: whose hub does not open) or a page the profile does not have, else
 * null (let the page decide). The web renders
 * those not-found views itself, so they are server-rendered HTML; this only sets the status.
 */
export function createProfilePageStatus(access: Pick<Access, 'requireProviderAccess'>) {
  return async (url: string, principal: Principal): Promise<404 | null> => {
    const path = url.split('?')[0] ?? url;
    // 'Company URL is Required'
    if (path === '/company' || path === '/company/') return 404;
    const match = /^\/company\/([^/]+)(\/.*)?$/.exec(path);
    if (!match?.[1]) return null;
    const segments = (match[2] ?? '').split('/').filter(Boolean).map(decode);
    const route = parseProfileSegments(segments);
    // The Client Hub page opens where the hub does, also before the profile is published.
    const action = route?.page === 'client-hub' ? 'openClientHub' : 'view';
    try {
      await access.requireProviderAccess(principal, { vanityName: decode(match[1]) }, action);
    } catch {
      return 404;
    }
    return route ? null : 404;
  };
}

/**
 * Whether this viewer may see a profile otherwise than a visitor does: its owners and managers (edit
 * controls) and admins. Anyone else is shown the visitors' copy of the pages that hold no viewer's data.
 */
export function createSeesOwnerView(access: Pick<Access, 'requireProviderAccess'>) {
  return async (principal: Principal, vanityName: string): Promise<boolean> => {
    if (principal.kind !== 'user') return false;
    if (principal.isAdmin) return true;
    try {
      const { roles } = await access.requireProviderAccess(principal, { vanityName }, 'openClientHub');
      return isProviderMember(roles);
    } catch {
      // Not found or not open: the page rendered for this person says so.
      return true;
    }
  };
}
