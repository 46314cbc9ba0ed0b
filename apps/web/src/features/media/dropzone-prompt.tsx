import { Flex, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The inside of an upload dropzone: an icon for each drag state, what to drop, and the limits. */
export function DropzonePrompt({
  idleIcon,
  title,
  hint,
}: {
  idleIcon: ReactNode;
  title: string;
  hint: ReactNode;
}) {
  return (
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      align="center"
      justify="center"
      gap="md"
      mih={140}
      ta={{ base: 'center', xs: 'left' }}
      style={{ pointerEvents: 'none' }}
    >
      <Dropzone.Accept>
        <IconUpload size={48} stroke={1.5} color="var(--mantine-color-brand-7)" />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={48} stroke={1.5} color="var(--mantine-color-red-6)" />
      </Dropzone.Reject>
      <Dropzone.Idle>{idleIcon}</Dropzone.Idle>
      <div>
        <Text size="lg" fw={600}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      </div>
    </Flex>
  );
}
