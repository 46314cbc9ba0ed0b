import type {
  SocialLinksRequest,
  SocialLinksResponse,
} from '@porchlight/core/providers/social-links.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { ProfileRepository } from './profile.repository';

export function createSocialLinksService(deps: {
  profiles: Pick<ProfileRepository, 'updateSocialLinks'>;
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
      return deps.profiles.updateSocialLinks(provider.id, values);
    },
  };
}
