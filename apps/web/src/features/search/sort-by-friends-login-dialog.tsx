'use client';

import { Group, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useSiteName } from '@/features/site/site-name-context';
import { withReturnTo } from '@/lib/return-to';
import { ButtonLink } from '@/ui/button-link';

/** A visitor picked 'Friend recommendations': log in or register first, then come back to that sort. */
export default function SortByFriendsLoginDialog({
  opened,
  onClose,
  friendsHref,
}: {
  opened: boolean;
  onClose: () => void;
  friendsHref: string;
}) {
  const siteName = useSiteName();
  return (
    <Modal opened={opened} onClose={onClose} title="Sort by friend recommendations" centered radius="lg">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconUsers size={22} />
          </ThemeIcon>
          <Text size="sm" c="dark.4">
            Log in to see the pros your friends recommend first. New to {siteName}? Create an account and add
            your friends.
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ButtonLink href={withReturnTo('/account/login', friendsHref)} data-autofocus>
            Login
          </ButtonLink>
          <ButtonLink href={withReturnTo('/account/register', friendsHref)} variant="light">
            Create Account
          </ButtonLink>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
