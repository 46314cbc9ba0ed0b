import { hubLockedContact } from '@porchlight/core/client-hub/hub-contact-prefill.rules';
import { canDo } from '@porchlight/core/identity/access.rules';
import type { ClientHubRepository } from '../client-hub/client-hub.repository';
import type { ProviderAccess } from '../identity/access';
import type { Principal } from '../identity/principal';

/**
 * A request sent with this provider's hub token is the hub client's own (spec 1 §6, spec 2 §6: name and
 * e-mail locked): the values on the client's record replace the body's, so it lands in the client's
 * hub whatever the page sent; the request's schema then checks them like anyone else's.
 */
export function hubClientContact(clients: Pick<ClientHubRepository, 'findClient'>) {
  return async (
    principal: Principal,
    { provider, roles }: ProviderAccess,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown>> => {
    if (principal.kind !== 'hubClient' || !canDo(roles, 'useClientHub')) return body;
    const client = await clients.findClient(principal.clientId);
    if (client?.providerId !== provider.id) return body;
    return { ...body, ...hubLockedContact(client) };
  };
}
