import type {
  SocialLinksRequest,
  SocialLinksResponse,
} from '@porchlight/core/providers/social-links.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { UnitOfWork } from '../platform/unit-of-work';

export function createSocialLinksService(deps: { access: Access; unitOfWork: UnitOfWork }) {
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
      return deps.unitOfWork(async ({ profiles, events }) => {
        const links = await profiles.updateSocialLinks(provider.id, values);
        await events.providerChanged(provider, { contentOnly: true });
        return links;
      });
    },
  };
}
