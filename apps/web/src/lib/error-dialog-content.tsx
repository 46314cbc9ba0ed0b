'use client';

import { Button, Group, Text } from '@mantine/core';
import { closeDialog, openDialog } from './dialogs';

/** The error dialog itself: the message and OK (loaded by error-dialog.ts on the first error). */
export async function openErrorDialog(title: string, message: string): Promise<void> {
  let id = '';
  id = await openDialog({
    title,
    centered: true,
    zIndex: 1100,
    children: (
      <>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => void closeDialog(id)}>OK</Button>
        </Group>
      </>
    ),
  });
}
