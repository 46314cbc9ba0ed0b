'use client';

import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { type AnyRoute, routePath } from '@porchlight/core/platform/route';
import type { Attachment } from '@porchlight/core/service-manager/documents.schemas';
import {
  ATTACHMENT_THUMBNAIL_SIZE,
  DOCUMENT_ATTACHMENT_MAX_BYTES,
  DOCUMENT_ATTACHMENT_MIME_TYPES,
  DOCUMENT_ATTACHMENTS_MAX,
  type DocumentType,
} from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import {
  deleteAttachmentRoute,
  downloadAttachmentRoute,
  downloadAttachmentThumbnailRoute,
  uploadAttachmentsRoute,
} from '@porchlight/core/service-manager/service-manager.routes';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DropzonePrompt } from '@/features/media/dropzone-prompt';
import { API_BASE, callApi, sendFiles } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { useAction } from '@/lib/use-action';
import { AttachmentTile } from './attachment-tile';

/** Why the browser would not send a file: the same words the server uses. */
function rejectionLine(rejection: FileRejection): string {
  const tooMany = rejection.errors.some((error) => error.code === 'too-many-files');
  return `${rejection.file.name}: ${tooMany ? messages.tooManyAttachments : messages.attachmentRejected}`;
}

/**
 * The files of a saved estimate or invoice: drop or pick pictures and PDFs to attach, see each one's
 * 125 px thumbnail and size, download or delete it. Thumbnails and downloads are plain links: the
 * provider's session cookie goes with them.
 */
export function DocumentAttachments({
  type,
  number,
  vanityName,
  initial,
}: {
  type: DocumentType;
  number: number;
  vanityName: string;
  initial: Attachment[];
}) {
  const [attachments, setAttachments] = useState(initial);
  const [refusals, setRefusals] = useState<string[]>([]);
  const query = { vanityName };
  const fileUrl = (route: AnyRoute, attachmentNumber: number) =>
    `${API_BASE}${routePath(route, { type, number, attachmentNumber }, query)}`;

  const upload = useAction(
    async (files: File[]) => {
      const answer = await sendFiles(uploadAttachmentsRoute, files, { params: { type, number }, query });
      setAttachments(answer.attachments);
      setRefusals(
        answer.fileUploadStatus.flatMap((status) =>
          status.uploaded ? [] : [`${status.fileName}: ${status.message ?? messages.attachmentRejected}`],
        ),
      );
      return answer.fileUploadStatus.some((status) => status.uploaded);
    },
    { success: (added) => (added ? messages.attachmentsAdded : ''), errorTitle: messages.errorTitle },
  );
  const remove = useAction(
    async (attachmentNumber: number) => {
      const params = { type, number, attachmentNumber };
      setAttachments((await callApi(deleteAttachmentRoute, { params, query })).attachments);
    },
    { success: messages.attachmentDeleted, errorTitle: messages.errorTitle },
  );
  const confirmRemove = (attachment: Attachment) =>
    void openConfirmDialog({
      title: 'Delete attachment',
      children: <Text size="sm">{messages.deleteAttachment(attachment.name)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () => remove.run(attachment.number),
    });

  const room = DOCUMENT_ATTACHMENTS_MAX - attachments.length;
  return (
    <Stack gap="xs" role="group" aria-label={messages.attachmentsTitle}>
      <Text fw={700} size="sm">
        {messages.attachmentsTitle}
      </Text>
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noAttachments}
        </Text>
      ) : (
        <Group gap="sm" align="flex-start">
          {attachments.map((attachment) => (
            <AttachmentTile
              key={attachment.number}
              name={attachment.name}
              size={attachment.size}
              thumbnailSrc={
                attachment.thumbnails.includes(ATTACHMENT_THUMBNAIL_SIZE)
                  ? fileUrl(downloadAttachmentThumbnailRoute, attachment.number)
                  : null
              }
              actions={
                <>
                  <ActionIcon
                    component="a"
                    href={fileUrl(downloadAttachmentRoute, attachment.number)}
                    variant="subtle"
                    size="sm"
                    aria-label={`Download ${attachment.name}`}
                  >
                    <IconDownload size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={`Delete ${attachment.name}`}
                    loading={remove.pending?.[0] === attachment.number}
                    onClick={() => confirmRemove(attachment)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </>
              }
            />
          ))}
        </Group>
      )}
      <Dropzone
        onDrop={(files) => {
          setRefusals([]);
          upload.run(files);
        }}
        onReject={(rejections) => setRefusals(rejections.map(rejectionLine))}
        maxSize={DOCUMENT_ATTACHMENT_MAX_BYTES}
        maxFiles={Math.max(room, 1)}
        accept={[...DOCUMENT_ATTACHMENT_MIME_TYPES]}
        disabled={room <= 0}
        loading={upload.busy}
        aria-label="Attachments: drop files here or click to choose them"
      >
        <DropzonePrompt
          idleIcon={<IconPaperclip size={40} stroke={1.5} color="var(--mantine-color-gray-6)" />}
          title={room <= 0 ? messages.tooManyAttachments : messages.attachPrompt}
          hint={messages.attachmentRejected}
        />
      </Dropzone>
      {refusals.map((line) => (
        <Text key={line} size="sm" c="red.8">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
