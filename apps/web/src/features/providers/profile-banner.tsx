import type { Me } from '@porchlight/core/identity/auth.schemas';
import {
  bannerButton,
  bannerImageSource,
  cityStateLine,
  cssHexColor,
  profileLinks,
} from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { BannerOwnerControls } from '@/features/media/owner-controls';
import { ButtonLink } from '@/ui/button-link';
import { ownerProfileRef } from './owner-profile';
import classes from './profile-frame.module.css';

const POSITIONS = { top: 'center top', center: 'center center', bottom: 'center bottom' } as const;

/** spec 1 "Banner": image (or the default), overlay with name and 'city, state code', and its button. */
export function ProfileBanner({ profile, user }: { profile: Profile; user: Me | null }) {
  const links = profileLinks(profile.uriPrefix);
  const button = bannerButton(profile, links);
  const place = cityStateLine(profile.location);
  const usesOwnImage = Boolean(profile.bannerImage);
  return (
    <div
      className={classes.banner}
      style={{ backgroundColor: cssHexColor(profile.bannerImageBackgroundColor) ?? undefined }}
      data-testid="profile-banner"
    >
      {/* biome-ignore lint/performance/noImgElement: banners are sized media files served from /media */}
      <img
        className={classes.bannerImage}
        src={bannerImageSource(profile)}
        alt=""
        fetchPriority="high"
        style={{
          objectFit: usesOwnImage ? profile.bannerImageFit : 'cover',
          objectPosition: usesOwnImage ? POSITIONS[profile.bannerImagePosition] : 'center center',
        }}
      />
      {profile.bannerImageShowCompanyOverlay && (
        <>
          <div className={classes.bannerShade} />
          <div className={classes.overlay} data-testid="banner-overlay">
            <p className={classes.overlayName}>{profile.name}</p>
            {place && <p className={classes.overlayPlace}>{place}</p>}
          </div>
        </>
      )}
      <ButtonLink href={button.href} className={classes.bannerButton} size="sm" radius="xl">
        {button.label}
      </ButtonLink>
      {profile.isOwner && (
        <div className={classes.ownerBannerSlot} data-testid="owner-banner-controls">
          <BannerOwnerControls
            profile={{
              ...ownerProfileRef(profile, user),
              bannerImage: profile.bannerImage,
              profilePic: profile.profilePic,
              bannerImagePosition: profile.bannerImagePosition,
              bannerImageFit: profile.bannerImageFit,
              bannerImageBackgroundColor: profile.bannerImageBackgroundColor,
              bannerImageShowCompanyOverlay: profile.bannerImageShowCompanyOverlay,
              aboutMetadata: profile.aboutMetadata,
            }}
          />
        </div>
      )}
    </div>
  );
}
