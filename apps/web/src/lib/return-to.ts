const AUTH_PAGES = ['/account/login', '/account/register'];

/** Only same-site paths are followed after login or registration; anything else goes home. */
export function safeReturnTo(value: string | string[] | undefined | null, fallback = '/'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (AUTH_PAGES.some((page) => raw === page || raw.startsWith(`${page}?`) || raw.startsWith(`${page}/`))) {
    return fallback;
  }
  return raw;
}

export function withReturnTo(path: string, returnTo: string): string {
  if (!returnTo || returnTo === '/') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
