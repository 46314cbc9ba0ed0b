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

/** 'AA' for 'Alice Archer', 'NN' for 'Nora N.': the first letters of the first and last words. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/**
 * One person in a friends list: avatar, name, e-mail when the user may see it (not for requests
 * still waiting for an answer), a note, and the row's actions.
 */
export function PersonRow({
  name,
  email,
  note,
  actions,
}: {
  name: string;
  email?: string;
  note?: string;
  actions: ReactNode;
}) {
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
          {initialsOf(name)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          {email ? (
            <Text size="sm" c="dimmed" truncate>
              {email}
            </Text>
          ) : null}
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
