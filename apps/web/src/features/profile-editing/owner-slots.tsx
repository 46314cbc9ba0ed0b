'use client';

/**
 * Owner-only editing controls mounted by the public profile pages (features/profile).
 * The profile-editing work replaces these placeholders with the real dialogs; the props are the contract.
 */

export interface OwnerProfileRef {
  vanityName: string;
  name: string;
  pro: number;
  isAdmin: boolean;
}

/** Over the banner: change banner image, banner layout, crop, generate with AI. */
export function BannerOwnerControls(_props: {
  profile: OwnerProfileRef & {
    bannerImage: string | null;
    profilePic: string | null;
    bannerImagePosition: 'top' | 'center' | 'bottom';
    bannerImageFit: 'cover' | 'contain';
    bannerImageBackgroundColor: string | null;
    bannerImageShowCompanyOverlay: boolean;
    aboutMetadata: string | null;
  };
}) {
  return null;
}

/** Over the logo: change logo image, logo layout, generate with AI. */
export function LogoOwnerControls(_props: {
  profile: OwnerProfileRef & {
    profilePic: string | null;
    profilePicFit: 'cover' | 'contain';
    profilePicBackgroundColor: string | null;
  };
}) {
  return null;
}

/** Gallery page header: 'Upload Photos' button and dialog. */
export function UploadPhotosButton(_props: { profile: OwnerProfileRef }) {
  return null;
}

/** Full-screen viewer: 'Delete Image' with confirmation; calls onDeleted after the server removed it. */
export function DeletePhotoButton(_props: {
  profile: OwnerProfileRef;
  friendlyImageName: string;
  onDeleted: (friendlyImageName: string) => void;
}) {
  return null;
}

/** About section and page: the edit control opening the about editor. */
export function AboutEditButton(_props: {
  profile: OwnerProfileRef & { aboutDesc: string | null; aboutHtml: boolean };
}) {
  return null;
}
