'use client';

import {
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { tagPhotoRoute, untagPhotoRoute } from '@porchlight/core/offers/offers.routes';
import { getAllPicturesRoute } from '@porchlight/core/providers/profile.routes';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaUrl } from '@/features/media/profile-editing-api';
import { callApi } from '@/lib/api-client';
import { showErrorDialog } from '@/lib/error-dialog';
import { apiQuery } from '@/lib/query-client';

/** Tag-picker thumbnails (spec 2 §9). */
const THUMBNAIL_PX = 150;

/**
 * Which gallery photos show on this offer's page (spec 2 §4 "Photo tagging"): a click tags or untags
 * at once; videos are not offered (spec 2 §3 "Photo"). Closing reloads the page when anything changed.
 */
export function PhotoTaggingDialog({
  vanityName,
  offerNumber,
  offerName,
  tagged,
  onClose,
}: {
  vanityName: string;
  offerNumber: number;
  offerName: string;
  tagged: string[];
  onClose: () => void;
}) {
  const pictures = useQuery(apiQuery(getAllPicturesRoute, { params: { uri: vanityName } }));
  // Videos are not offered; a gallery that could not be read offers nothing.
  const photos = pictures.data
    ? pictures.data.data.filter((photo) => photo.thumbnailPath !== null)
    : pictures.isError
      ? []
      : null;
  const [chosen, setChosen] = useState(() => new Set(tagged));
  const [busy, setBusy] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const toggle = async (photo: Photo) => {
    const tag = !chosen.has(photo.friendlyImageName);
    setBusy(photo.friendlyImageName);
    try {
      await callApi(tag ? tagPhotoRoute : untagPhotoRoute, {
        params: { friendlyImageName: photo.friendlyImageName },
        query: { vanityName },
        body: { offerNumber },
      });
      setChosen((current) => {
        const next = new Set(current);
        if (tag) next.add(photo.friendlyImageName);
        else next.delete(photo.friendlyImageName);
        return next;
      });
      setChanged(true);
    } catch (error) {
      showErrorDialog(offerMessages.photoTaggingErrorTitle, error);
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    // The offer page shows its tagged photos: read it again.
    if (changed) window.location.reload();
    onClose();
  };
  return (
    <Modal opened onClose={close} title={<Text fw={800}>Photos of {offerName}</Text>} size="xl" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tick the photos that show this service; they appear on its page.
        </Text>
        {photos === null && <Loader size="sm" />}
        {photos?.length === 0 && <Text size="sm">Your gallery has no photos yet.</Text>}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {photos?.map((photo) => {
            const on = chosen.has(photo.friendlyImageName);
            return (
              <UnstyledButton
                key={photo.friendlyImageName}
                onClick={() => void toggle(photo)}
                disabled={busy !== null}
                aria-pressed={on}
                aria-label={`${on ? 'Untag' : 'Tag'} ${photo.title}`}
                style={{
                  position: 'relative',
                  outline: on ? '3px solid var(--mantine-color-brand-6)' : undefined,
                  borderRadius: 8,
                }}
              >
                <Image
                  src={mediaUrl(photo.thumbnailPath ?? photo.publicPath)}
                  alt=""
                  h={THUMBNAIL_PX}
                  w="100%"
                  fit="cover"
                  radius="sm"
                />
                <Checkbox
                  checked={on}
                  readOnly
                  tabIndex={-1}
                  aria-hidden
                  style={{ position: 'absolute', top: 8, left: 8 }}
                />
                {busy === photo.friendlyImageName && (
                  <Loader size="xs" style={{ position: 'absolute', top: 8, right: 8 }} />
                )}
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={close}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
