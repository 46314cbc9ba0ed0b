import { Text } from '@mantine/core';

/** A review dialog's title: what it does, and the company it is about. */
export function ReviewDialogTitle({ title, providerName }: { title: string; providerName: string }) {
  return (
    <div>
      <Text fw={800}>{title}</Text>
      <Text size="sm" c="dimmed">
        {providerName}
      </Text>
    </div>
  );
}
