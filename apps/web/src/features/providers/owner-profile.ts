import type { Me } from '@porchlight/core/identity/auth.schemas';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import type { OwnerProfileRef } from '@/features/media/owner-slots';

/** What the owner's editing controls are told about the profile (features/media/owner-slots). */
export function ownerProfileRef(profile: Profile, user: Me | null): OwnerProfileRef {
  return {
    vanityName: profile.uri,
    name: profile.name,
    pro: profile.pro,
    isAdmin: user?.roles.includes('admin') ?? false,
  };
}
