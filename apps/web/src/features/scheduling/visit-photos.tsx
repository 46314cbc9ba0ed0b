'use client';

import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { routePath } from '@porchlight/core/platform/route';
import { VISIT_PHOTOS_MAX } from '@porchlight/core/scheduling/scheduling.constants';
import { visitWorkMessages as messages } from '@porchlight/core/scheduling/scheduling.messages';
import {
  deleteVisitPhotoRoute,
  downloadVisitPhotoRoute,
  downloadVisitPhotoThumbnailRoute,
  uploadVisitPhotosRoute,
} from '@porchlight/core/scheduling/visit-work.routes';
import type { VisitPhoto } from '@porchlight/core/scheduling/visits.schemas';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { API_BASE, callApi, sendFiles } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { useAction } from '@/lib/use-action';
import { useReplaceVisit } from './use-replace-visit';
import type { VisitWorkPartProps } from './visit-steps';

/** Three to a row on a 390 px phone. */
const THUMBNAIL_PX = 92;

/**
 * The visit's photos: thumbnails (a tap opens the picture in a new tab), and while the visit is
 * worked, Add photos (the phone offers its camera or its pictures) and Delete. Thumbnails and
 * pictures are plain links: the member's session cookie goes with them.
 */
export function VisitPhotos({ visit, vanityName, editable }: VisitWorkPartProps) {
  const replaceVisit = useReplaceVisit();
  const [refusals, setRefusals] = useState<string[]>([]);
  // Cleared after each pick, so the same picture may be picked again.
  const resetPicker = useRef<() => void>(null);
  const query = { vanityName };
  const photoUrl = (
    route: typeof downloadVisitPhotoRoute | typeof downloadVisitPhotoThumbnailRoute,
    number: number,
  ) => `${API_BASE}${routePath(route, { visitId: visit.id, photoNumber: number }, query)}`;

  const upload = useAction(
    async (files: File[]) => {
      const { fileUploadStatus, ...answer } = await sendFiles(uploadVisitPhotosRoute, files, {
        params: { visitId: visit.id },
        query,
      });
      replaceVisit(answer);
      setRefusals(
        fileUploadStatus.flatMap((status) =>
          status.uploaded ? [] : [`${status.fileName}: ${status.message ?? messages.photoRejected}`],
        ),
      );
      return fileUploadStatus.filter((status) => status.uploaded).length;
    },
    { success: (added) => (added === 0 ? '' : added === 1 ? 'Photo added' : `${added} photos added`) },
  );
  const remove = useAction(
    async (photo: VisitPhoto) => {
      const params = { visitId: visit.id, photoNumber: photo.number };
      replaceVisit(await callApi(deleteVisitPhotoRoute, { params, query }));
    },
    { success: 'Photo deleted' },
  );
  const confirmRemove = (photo: VisitPhoto) =>
    void openConfirmDialog({
      title: 'Delete photo',
      children: <Text size="sm">Delete {photo.name} from this visit?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () => remove.run(photo),
    });

  if (!editable && visit.photos.length === 0) return null;
  const room = VISIT_PHOTOS_MAX - visit.photos.length;
  return (
    <Stack gap={6} role="group" aria-label="Photos">
      {visit.photos.length > 0 && (
        <Text size="sm" fw={600}>
          Photos ({visit.photos.length} of {VISIT_PHOTOS_MAX})
        </Text>
      )}
      {visit.photos.length > 0 && (
        <Group gap={8}>
          {visit.photos.map((photo) => (
            <Paper key={photo.number} withBorder radius="sm" p={4} pos="relative">
              <a
                href={photoUrl(downloadVisitPhotoRoute, photo.number)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ${photo.name}`}
              >
                <Image
                  src={photoUrl(downloadVisitPhotoThumbnailRoute, photo.number)}
                  alt={photo.name}
                  w={THUMBNAIL_PX}
                  h={THUMBNAIL_PX}
                  radius="sm"
                  fit="cover"
                />
              </a>
              {editable && (
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  size={36}
                  variant="white"
                  color="red"
                  aria-label={`Delete ${photo.name}`}
                  loading={remove.pending?.[0].number === photo.number}
                  onClick={() => confirmRemove(photo)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Paper>
          ))}
        </Group>
      )}
      {editable && (
        <FileButton
          multiple
          accept="image/*"
          resetRef={resetPicker}
          onChange={(files) => {
            setRefusals([]);
            if (files.length > 0) upload.run(files);
            resetPicker.current?.();
          }}
          disabled={room <= 0}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="md"
              leftSection={<IconCamera size={18} />}
              loading={upload.busy}
              disabled={room <= 0}
            >
              {room <= 0 ? messages.tooManyPhotos : 'Add photos'}
            </Button>
          )}
        </FileButton>
      )}
      {refusals.map((line) => (
        <Text key={line} size="sm" c="red.8">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
