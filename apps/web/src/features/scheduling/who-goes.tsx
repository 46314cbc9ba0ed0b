'use client';

import { Checkbox, type CheckboxGroupProps, Group, Text } from '@mantine/core';

/** Who goes to a visit: a checkbox per team member (a small team; no pills to style). */
export function WhoGoes({
  members,
  ...inputProps
}: { members: { value: string; label: string }[] } & Omit<CheckboxGroupProps, 'children'>) {
  return (
    <Checkbox.Group label="Who goes" {...inputProps}>
      <Group gap="sm" mt={6}>
        {members.length === 0 && (
          <Text size="sm" c="dimmed">
            Invite your team in the Team tab.
          </Text>
        )}
        {members.map((member) => (
          <Checkbox key={member.value} value={member.value} label={member.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
