'use client';

import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import { isVideoPath } from '@porchlight/core/providers/profile.rules';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import { IconChevronLeft, IconChevronRight, IconDownload, IconX } from '@tabler/icons-react';
import { DeletePhotoButton, EditPhotoCaptionButton } from '@/features/media/owner-controls';
import type { OwnerProfileRef } from '@/features/media/owner-slots';
import classes from './gallery.module.css';

const isVideo = (photo: Photo) => isVideoPath(photo.publicPath);

function ViewerMedia({ photo, canDownloadVideos }: { photo: Photo; canDownloadVideos: boolean }) {
  if (isVideo(photo)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: gallery videos come without captions
      <video
        key={photo.publicPath}
        className={classes.viewerMedia}
        src={photo.publicPath}
        controls
        autoPlay
        playsInline
        // The download control is for paid plans only (spec 1 "Gallery page").
        controlsList={canDownloadVideos ? undefined : 'nodownload'}
        onContextMenu={canDownloadVideos ? undefined : (event) => event.preventDefault()}
        data-testid="viewer-video"
      />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: full-size media file shown as is
    <img key={photo.publicPath} className={classes.viewerMedia} src={photo.publicPath} alt={photo.title} />
  );
}

/** The full-screen viewer of the gallery (photo-gallery.tsx keeps the address and the open photo). */
export default function PhotoViewer({
  photos,
  openIndex,
  canDownloadVideos,
  owner,
  onClose,
  onStep,
  onDeleted,
  onRetitled,
}: {
  photos: Photo[];
  openIndex: number | null;
  canDownloadVideos: boolean;
  owner?: OwnerProfileRef | null;
  onClose: () => void;
  onStep: (delta: number) => void;
  onDeleted: (friendlyImageName: string) => void;
  onRetitled: (photo: Photo) => void;
}) {
  const current = openIndex === null ? undefined : photos[openIndex];
  return (
    <Modal
      opened={current !== undefined}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      transitionProps={{ transition: 'fade', duration: 120 }}
      styles={{ content: { background: '#0c0b0a' }, body: { padding: 0 } }}
      aria-label={current ? `Photo: ${current.title}` : 'Photo viewer'}
    >
      {current && openIndex !== null && (
        <div className={classes.viewer} data-testid="photo-viewer">
          <div className={classes.viewerTop}>
            <Text className={classes.viewerCaption} size="sm">
              {openIndex + 1} / {photos.length} · {current.title}
            </Text>
            {(owner || (isVideo(current) && canDownloadVideos)) && (
              <Group gap="xs" justify="flex-end" className={classes.viewerActions}>
                {isVideo(current) && canDownloadVideos && (
                  <Button
                    component="a"
                    href={current.publicPath}
                    download
                    size="xs"
                    variant="white"
                    color="dark"
                    leftSection={<IconDownload size={16} />}
                  >
                    Download
                  </Button>
                )}
                {owner && <EditPhotoCaptionButton profile={owner} photo={current} onSaved={onRetitled} />}
                {owner && (
                  <DeletePhotoButton
                    profile={owner}
                    friendlyImageName={current.friendlyImageName}
                    onDeleted={onDeleted}
                  />
                )}
              </Group>
            )}
            <ActionIcon
              variant="white"
              color="dark"
              radius="xl"
              size="lg"
              onClick={onClose}
              aria-label="Close"
            >
              <IconX size={20} />
            </ActionIcon>
          </div>
          {photos.length > 1 && (
            <div className={`${classes.navButton} ${classes.prev}`}>
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                size="xl"
                onClick={() => onStep(-1)}
                aria-label="Previous photo"
              >
                <IconChevronLeft size={26} />
              </ActionIcon>
            </div>
          )}
          <ViewerMedia photo={current} canDownloadVideos={canDownloadVideos} />
          {photos.length > 1 && (
            <div className={`${classes.navButton} ${classes.next}`}>
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                size="xl"
                onClick={() => onStep(1)}
                aria-label="Next photo"
              >
                <IconChevronRight size={26} />
              </ActionIcon>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
