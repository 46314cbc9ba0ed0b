'use client';

import { Alert, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { promoVideoMessages as messages } from '@porchlight/core/media/promo-video.schemas';
import { getAllPicturesRoute } from '@porchlight/core/providers/profile.routes';
import { isVideoPath } from '@porchlight/core/providers/profile.rules';
import { IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { apiQuery, QueryProvider } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { AnchorLink } from '@/ui/anchor-link';
import { type PromoVideoSlot, removePromoVideo, setPromoVideo } from './promo-video-calls';

export interface PromoVideoTarget {
  /** The vanity name the owner edits (`?vanityName=`) and whose gallery is listed. */
  vanityName: string;
  /** The page or offer the video is for. */
  slot: PromoVideoSlot;
  /** The slot's current video (a public path), or null. */
  currentPath: string | null;
  /** The profile's photo gallery, for the empty state's link. */
  galleryHref: string;
}

/**
 * 'Add Promotional Video' (spec 2 §2 item 11, spec 3 §2.1): the owner picks one of the gallery's .mp4
 * videos for a page or an offer; Save sends POST (first video) or PATCH (replacing), Remove clears it.
 */
export function PromoVideoDialog({
  opened,
  onClose,
  title,
  ...target
}: PromoVideoTarget & { opened: boolean; onClose: () => void; title: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{title}</Text>} centered size="lg">
      {/* Mounted per opening: the gallery is read again and the choice starts from the saved video. */}
      {opened && <PromoVideoPicker {...target} onClose={onClose} />}
    </Modal>
  );
}

export function PromoVideoPicker({
  vanityName,
  slot,
  currentPath,
  galleryHref,
  onClose,
}: PromoVideoTarget & { onClose: () => void }) {
  const gallery = useQuery(apiQuery(getAllPicturesRoute, { params: { uri: vanityName } }));
  /** The owner's pick; until one, the slot's saved video. */
  const [picked, setPicked] = useState<string | null | undefined>(undefined);

  const afterCall = {
    refresh: 'router',
    errorTitle: messages.errorTitle,
    errorLabel: messages.networkError,
    networkError: messages.networkError,
  } as const;
  const save = useAction(
    async (friendlyName: string) => {
      await setPromoVideo(vanityName, slot, friendlyName, currentPath !== null);
      onClose();
    },
    { ...afterCall, success: messages.updated },
  );
  const remove = useAction(
    async () => {
      await removePromoVideo(vanityName, slot);
      onClose();
    },
    { ...afterCall, success: messages.removed },
  );

  if (gallery.isError && !gallery.data) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(gallery.error)}
      </Alert>
    );
  }
  if (!gallery.data) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="Loading your videos" />
      </Group>
    );
  }

  const videos = gallery.data.data.filter((photo) => isVideoPath(photo.publicPath));
  const current = videos.find((video) => video.publicPath === currentPath);
  const chosen = picked === undefined ? (current?.friendlyImageName ?? null) : picked;
  const unchanged = chosen === (current?.friendlyImageName ?? null);

  return (
    <Stack gap="md">
      {videos.length === 0 ? (
        <Text size="sm">
          {messages.noVideos}{' '}
          <AnchorLink href={galleryHref} fw={600} size="sm" onClick={onClose}>
            Go to your photo gallery
          </AnchorLink>
        </Text>
      ) : (
        <Radio.Group value={chosen} onChange={setPicked} label="Choose a video from your photo gallery">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {videos.map((video) => (
              <Radio.Card key={video.friendlyImageName} value={video.friendlyImageName} radius="md" p="xs">
                <Stack gap={6}>
                  <video
                    src={video.publicPath}
                    muted
                    playsInline
                    preload="metadata"
                    aria-hidden
                    style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6 }}
                  />
                  <Group gap={8} wrap="nowrap">
                    <Radio.Indicator />
                    <Text size="sm" fw={600} truncate>
                      {video.friendlyImageName}
                    </Text>
                  </Group>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      <Group justify="space-between" gap="sm">
        <div>
          {currentPath !== null && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.busy}
              disabled={save.busy}
              onClick={() => remove.run()}
            >
              Remove video
            </Button>
          )}
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={save.busy}
            disabled={chosen === null || unchanged || remove.busy}
            onClick={() => chosen && save.run(chosen)}
          >
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The owner's 'Reviews promo video' control with its dialog (spec 3 §2.1), reading through its own query cache. */
export function ReviewsPromoVideoButton({
  vanityName,
  currentPath,
  galleryHref,
}: Omit<PromoVideoTarget, 'slot'>) {
  const [opened, setOpened] = useState(false);
  return (
    <QueryProvider>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconVideo size={16} />}
        onClick={() => setOpened(true)}
      >
        Reviews promo video
      </Button>
      <PromoVideoDialog
        title="Reviews Promotional Video"
        vanityName={vanityName}
        slot={{ page: 'reviews' }}
        currentPath={currentPath}
        galleryHref={galleryHref}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </QueryProvider>
  );
}
