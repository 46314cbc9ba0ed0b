import type { Me } from '@porchlight/core/identity/auth.schemas';
import { cssHexColor } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { LogoOwnerControls } from '@/features/media/owner-controls';
import { ownerProfileRef } from './owner-profile';
import classes from './profile-frame.module.css';

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z0-9]/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** spec 1 §9: 175 x 175 on desktop, 75 x 75 on phones, with its fit and background colour. */
export function ProfileLogo({ profile, user }: { profile: Profile; user: Me | null }) {
  return (
    <div
      className={classes.logo}
      style={{ background: cssHexColor(profile.profilePicBackgroundColor) ?? undefined }}
      data-testid="profile-logo"
    >
      {profile.profilePic ? (
        // biome-ignore lint/performance/noImgElement: logos are sized media files served from /media
        <img
          src={profile.profilePic}
          alt={`${profile.name} logo`}
          style={{ objectFit: profile.profilePicFit }}
        />
      ) : (
        <div className={classes.logoInitials} aria-hidden>
          {initialsOf(profile.name)}
        </div>
      )}
      {profile.isOwner && (
        <div className={classes.ownerLogoSlot}>
          <LogoOwnerControls
            profile={{
              ...ownerProfileRef(profile, user),
              profilePic: profile.profilePic,
              profilePicFit: profile.profilePicFit,
              profilePicBackgroundColor: profile.profilePicBackgroundColor,
            }}
          />
        </div>
      )}
    </div>
  );
}
