import type {
  SocialLinksRequest,
  SocialLinksResponse,
} from '@porchlight/core/providers/social-links.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { EventsRepository } from '../platform/events.repository';
import type { ProfileRepository } from './profile.repository';

export function createSocialLinksService(deps: {
  profiles: Pick<ProfileRepository, 'updateSocialLinks'>;
  events: EventsRepository;
  access: Access;
}) {
  return {
    /** PATCH provider/profile/social: only the links sent change; null clears one. */
    async updateSocialLinks(
      principal: Principal,
      { vanityName, ...body }: SocialLinksRequest & { vanityName: string },
    ): Promise<SocialLinksResponse> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName },
        'editSocialLinks',
      );
      const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const links = await deps.profiles.updateSocialLinks(provider.id, values);
      await deps.events.publish('provider.changed', { providerId: provider.id });
      return links;
    },
  };
}
