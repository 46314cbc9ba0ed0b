import type { Membership } from '@porchlight/core/identity/auth.schemas';

/** The provider the user runs (owner or manager) when the path is one of its pages (/company/{vanityName}/...). */
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
  // A technician's company is not theirs to run: its pages show them no owner's bar.
  return providers.find(
    (provider) => provider.role !== 'technician' && provider.vanityName.toLowerCase() === vanityName,
  );
}
