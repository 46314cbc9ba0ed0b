import { Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@porchlight/core/service-manager/attachments.rules';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One attached file, as the provider and the client see it: its 125 px thumbnail (a PDF icon for a
 * document), its name and size, and what may be done with it.
 */
export function AttachmentTile({
  name,
  size,
  thumbnailSrc,
  actions,
}: {
  name: string;
  size: number;
  /** Null for a file without a thumbnail, or one still loading. */
  thumbnailSrc: string | null;
  actions: ReactNode;
}) {
  const edge = ATTACHMENT_THUMBNAIL_SIZE;
  return (
    <Paper withBorder radius="md" p={6} w={edge + 14} role="group" aria-label={name}>
      <Stack gap={4}>
        {thumbnailSrc ? (
          <Image src={thumbnailSrc} alt="" w={edge} h={edge} radius="sm" fit="cover" />
        ) : (
          <Center w={edge} h={edge} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <IconFileTypePdf size={48} stroke={1.25} color="var(--mantine-color-gray-6)" aria-hidden />
          </Center>
        )}
        <Text size="xs" fw={600} truncate="end" title={name}>
          {name}
        </Text>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatFileSize(size)}
          </Text>
          <Group gap={2} wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
