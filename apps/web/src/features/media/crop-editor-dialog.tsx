'use client';

import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import {
  BANNER_CROP_MIN_HEIGHT,
  BANNER_CROP_MIN_WIDTH,
  BANNER_HEIGHT,
  BANNER_WIDTH,
} from '@porchlight/core/media/profile-editing.constants';
import {
  profileEditingHandlerLabels as labels,
  profileEditingMessages as messages,
  profileEditingErrorTitles as titles,
} from '@porchlight/core/media/profile-editing.messages';
import { reviseBannerImageRoute, reviseLogoImageRoute } from '@porchlight/core/media/profile-editing.routes';
import { REVISED_IMAGE_MAX_BASE64_LENGTH } from '@porchlight/core/media/profile-editing.schemas';
import { useCallback, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { callApi } from '@/lib/api-client';
import { ActionError, useAction } from '@/lib/use-action';
import { mediaUrl } from './profile-editing-api';

/** The widest picture the editor sends back; larger crops are scaled down to it. */
const MAX_OUTPUT_EDGE = 2560;
const MAX_ZOOM = 10;

const SETTINGS = {
  banner: {
    title: 'Crop banner image',
    aspect: BANNER_WIDTH / BANNER_HEIGHT,
    minWidth: BANNER_CROP_MIN_WIDTH,
    minHeight: BANNER_CROP_MIN_HEIGHT,
    success: messages.bannerImageUpdated,
    errorTitle: titles.bannerImage,
    label: labels.bannerImage,
  },
  logo: {
    title: 'Crop logo',
    aspect: 1,
    minWidth: 1,
    minHeight: 1,
    success: messages.logoUpdated,
    errorTitle: titles.logo,
    label: labels.logo,
  },
} as const;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ActionError('The image could not be loaded'));
    image.src = src;
  });
}

/** The crop as base64 (WebP where the browser can write it, PNG otherwise). */
export async function cropToBase64(
  src: string,
  area: Area,
): Promise<{ dataUrl: string; type: 'image/webp' | 'image/png' }> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_OUTPUT_EDGE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ActionError('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const webp = canvas.toDataURL('image/webp', 0.9);
  if (webp.startsWith('data:image/webp')) return { dataUrl: webp, type: 'image/webp' };
  return { dataUrl: canvas.toDataURL('image/png'), type: 'image/png' };
}

/** The crop editor (spec 1 §4): minimum crop 100 x 25 for the banner; saves the result as base64. */
export default function CropEditorDialog({
  which,
  vanityName,
  image,
  opened,
  onClose,
}: {
  which: 'banner' | 'logo';
  vanityName: string;
  image: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={SETTINGS[which].title} size="xl" centered>
      <CropEditor which={which} vanityName={vanityName} image={mediaUrl(image)} onClose={onClose} />
    </Modal>
  );
}

function CropEditor({
  which,
  vanityName,
  image,
  onClose,
}: {
  which: 'banner' | 'logo';
  vanityName: string;
  image: string;
  onClose: () => void;
}) {
  const settings = SETTINGS[which];
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(MAX_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // The crop can never be zoomed below the minimum size (in pixels of the picture itself).
  const onMediaLoaded = useCallback(
    (media: MediaSize) => {
      const fullWidth = Math.min(media.naturalWidth, media.naturalHeight * settings.aspect);
      const fullHeight = fullWidth / settings.aspect;
      setMaxZoom(
        Math.max(1, Math.min(MAX_ZOOM, fullWidth / settings.minWidth, fullHeight / settings.minHeight)),
      );
    },
    [settings],
  );

  const tooSmall = area !== null && (area.width < settings.minWidth || area.height < settings.minHeight);

  const save = useAction(
    async (crop: Area) => {
      const { dataUrl, type } = await cropToBase64(image, crop);
      if (dataUrl.length > REVISED_IMAGE_MAX_BASE64_LENGTH) {
        throw new ActionError(which === 'banner' ? messages.bannerTooLarge : messages.logoTooLarge);
      }
      const body = {
        revisedImage: dataUrl,
        imageName: `${which}.${type === 'image/webp' ? 'webp' : 'png'}`,
        imageType: type,
      };
      const endpoint = which === 'banner' ? reviseBannerImageRoute : reviseLogoImageRoute;
      await callApi(endpoint, { query: { vanityName }, body });
    },
    {
      success: settings.success,
      refresh: 'reload-soon',
      errorTitle: settings.errorTitle,
      errorLabel: settings.label,
    },
  );

  return (
    <Stack>
      <Box
        pos="relative"
        h={{ base: 240, sm: 360 }}
        bg="dark.7"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={settings.aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={onMediaLoaded}
          mediaProps={{ onError: () => setLoadFailed(true) }}
          showGrid
        />
      </Box>
      <div>
        <Text size="sm" fw={500}>
          Zoom
        </Text>
        <Slider
          value={zoom}
          min={1}
          max={maxZoom}
          step={0.01}
          onChange={setZoom}
          label={(value) => `${value.toFixed(1)}x`}
          thumbLabel="Zoom"
        />
      </div>
      <Text size="sm" c="dimmed">
        Drag the picture to choose what shows.
        {area && ` Selected area: ${Math.round(area.width)} x ${Math.round(area.height)} pixels.`}
      </Text>
      {tooSmall && (
        <Alert color="red" role="alert">
          {messages.cropTooSmall}
        </Alert>
      )}
      {loadFailed && (
        <Alert color="red" role="alert" title={settings.errorTitle}>
          The current image could not be loaded. Please upload a new one instead.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => area && !tooSmall && save.run(area)}
          loading={save.busy}
          disabled={!area || tooSmall || loadFailed}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
