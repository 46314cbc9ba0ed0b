import type { FastifyRequest } from 'fastify';

function hasJsonBody(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function originIsOurs(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Whether a request comes from our own pages: the browser's Sec-Fetch-Site says so, or it carries a
 * JSON body (another site cannot send one without a CORS preflight we never grant), or its Origin is
 * this host. A cross-site form or text/plain post is none of these.
 */
export function isFromOwnSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  if (fetchSite === 'same-origin') return true;
  return hasJsonBody(request) || originIsOurs(request);
}
