'use client';

import { Checkbox, Stack, Text } from '@mantine/core';

/** Step 1: which of the provider's services the request is about (spec 2 §4). */
export function ServicesStep({
  services,
  chosen,
  error,
  onChange,
}: {
  services: readonly string[];
  chosen: string[];
  error: string | null;
  onChange: (chosen: string[]) => void;
}) {
  return (
    <Checkbox.Group
      label={
        <Text fw={700} size="lg" span>
          Which services are you interested in?
        </Text>
      }
      value={chosen}
      onChange={onChange}
      error={error}
      required
    >
      <Stack gap="xs" mt="sm">
        {services.map((name) => (
          <Checkbox key={name} value={name} label={name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
