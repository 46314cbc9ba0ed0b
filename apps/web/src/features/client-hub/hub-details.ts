import { getHubDetailsRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { callHub } from './hub-api';
import { useHubResource } from './use-hub-resource';

/** GET client-hub/details/{uri}: the client's own details and the provider (spec 3 §7). */
export function loadHubDetails(vanityName: string, signal?: AbortSignal) {
  return callHub(vanityName, getHubDetailsRoute, { params: { uri: vanityName } }, { signal });
}

/** The client's details on a hub page. */
export function useHubDetails(vanityName: string) {
  return useHubResource((signal) => loadHubDetails(vanityName, signal), vanityName);
}
