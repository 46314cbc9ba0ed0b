import type { PublishRequest } from '@porchlight/core/providers/publishing.schemas';

/**
 * The add-ons chosen in step 0 of Create Your Company Profile, sent with Publish as the wants* flags
 * (spec 2 §3 "Publish payload"). Kept in sessionStorage by that wizard under this key; none chosen
 * sends an empty body, as the completion wizard does.
 */
export const WANTED_ADD_ONS_KEY = 'pl-wanted-add-ons';

export function readWantedAddOns(vanityName: string): PublishRequest {
  try {
    const stored = JSON.parse(sessionStorage.getItem(WANTED_ADD_ONS_KEY) ?? 'null') as
      | (PublishRequest & { vanityName?: string })
      | null;
    if (!stored || (stored.vanityName && stored.vanityName.toLowerCase() !== vanityName.toLowerCase()))
      return {};
    const { vanityName: _owner, ...flags } = stored;
    return flags;
  } catch {
    return {};
  }
}
