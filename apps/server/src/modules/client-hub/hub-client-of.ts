import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import type { HubProvider } from '@porchlight/core/client-hub/client-hub.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { ProviderRow } from '../providers/profile.repository';
import type { ClientRow } from '../service-manager/clients.repository';
import type { ClientHubRepository } from './client-hub.repository';

export interface HubContext {
  provider: ProviderRow;
  client: ClientRow;
}

/**
 * Every hub section starts here: the access layer lets only a hub session of this provider's client
 * through (`useClientHub`), and the client is the one the session names, never one from the request.
 */
export function hubClientOf(access: Access, repository: Pick<ClientHubRepository, 'findClient'>) {
  return async (principal: Principal, uri: string): Promise<HubContext> => {
    const { provider } = await access.requireProviderAccess(principal, { vanityName: uri }, 'useClientHub');
    if (principal.kind !== 'hubClient') throw new AppError('forbidden', hubMessages.notHubClient);
    const client = await repository.findClient(principal.clientId);
    if (!client || client.providerId !== provider.id)
      throw new AppError('unauthorized', hubMessages.sessionEnded);
    return { provider, client };
  };
}

/** The provider as the hub shows it. */
export function toHubProvider(provider: ProviderRow, mediaUrl: (key: string) => string): HubProvider {
  return {
    name: provider.name,
    vanityName: provider.vanityName,
    phoneNumber: provider.phoneNumber,
    email: provider.email,
    disableRequestForms: provider.disableRequestForms,
    publicLogoPath: provider.profilePic ? mediaUrl(provider.profilePic) : null,
  };
}
