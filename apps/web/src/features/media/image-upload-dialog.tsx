'use client';

import { DropzonePrompt } from './dropzone-prompt';

import '@mantine/dropzone/styles.css';
import { Alert, Modal, Stack } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import {
  BANNER_UPLOAD_MAX_BYTES,
  LOGO_UPLOAD_MAX_BYTES,
} from '@porchlight/core/media/profile-editing.constants';
import {
  profileEditingHandlerLabels as labels,
  profileEditingMessages as messages,
  profileEditingErrorTitles as titles,
} from '@porchlight/core/media/profile-editing.messages';
import { uploadBannerRoute, uploadLogoRoute } from '@porchlight/core/media/profile-editing.routes';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccess } from '@/lib/alerts';
import { reloadSoon } from '@/lib/use-action';
import { uploadFiles } from './profile-editing-api';
import {
  newUploadItem,
  rejectionOutcome,
  UPLOAD_IMAGE_TYPES,
  type UploadItem,
  UploadOutcomes,
} from './upload-outcomes';

const SETTINGS = {
  banner: {
    title: 'Change banner image',
    endpoint: uploadBannerRoute,
    maxBytes: BANNER_UPLOAD_MAX_BYTES,
    tooLarge: messages.bannerTooLarge,
    success: messages.bannerImageUpdated,
    errorTitle: titles.bannerImage,
    label: labels.bannerImage,
    hint: 'A wide picture works best: the banner shows 1280 x 350 pixels on a desktop.',
  },
  logo: {
    title: 'Change logo',
    endpoint: uploadLogoRoute,
    maxBytes: LOGO_UPLOAD_MAX_BYTES,
    tooLarge: messages.logoTooLarge,
    success: messages.logoUpdated,
    errorTitle: titles.logo,
    label: labels.logo,
    hint: 'A square picture works best: the logo shows 175 x 175 pixels on a desktop.',
  },
} as const;

/** Banner or logo upload: one image, at most 10,000,000 bytes; the page reloads after a success. */
export default function ImageUploadDialog({
  which,
  vanityName,
  opened,
  onClose,
}: {
  which: 'banner' | 'logo';
  vanityName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const settings = SETTINGS[which];
  return (
    <Modal opened={opened} onClose={onClose} title={settings.title} size="lg" centered>
      <ImageUploadContent which={which} vanityName={vanityName} />
    </Modal>
  );
}

function ImageUploadContent({ which, vanityName }: { which: 'banner' | 'logo'; vanityName: string }) {
  const settings = SETTINGS[which];
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onReject = (rejections: FileRejection[]) => {
    setFailure(null);
    setItems(
      rejections.map((rejection) =>
        newUploadItem(
          rejection.file.name,
          rejectionOutcome(rejection, { tooLarge: settings.tooLarge, wrongType: messages.imageOnly }),
        ),
      ),
    );
  };

  const onDrop = async (files: FileWithPath[]) => {
    const file = files[0];
    if (!file || busy) return;
    setBusy(true);
    setFailure(null);
    const item = newUploadItem(file.name);
    setItems([item]);
    const update = (patch: Partial<UploadItem>) =>
      setItems((current) => current.map((entry) => (entry.id === item.id ? { ...entry, ...patch } : entry)));
    const result = await uploadFiles(settings.endpoint, vanityName, [file], (progress) =>
      update({ progress }),
    );
    if (!result.ok) {
      console.warn(settings.label, result);
      setItems([]);
      setFailure(result.message);
      setBusy(false);
      return;
    }
    const outcome = result.statuses[0] ?? { name: file.name, success: false, message: messages.uploadFailed };
    update({ outcome });
    if (outcome.success) {
      showSuccess(settings.success);
      reloadSoon();
    } else {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={settings.maxBytes}
        accept={UPLOAD_IMAGE_TYPES}
        multiple={false}
        loading={busy}
        aria-label={`${settings.title}: drop an image here or click to select one`}
      >
        <DropzonePrompt
          idleIcon={<IconPhoto size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          title="Drag an image here or click to select one"
          hint={`JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. ${settings.hint}`}
        />
      </Dropzone>
      {failure && (
        <Alert color="red" title={settings.errorTitle} role="alert">
          {failure}
        </Alert>
      )}
      <UploadOutcomes items={items} />
    </Stack>
  );
}
