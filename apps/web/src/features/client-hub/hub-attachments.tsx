'use client';

import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { HubDownloadType } from '@porchlight/core/client-hub/client-hub.constants';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { hubDownloadRoute, hubDownloadThumbnailRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { Attachment } from '@porchlight/core/service-manager/documents.schemas';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AttachmentTile } from '@/features/service-manager/attachment-tile';
import { apiQueryKey } from '@/lib/query-client';
import { saveBlob } from '@/lib/save-blob';
import { useAction } from '@/lib/use-action';
import { fetchHubFile } from './hub-api';

interface FileOf {
  vanityName: string;
  type: HubDownloadType;
  number: number;
}

const fileParams = (
  { vanityName, type, number }: FileOf,
  attachment: Pick<Attachment, 'number' | 'name'>,
) => ({
  uri: vanityName,
  type,
  number,
  attachmentNumber: attachment.number,
  name: attachment.name,
});

/**
 * The thumbnail's bytes (read once per hub session) as a page-local URL, since an <img> cannot send
 * the hub's bearer token; null meanwhile. A failed read shows the file's icon; the download still works.
 */
function useHubThumbnail(owner: FileOf, attachment: Attachment): string | null {
  const params = fileParams(owner, attachment);
  const { data: blob } = useQuery({
    queryKey: apiQueryKey(hubDownloadThumbnailRoute, params),
    queryFn: ({ signal }) => fetchHubFile(owner.vanityName, hubDownloadThumbnailRoute, params, { signal }),
    enabled: attachment.thumbnails.includes(ATTACHMENT_THUMBNAIL_SIZE),
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return blob ? url : null;
}

function HubAttachment({ owner, attachment }: { owner: FileOf; attachment: Attachment }) {
  const thumbnail = useHubThumbnail(owner, attachment);
  const download = useAction(
    async () => {
      const blob = await fetchHubFile(owner.vanityName, hubDownloadRoute, fileParams(owner, attachment));
      saveBlob(blob, attachment.name);
    },
    { errorMessage: messages.downloadFailed },
  );
  return (
    <AttachmentTile
      name={attachment.name}
      size={attachment.size}
      thumbnailSrc={thumbnail}
      actions={
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Download ${attachment.name}`}
          loading={download.busy}
          onClick={() => download.run()}
        >
          <IconDownload size={14} />
        </ActionIcon>
      }
    />
  );
}

/**
 * The files of an estimate, invoice or request in the hub (spec 3 §3 "Attachment"): 125 px thumbnails
 * and a download each, fetched with the hub's token (docs/decisions.md "Attachments").
 */
export function HubAttachments({ attachments, ...owner }: FileOf & { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Stack gap="xs" role="group" aria-label={messages.attachmentsTitle}>
      <Text fw={700} size="sm">
        {messages.attachmentsTitle}
      </Text>
      <Group gap="sm" align="flex-start">
        {attachments.map((attachment) => (
          <HubAttachment key={attachment.number} owner={owner} attachment={attachment} />
        ))}
      </Group>
    </Stack>
  );
}
