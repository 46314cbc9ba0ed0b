import type { Me } from '@porchlight/core/identity/auth.schemas';
import { profileTitles } from '@porchlight/core/providers/profile.rules';
import { decodeSegment, isNameSegment } from '@porchlight/core/text/url-segments';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getPublicUrl } from '@/lib/request-site';
import { getCurrentUser } from '@/lib/server-api';
import { ProfilePageNotFoundView } from './not-found-views';
import { getProfile } from './profile-data';
import { describeProfilePage, type ResolvedProfilePage, resolveProfilePage } from './profile-page-route';

/**
 * One route per profile page (app/company/[vanityName]/…/page.tsx), so each page ships only its own
 * view's code; they share how a page is resolved, titled and rendered here.
 */

export type ProfileRouteParams = { vanityName: string; rest?: string[] };
export type ProfilePageProps = { params: Promise<ProfileRouteParams> };
/** The page's segments after the vanity name, as spec 1 "Page routing" reads them: ['photos', name]. */
export type PageSegments = (params: ProfileRouteParams) => string[];

export interface Viewer {
  user: Me | null;
  /** The main site's address (logins and canonical links point there, also from custom domains). */
  publicUrl: string;
}

/** A blank or control-character segment names nothing: not found, without asking the API (which refuses it). */
function hasOnlyNames(vanityName: string, segments: string[]): boolean {
  return [vanityName, ...segments].map(decodeSegment).every(isNameSegment);
}

function resolveNamedPage(params: ProfileRouteParams, segmentsOf: PageSegments) {
  const segments = segmentsOf(params);
  return hasOnlyNames(params.vanityName, segments)
    ? resolveProfilePage({ vanityName: params.vanityName, segments })
    : null;
}

async function companyExists(vanityName: string): Promise<boolean> {
  return isNameSegment(vanityName) && Boolean(await getProfile(vanityName));
}

/** The page's `generateMetadata`: its title and canonical link, or the not-found title. */
export function profilePageMetadata(segmentsOf: PageSegments) {
  return async ({ params }: ProfilePageProps): Promise<Metadata> => {
    const resolved = await resolveNamedPage(await params, segmentsOf);
    if (resolved) return describeProfilePage(resolved);
    const vanityName = decodeSegment((await params).vanityName);
    const exists = await companyExists(vanityName);
    return {
      title: { absolute: exists ? 'Page not found' : profileTitles.notFound(vanityName) },
      robots: { index: false },
    };
  };
}

/** Renders the page's view, or 'Page not found' (server-side HTML; the host process sets status 404). */
export async function renderProfilePage(
  { params }: ProfilePageProps,
  segmentsOf: PageSegments,
  view: (page: ResolvedProfilePage, viewer: Viewer) => ReactNode,
): Promise<ReactNode> {
  const resolved = await resolveNamedPage(await params, segmentsOf);
  if (!resolved) return <ProfilePageNotFoundView />;
  return view(resolved, { user: await getCurrentUser(), publicUrl: getPublicUrl() });
}
