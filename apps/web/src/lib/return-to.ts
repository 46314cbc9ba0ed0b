/** Adds a return address to a login or registration link; the page it opens checks it (safe-return-to.ts). */
export function withReturnTo(path: string, returnTo: string): string {
  if (!returnTo || returnTo === '/') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
