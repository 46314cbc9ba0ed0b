'use client';

import { DropzonePrompt } from './dropzone-prompt';

import '@mantine/dropzone/styles.css';
import { Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath, MIME_TYPES } from '@mantine/dropzone';
import {
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_FILES,
} from '@porchlight/core/media/profile-editing.constants';
import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import { uploadPhotosRoute } from '@porchlight/core/media/profile-editing.routes';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { uploadFiles } from './profile-editing-api';
import {
  newUploadItem,
  rejectionOutcome,
  UPLOAD_IMAGE_TYPES,
  type UploadItem,
  UploadOutcomes,
} from './upload-outcomes';

/**
 * 'Upload Photos' (spec 1 §4, §8): images or .mp4 videos, several at once, each at most 20,000,000
 * bytes, sent one by one with their own progress and outcome. 'Finished' reloads the page when any
 * upload succeeded.
 */
export default function PhotoUploadDialog({
  vanityName,
  opened,
  onClose,
}: {
  vanityName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const succeeded = useRef(false);
  const finish = () => {
    if (succeeded.current) window.location.reload();
    else onClose();
  };
  return (
    <Modal opened={opened} onClose={finish} title="Upload Photos" size="lg" centered>
      <PhotoUploader
        vanityName={vanityName}
        onSuccess={() => {
          succeeded.current = true;
        }}
        onFinish={finish}
      />
    </Modal>
  );
}

function PhotoUploader({
  vanityName,
  onSuccess,
  onFinish,
}: {
  vanityName: string;
  onSuccess: () => void;
  onFinish: () => void;
}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const queue = useRef(Promise.resolve());

  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));

  const onReject = (rejections: FileRejection[]) => {
    const outcomes = rejections.map((rejection) =>
      newUploadItem(
        rejection.file.name,
        rejectionOutcome(rejection, {
          tooLarge: messages.photoTooLarge,
          wrongType: messages.imageOrVideoOnly,
          tooMany: messages.tooManyFiles,
        }),
      ),
    );
    setItems((current) => [...current, ...outcomes]);
  };

  const onDrop = (files: FileWithPath[]) => {
    const added = files.map((file) => ({ file, item: newUploadItem(file.name) }));
    setItems((current) => [...current, ...added.map(({ item }) => item)]);
    setBusy(true);
    // One request per file, in order: each file has its own progress bar and outcome.
    for (const { file, item } of added) {
      queue.current = queue.current.then(async () => {
        const result = await uploadFiles(uploadPhotosRoute, vanityName, [file], (progress) =>
          update(item.id, { progress }),
        );
        if (result.ok) {
          const outcome = result.statuses[0] ?? {
            name: file.name,
            success: false,
            message: messages.uploadFailed,
          };
          if (outcome.success) onSuccess();
          update(item.id, { outcome, progress: 1 });
        } else {
          update(item.id, { outcome: { name: file.name, success: false, message: result.message } });
        }
      });
    }
    void queue.current.then(() => setBusy(false));
  };

  return (
    <Stack>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={PHOTO_UPLOAD_MAX_BYTES}
        maxFiles={PHOTO_UPLOAD_MAX_FILES}
        accept={[...UPLOAD_IMAGE_TYPES, MIME_TYPES.mp4]}
        multiple
        aria-label="Upload Photos: drop images or videos here or click to select them"
      >
        <DropzonePrompt
          idleIcon={<IconPhotoPlus size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          title="Drag photos or videos here or click to select them"
          hint={`Images or .mp4 videos, up to 20 MB each, up to ${PHOTO_UPLOAD_MAX_FILES} at a time.`}
        />
      </Dropzone>
      {items.length > 0 && (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <UploadOutcomes items={items} />
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        <Button onClick={onFinish} disabled={busy}>
          Finished
        </Button>
      </Group>
    </Stack>
  );
}
