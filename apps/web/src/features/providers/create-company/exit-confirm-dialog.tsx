'use client';

import { Button, Group, Modal, Text } from '@mantine/core';

/** 'Are you sure' before leaving Create Your Company Profile (spec 2 §2.3): Exit goes to the site root. */
export function ExitConfirmDialog({
  opened,
  onStay,
  onExit,
}: {
  opened: boolean;
  onStay: () => void;
  onExit: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} centered title={<Text fw={800}>Are you sure?</Text>}>
      <Text size="sm">
        Your company profile has not been created yet. If you exit now, what you entered is lost.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Keep going
        </Button>
        <Button color="red" onClick={onExit}>
          Exit
        </Button>
      </Group>
    </Modal>
  );
}
