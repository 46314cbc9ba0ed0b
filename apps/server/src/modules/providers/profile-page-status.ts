import { parseProfileSegments } from '@porchlight/core/providers/profile.rules';
import type { ProfileRepository } from './profile.repository';
import { findVisibleProvider, type Viewer } from './profile-visibility';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The HTTP status a /company/{vanityName}/… page must answer with: 404 for a company this viewer
 * cannot see or a page the profile does not have, else null (let the page decide). The web renders
 * those not-found views itself, so they are server-rendered HTML; this only sets the status.
 */
export function createProfilePageStatus(
  repository: Pick<ProfileRepository, 'findProviderByVanityName' | 'isMember'>,
) {
  return async (url: string, viewer: Viewer | null): Promise<404 | null> => {
    const path = url.split('?')[0] ?? url;
    // 'Company URL is Required'
    if (path === '/company' || path === '/company/') return 404;
    const match = /^\/company\/([^/]+)(\/.*)?$/.exec(path);
    if (!match?.[1]) return null;
    try {
      await findVisibleProvider(repository, decode(match[1]), viewer);
    } catch {
      return 404;
    }
    const segments = (match[2] ?? '').split('/').filter(Boolean).map(decode);
    return parseProfileSegments(segments) ? null : 404;
  };
}
