'use client';

import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { IconUsersPlus } from '@tabler/icons-react';
import { MY_FRIENDS_PATH } from '@/features/identity/account-paths';
import { useSiteName } from '@/features/site/site-name-context';
import { ButtonLink } from '@/ui/button-link';

/** 'No Friends Recommended Yet' (spec 1 "Review dialog"): offered to users without friends. */
export function NoFriendsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const siteName = useSiteName();
  return (
    <Modal opened={opened} onClose={onClose} title={reviewMessages.noFriendsTitle} centered zIndex={300}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="brand">
            <IconUsersPlus size={24} />
          </ThemeIcon>
          <Text size="sm">
            You have no friends on {siteName} yet. Add the people whose opinion you trust: their reviews show
            up first, search results can be sorted by what they recommend, and your friends-only reviews are
            shared with them.
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <ButtonLink href={MY_FRIENDS_PATH} leftSection={<IconUsersPlus size={18} />}>
            Find friends
          </ButtonLink>
        </Group>
      </Stack>
    </Modal>
  );
}
