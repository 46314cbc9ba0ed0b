import type { HubPage } from '@porchlight/core/client-hub/client-hub.schemas';
import { profileUriPrefix } from '@porchlight/core/providers/profile.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { CustomDomainResolver } from '../providers/custom-domains';

/**
 * The Client Hub page's provider (issue 29 item 5): the page opens for anyone, also before the profile
 * is published once the provider has clients (the access layer's `openClientHub`), so the secure links
 * it sends open; the profile's own pages stay hidden.
 */
export function createHubPageService(deps: {
  access: Access;
  customDomains: Pick<CustomDomainResolver, 'resolve'>;
  mediaUrl: (key: string) => string;
}) {
  return {
    /** GET client-hub/page/{uri}. */
    async page(principal: Principal, uri: string): Promise<HubPage> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: uri },
        'openClientHub',
      );
      const site = await deps.customDomains.resolve(principal.hostname);
      const onCustomDomain = site?.providerId === provider.id;
      return {
        name: provider.name,
        uri: provider.vanityName,
        uriPrefix: profileUriPrefix(provider.vanityName, onCustomDomain),
        onCustomDomain,
        publicLogoPath: provider.profilePic ? deps.mediaUrl(provider.profilePic) : null,
      };
    },
  };
}

export type HubPageService = ReturnType<typeof createHubPageService>;
