'use client';

import { Alert, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { promoVideoMessages as messages } from '@porchlight/core/media/promo-video.schemas';
import { getAllPicturesRoute } from '@porchlight/core/providers/profile.routes';
import { isVideoPath } from '@porchlight/core/providers/profile.rules';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import { IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { useAction } from '@/lib/use-action';
import { AnchorLink } from '@/ui/anchor-link';
import { type PromoVideoSlot, removePromoVideo, setPromoVideo } from './promo-video-calls';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; videos: Photo[] }
  | { status: 'failed'; message: string };

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
      {/* Mounted per opening: the gallery is read afresh and the choice starts from the saved video. */}
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
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(getAllPicturesRoute, { params: { uri: vanityName } }, { signal: controller.signal })
      .then(({ data }) => {
        const videos = data.filter((photo) => isVideoPath(photo.publicPath));
        setState({ status: 'loaded', videos });
        setChosen(videos.find((video) => video.publicPath === currentPath)?.friendlyImageName ?? null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [vanityName, currentPath]);

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

  if (state.status === 'loading') {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="Loading your videos" />
      </Group>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" variant="light">
        {state.message}
      </Alert>
    );
  }

  const current = state.videos.find((video) => video.publicPath === currentPath);
  const unchanged = chosen === (current?.friendlyImageName ?? null);

  return (
    <Stack gap="md">
      {state.videos.length === 0 ? (
        <Text size="sm">
          {messages.noVideos}{' '}
          <AnchorLink href={galleryHref} fw={600} size="sm" onClick={onClose}>
            Go to your photo gallery
          </AnchorLink>
        </Text>
      ) : (
        <Radio.Group value={chosen} onChange={setChosen} label="Choose a video from your photo gallery">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {state.videos.map((video) => (
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

/** The owner's 'Reviews promo video' control with its dialog (spec 3 §2.1). */
export function ReviewsPromoVideoButton({
  vanityName,
  currentPath,
  galleryHref,
}: Omit<PromoVideoTarget, 'slot'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
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
    </>
  );
}
