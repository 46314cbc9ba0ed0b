import { getHubDetailsRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { HubContactPrefill } from '@porchlight/core/client-hub/hub-contact.rules';
import { hubContactPrefill } from '@porchlight/core/client-hub/hub-contact-prefill.rules';
import { callHub } from './hub-api';

/** GET client-hub/details/{uri}: the client's own details and the provider (spec 3 §7). */
function loadHubDetails(vanityName: string, signal?: AbortSignal) {
  return callHub(vanityName, getHubDetailsRoute, { params: { uri: vanityName } }, { signal });
}

/** What the contact forms fill in and lock for this hub client (loaded with this module, lazily). */
export async function loadHubPrefill(vanityName: string, signal?: AbortSignal): Promise<HubContactPrefill> {
  return hubContactPrefill(await loadHubDetails(vanityName, signal));
}
