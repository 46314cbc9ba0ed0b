'use client';

import { Alert, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  promoVideoMessages as messages,
  type PromoVideoPage,
} from '@porchlight/core/media/promo-video.schemas';
import { isVideoPath } from '@porchlight/core/providers/profile.rules';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import { IconVideo } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { showErrorDialog } from '@/features/media/error-dialog';
import { showSuccess } from '@/lib/alerts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { AnchorLink } from '@/lib/link-components';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import { reviewWritingApi } from './review-writing-api';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; videos: Photo[] }
  | { status: 'failed'; message: string };

interface PromoVideoTarget {
  /** The vanity name the owner edits (`?vanityName=`) and whose gallery is listed. */
  vanityName: string;
  page: PromoVideoPage;
  /** The page's current video (a public path), or null. */
  currentPath: string | null;
  /** The profile's photo gallery, for the empty state's link. */
  galleryHref: string;
}

function showFailure(error: unknown) {
  const isNetwork = !(error instanceof ApiError) || error.isNetworkError;
  showErrorDialog(messages.errorTitle, isNetwork ? messages.networkError : error, messages.networkError);
}

/**
 * 'Add Promotional Video' (spec 2 §2 item 11, spec 3 §2.1): the owner picks one of the gallery's .mp4
 * videos for the page; Save sends POST (first video) or PATCH (replacing), Remove clears it.
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

function PromoVideoPicker({
  vanityName,
  page,
  currentPath,
  galleryHref,
  onClose,
}: PromoVideoTarget & { onClose: () => void }) {
  const router = useRouter();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    reviewWritingApi
      .allPictures(vanityName, controller.signal)
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

  const finish = (message: string) => {
    showSuccess(message);
    onClose();
    router.refresh();
  };

  const save = useLeadingDebounce(async (friendlyName: string) => {
    setBusy('save');
    try {
      await reviewWritingApi.setPromoVideo(vanityName, { page, friendlyName }, currentPath !== null);
      finish(messages.updated);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  });

  const remove = useLeadingDebounce(async () => {
    setBusy('remove');
    try {
      await reviewWritingApi.deletePromoVideo(vanityName, { page });
      finish(messages.removed);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  });

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
              loading={busy === 'remove'}
              disabled={busy === 'save'}
              onClick={() => remove()}
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
            loading={busy === 'save'}
            disabled={chosen === null || unchanged || busy === 'remove'}
            onClick={() => chosen && save(chosen)}
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
}: Omit<PromoVideoTarget, 'page'>) {
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
        page="reviews"
        currentPath={currentPath}
        galleryHref={galleryHref}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
