import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { AppError } from '../platform/app-error';
import type { ProfileRepository } from './profile.repository';

export interface Viewer {
  userId: string;
  role: 'user' | 'admin';
}

export const profileMessages = {
  notFound: (vanityName: string) => `Company "${vanityName}" Not Found`,
  offerNotFound: uiMessages.offerNotAvailable,
} as const;

/**
 * The provider if this viewer may see it: published profiles for everyone, unpublished ones for
 * their members and admins only; anyone else gets the same 404 as for a missing company.
 */
export async function findVisibleProvider(
  repository: Pick<ProfileRepository, 'findProviderByVanityName' | 'isMember'>,
  vanityName: string,
  viewer: Viewer | null,
) {
  const provider = await repository.findProviderByVanityName(vanityName);
  if (!provider) throw new AppError('notFound', profileMessages.notFound(vanityName));
  const isMember = viewer ? await repository.isMember(viewer.userId, provider.id) : false;
  const isAdmin = viewer?.role === 'admin';
  if (!provider.published && !isMember && !isAdmin) {
    throw new AppError('notFound', profileMessages.notFound(vanityName));
  }
  return { provider, isMember, isAdmin };
}
