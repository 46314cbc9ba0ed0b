'use client';

import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { type FileRejection, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import {
  profileEditingMessages as messages,
  uploadOutcomeText,
} from '@porchlight/core/media/profile-editing.messages';
import type { FileUploadStatus } from '@porchlight/core/media/profile-editing.schemas';
import { IconCheck, IconX } from '@tabler/icons-react';

/** Pictures sharp can read; SVG is a document and is refused by the server too. */
export const UPLOAD_IMAGE_TYPES = IMAGE_MIME_TYPE.filter((type) => type !== 'image/svg+xml');

/** One file of an upload dialog: waiting, sending (with progress), or its outcome. */
export interface UploadItem {
  id: string;
  name: string;
  progress: number;
  outcome: FileUploadStatus | null;
}

let counter = 0;
export function newUploadItem(name: string, outcome: FileUploadStatus | null = null): UploadItem {
  counter += 1;
  return { id: `${Date.now()}-${counter}`, name, progress: 0, outcome };
}

/** The browser refused the file before sending it: the same outcome line as a server refusal. */
export function rejectionOutcome(
  rejection: FileRejection,
  texts: { tooLarge: string; wrongType: string; tooMany?: string },
): FileUploadStatus {
  const codes = rejection.errors.map((error) => error.code);
  const message = codes.includes('file-too-large')
    ? texts.tooLarge
    : codes.includes('too-many-files')
      ? (texts.tooMany ?? messages.oneImageOnly)
      : texts.wrongType;
  return { name: rejection.file.name, success: false, message };
}

/** Per-file outcomes (spec 1 §8): 'Upload successful for …' or 'Upload failed for … - …'. */
export function UploadOutcomes({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite" data-testid="upload-outcomes">
      {items.map((item) => (
        <div key={item.id}>
          {item.outcome ? (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size="sm" radius="xl" color={item.outcome.success ? 'teal' : 'red'} mt={2}>
                {item.outcome.success ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
              <Text
                size="sm"
                c={item.outcome.success ? undefined : 'red.8'}
                style={{ wordBreak: 'break-word' }}
              >
                {uploadOutcomeText(item.outcome)}
              </Text>
            </Group>
          ) : (
            <Stack gap={4}>
              <Text size="sm" truncate="end">
                {item.name}
              </Text>
              <Progress
                value={Math.round(item.progress * 100)}
                size="sm"
                striped
                animated
                aria-label={`Uploading ${item.name}`}
              />
            </Stack>
          )}
        </div>
      ))}
    </Stack>
  );
}
