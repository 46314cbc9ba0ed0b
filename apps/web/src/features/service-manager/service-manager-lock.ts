import { planMessages } from '@porchlight/core/plans/plans.messages';
import { listClientsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { callServerApi, ServerApiError } from '@/lib/server-api';

/**
 * Why the company cannot use the Service Manager now, in the server's words, or null: after its trial
 * it is the Field service management add-on's (issue 21), and the server answers 403 without it. Asked
 * once on the server, so the page shows the way to the Plans page instead of tables that fail to load.
 */
export async function serviceManagerLock(vanityName: string): Promise<string | null> {
  try {
    await callServerApi(listClientsRoute, { query: { vanityName, first: 0, rows: 10 } });
    return null;
  } catch (error) {
    const locked =
      error instanceof ServerApiError &&
      error.status === 403 &&
      error.message === planMessages.needsFeature.serviceManager;
    // Anything else is the tabs' to show, as before.
    return locked ? error.message : null;
  }
}
