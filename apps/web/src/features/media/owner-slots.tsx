'use client';

import { ActionIcon, Button, Menu, Text, Tooltip } from '@mantine/core';
import { aiAttemptsStorageKey, attemptsLeft } from '@porchlight/core/media/ai-attempts.rules';
import {
  profileEditingHandlerLabels as labels,
  profileEditingErrorTitles as titles,
} from '@porchlight/core/media/profile-editing.messages';
import { deletePhotoRoute } from '@porchlight/core/media/profile-editing.routes';
import { roughInputFrom } from '@porchlight/core/media/profile-editing.schemas';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import {
  IconCrop,
  IconEdit,
  IconLayout,
  IconPencil,
  IconPhotoEdit,
  IconSparkles,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { isAddingOffers } from '@/features/providers/create-company/add-offers-flag';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { useAction } from '@/lib/use-action';

/**
 * Owner-only editing controls mounted by the public profile pages (features/profile) when the viewer
 * is the owner. The triggers are small; each dialog's code loads only when it is first opened.
 */

export interface OwnerProfileRef {
  vanityName: string;
  name: string;
  pro: number;
  isAdmin: boolean;
}

const ImageUploadDialog = dynamic(() => import('./image-upload-dialog'), { ssr: false });
const BannerLayoutDialog = dynamic(() => import('./layout-dialogs').then((m) => m.BannerLayoutDialog), {
  ssr: false,
});
const LogoLayoutDialog = dynamic(() => import('./layout-dialogs').then((m) => m.LogoLayoutDialog), {
  ssr: false,
});
const CropEditorDialog = dynamic(() => import('./crop-editor-dialog'), { ssr: false });
const AiGenerateDialog = dynamic(() => import('./ai-generate-dialog'), { ssr: false });
const PhotoUploadDialog = dynamic(() => import('./photo-upload-dialog'), { ssr: false });
const AboutEditorDialog = dynamic(() => import('./about-editor-dialog'), { ssr: false });
const PhotoCaptionDialog = dynamic(() => import('./photo-caption-dialog'), { ssr: false });

/** Which dialog is open; a dialog stays mounted after its first opening so it can animate closed. */
function useDialogs<Name extends string>() {
  const [open, setOpen] = useState<Name | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<Name>>(() => new Set());
  const show = useCallback((name: Name) => {
    setMounted((current) => (current.has(name) ? current : new Set(current).add(name)));
    setOpen(name);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  return { open, isMounted: (name: Name) => mounted.has(name), show, close };
}

/** Once per browser session: the AI banner dialog opens itself for a profile without banner or logo. */
const AUTO_AI_SESSION_KEY = 'pl-ai-banner-autostart';

function shouldAutoStart(vanityName: string, isAdmin: boolean): boolean {
  try {
    // A profile just created draws its pictures in the first-time set-up instead.
    if (isAddingOffers(vanityName)) return false;
    const key = `${AUTO_AI_SESSION_KEY}:${vanityName.toLowerCase()}`;
    if (window.sessionStorage.getItem(key)) return false;
    const left = attemptsLeft(
      window.localStorage.getItem(aiAttemptsStorageKey('banner', vanityName)),
      Date.now(),
      isAdmin,
    );
    if (left <= 0) return false;
    window.sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

type BannerDialog = 'image' | 'layout' | 'crop' | 'ai';

/** Over the banner: change banner image, banner layout, crop, generate with AI. */
export function BannerOwnerControls({
  profile,
}: {
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
  const dialogs = useDialogs<BannerDialog>();
  const [autoStart, setAutoStart] = useState(false);

  // spec 1 §4: with neither banner nor logo, the AI dialog counts down and starts on its own.
  const hasNoPicture = !profile.bannerImage && !profile.profilePic;
  const { show } = dialogs;
  useEffect(() => {
    if (hasNoPicture && shouldAutoStart(profile.vanityName, profile.isAdmin)) {
      setAutoStart(true);
      show('ai');
    }
  }, [hasNoPicture, profile.vanityName, profile.isAdmin, show]);

  return (
    <>
      <Menu shadow="md" position="bottom-end" width={240}>
        <Menu.Target>
          <Button
            size="xs"
            variant="white"
            color="dark"
            leftSection={<IconPhotoEdit size={16} />}
            aria-label="Edit banner"
          >
            Edit banner
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => dialogs.show('image')}>
            Change banner image
          </Menu.Item>
          <Menu.Item leftSection={<IconLayout size={16} />} onClick={() => dialogs.show('layout')}>
            Banner layout
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCrop size={16} />}
            onClick={() => dialogs.show('crop')}
            disabled={!profile.bannerImage}
          >
            Crop banner image
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSparkles size={16} />}
            onClick={() => {
              setAutoStart(false);
              dialogs.show('ai');
            }}
          >
            Generate banner with AI
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      {dialogs.isMounted('image') && (
        <ImageUploadDialog
          which="banner"
          vanityName={profile.vanityName}
          opened={dialogs.open === 'image'}
          onClose={dialogs.close}
        />
      )}
      {dialogs.isMounted('layout') && (
        <BannerLayoutDialog
          vanityName={profile.vanityName}
          name={profile.name}
          saved={profile}
          opened={dialogs.open === 'layout'}
          onClose={dialogs.close}
        />
      )}
      {dialogs.isMounted('crop') && profile.bannerImage && (
        <CropEditorDialog
          which="banner"
          vanityName={profile.vanityName}
          image={profile.bannerImage}
          opened={dialogs.open === 'crop'}
          onClose={dialogs.close}
        />
      )}
      {dialogs.isMounted('ai') && (
        <AiGenerateDialog
          which="banner"
          vanityName={profile.vanityName}
          isAdmin={profile.isAdmin}
          roughInput={roughInputFrom(profile.aboutMetadata)}
          autoStart={autoStart}
          opened={dialogs.open === 'ai'}
          onClose={dialogs.close}
        />
      )}
    </>
  );
}

type LogoDialog = 'image' | 'layout' | 'crop' | 'ai';

/** Over the logo: change logo image, logo layout, generate with AI. */
export function LogoOwnerControls({
  profile,
}: {
  profile: OwnerProfileRef & {
    profilePic: string | null;
    profilePicFit: 'cover' | 'contain';
    profilePicBackgroundColor: string | null;
  };
}) {
  const dialogs = useDialogs<LogoDialog>();
  return (
    <>
      <Menu shadow="md" position="bottom-start" width={220}>
        <Menu.Target>
          <Tooltip label="Edit logo" withArrow>
            <ActionIcon variant="white" color="dark" size="md" radius="xl" aria-label="Edit logo">
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => dialogs.show('image')}>
            Change logo
          </Menu.Item>
          <Menu.Item leftSection={<IconLayout size={16} />} onClick={() => dialogs.show('layout')}>
            Logo layout
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCrop size={16} />}
            onClick={() => dialogs.show('crop')}
            disabled={!profile.profilePic}
          >
            Crop logo
          </Menu.Item>
          <Menu.Item leftSection={<IconSparkles size={16} />} onClick={() => dialogs.show('ai')}>
            Generate logo with AI
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      {dialogs.isMounted('image') && (
        <ImageUploadDialog
          which="logo"
          vanityName={profile.vanityName}
          opened={dialogs.open === 'image'}
          onClose={dialogs.close}
        />
      )}
      {dialogs.isMounted('layout') && (
        <LogoLayoutDialog
          vanityName={profile.vanityName}
          saved={profile}
          opened={dialogs.open === 'layout'}
          onClose={dialogs.close}
        />
      )}
      {dialogs.isMounted('crop') && profile.profilePic && (
        <CropEditorDialog
          which="logo"
          vanityName={profile.vanityName}
          image={profile.profilePic}
          opened={dialogs.open === 'crop'}
          onClose={dialogs.close}
        />
      )}
      {dialogs.isMounted('ai') && (
        <AiGenerateDialog
          which="logo"
          vanityName={profile.vanityName}
          isAdmin={profile.isAdmin}
          opened={dialogs.open === 'ai'}
          onClose={dialogs.close}
        />
      )}
    </>
  );
}

/** Gallery page header: 'Upload Photos' button and dialog. */
export function UploadPhotosButton({ profile }: { profile: OwnerProfileRef }) {
  const dialogs = useDialogs<'upload'>();
  return (
    <>
      <Button leftSection={<IconUpload size={16} />} onClick={() => dialogs.show('upload')}>
        Upload Photos
      </Button>
      {dialogs.isMounted('upload') && (
        <PhotoUploadDialog
          vanityName={profile.vanityName}
          opened={dialogs.open === 'upload'}
          onClose={dialogs.close}
        />
      )}
    </>
  );
}

/** Full-screen viewer: 'Delete Image' with confirmation; calls onDeleted after the server removed it. */
export function DeletePhotoButton({
  profile,
  friendlyImageName,
  onDeleted,
}: {
  profile: OwnerProfileRef;
  friendlyImageName: string;
  onDeleted: (friendlyImageName: string) => void;
}) {
  const remove = useAction(
    async () => {
      await callApi(deletePhotoRoute, {
        params: { friendlyImageName },
        query: { vanityName: profile.vanityName },
      });
      onDeleted(friendlyImageName);
    },
    { errorTitle: titles.photos, errorLabel: labels.deletePhoto },
  );

  const confirm = () =>
    void openConfirmDialog({
      title: 'Delete Image',
      centered: true,
      zIndex: 1000,
      children: <Text>Delete this photo from your gallery? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.run(),
    });

  return (
    <Button color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={remove.busy}>
      Delete Image
    </Button>
  );
}

/** Photo viewer: the owner names the photo shown (its caption and alt text). */
export function EditPhotoCaptionButton({
  profile,
  photo,
  onSaved,
}: {
  profile: OwnerProfileRef;
  photo: Photo;
  onSaved: (photo: Photo) => void;
}) {
  const dialogs = useDialogs<'caption'>();
  return (
    <>
      <Button
        variant="white"
        color="dark"
        leftSection={<IconPencil size={16} />}
        onClick={() => dialogs.show('caption')}
      >
        Edit caption
      </Button>
      {dialogs.isMounted('caption') && (
        <PhotoCaptionDialog
          vanityName={profile.vanityName}
          photo={photo}
          opened={dialogs.open === 'caption'}
          onClose={dialogs.close}
          onSaved={(saved) => {
            dialogs.close();
            onSaved(saved);
          }}
        />
      )}
    </>
  );
}

/** About section and page: the edit control opening the about editor. */
export function AboutEditButton({
  profile,
}: {
  profile: OwnerProfileRef & { aboutDesc: string | null; aboutHtml: boolean };
}) {
  const dialogs = useDialogs<'about'>();
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconEdit size={16} />}
        onClick={() => dialogs.show('about')}
        aria-label="Edit About"
        style={{ flexShrink: 0 }}
      >
        Edit
      </Button>
      {dialogs.isMounted('about') && (
        <AboutEditorDialog profile={profile} opened={dialogs.open === 'about'} onClose={dialogs.close} />
      )}
    </>
  );
}
