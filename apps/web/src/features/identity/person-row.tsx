import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Person } from '@porchlight/core/identity/friends.schemas';
import type { ReactNode } from 'react';
import classes from './person-row.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function personName(person: Pick<Person, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** One person in a friends list: avatar, name, e-mail, a note, and the row's actions. */
export function PersonRow({ person, note, actions }: { person: Person; note?: string; actions: ReactNode }) {
  const name = personName(person);
  return (
    <Group
      component="li"
      aria-label={name}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      className={classes.row}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar color="brand" radius="xl" aria-hidden>
          {`${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {person.email}
          </Text>
          {note ? (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}
