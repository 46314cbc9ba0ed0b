import type { Me } from '@porchlight/core/auth/auth.schemas';
import type { Profile } from '@porchlight/core/profile/profile.schemas';
import type { OwnerProfileRef } from '@/features/profile-editing/owner-slots';

/** What the owner's editing controls are told about the profile (features/profile-editing/owner-slots). */
export function ownerProfileRef(profile: Profile, user: Me | null): OwnerProfileRef {
  return {
    vanityName: profile.uri,
    name: profile.name,
    pro: profile.pro,
    isAdmin: user?.roles.includes('admin') ?? false,
  };
}
