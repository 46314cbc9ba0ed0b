import { DEFAULT_MAP_TILE_URL } from '@porchlight/core/providers/profile.constants';
import { headers } from 'next/headers';

/** Set by the host process (apps/server/src/composition/next.ts SITE_HEADERS), never by clients. */
export const CUSTOM_DOMAIN_HEADER = 'x-porchlight-custom-domain';
export const PATH_HEADER = 'x-porchlight-path';
export const SIGNED_IN_HEADER = 'x-porchlight-signed-in';

export interface RequestSite {
  /** The provider's custom domain when this request came in on it, else null. */
  customDomain: string | null;
  /** The path being rendered (after the custom-domain rewrite): /company/{vanityName}/… */
  path: string;
}

export async function getRequestSite(): Promise<RequestSite> {
  const incoming = await headers();
  return {
    customDomain: incoming.get(CUSTOM_DOMAIN_HEADER),
    path: incoming.get(PATH_HEADER) ?? '',
  };
}

/**
 * Whether the request carries a verified session, without asking whose: a page the same for every
 * signed-in person (a shell the page cache shares) sends only visitors to log in.
 */
export async function hasSession(): Promise<boolean> {
  return (await headers()).get(SIGNED_IN_HEADER) === '1';
}

/** The main site's public address, for canonical links: PUBLIC_URL, else this server on localhost. */
export function getPublicUrl(): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/$/, '');
  return configured || `http://localhost:${process.env.PORT ?? 3000}`;
}

/** The Leaflet tile URL template (MAP_TILE_URL), read on the server and handed to the map. */
export function getMapTileUrl(): string {
  return process.env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
}
