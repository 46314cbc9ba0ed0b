'use client';

import { Button, Popover, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import classes from './profile-frame.module.css';

/** Shown only when the provider has chat on (spec 1 "Page routing"); live chat itself comes with the chat issue. */
export function ChatWidgetSlot({ providerName }: { providerName: string }) {
  return (
    <Popover position="top-end" width={260} shadow="md" withArrow>
      <Popover.Target>
        <Button className={classes.chat} radius="xl" size="md" leftSection={<IconMessageCircle size={20} />}>
          Live Chat
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} size="sm">
          Chat with {providerName}
        </Text>
        <Text size="sm" c="dimmed">
          Live chat is almost here. Until then, use the Contact page and we will get back to you.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
