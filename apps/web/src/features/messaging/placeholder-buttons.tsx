'use client';

import { Button, Group, Text } from '@mantine/core';

/** Buttons that put `{placeholder}` where the caret was in the field last written in. */
export function PlaceholderButtons({
  placeholders,
  onInsert,
}: {
  placeholders: readonly string[];
  onInsert: (placeholder: string) => void;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Insert where the cursor is:
      </Text>
      <Group gap={6}>
        {placeholders.map((name) => (
          <Button
            key={name}
            size="compact-xs"
            variant="light"
            // Keeps the caret in the field the provider is writing in.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(name)}
          >
            {`{${name}}`}
          </Button>
        ))}
      </Group>
    </div>
  );
}
