import type { Membership } from '@porchlight/core/identity/auth.schemas';

/** The user's own provider when the path is one of its pages (/company/{vanityName}/...). */
export function ownProviderForPath(
  providers: readonly Membership[],
  pathname: string,
): Membership | undefined {
  const match = /^\/company\/([^/]+)/i.exec(pathname);
  if (!match?.[1]) return undefined;
  let vanityName: string;
  try {
    vanityName = decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return undefined;
  }
  return providers.find((provider) => provider.vanityName.toLowerCase() === vanityName);
}
