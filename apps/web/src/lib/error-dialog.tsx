'use client';

import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { errorMessage } from './api-client';

/**
 * The generic error dialog of spec 1 §8 ('Photos Error', 'Banner Options Error' …). The failure is
 * also logged under the spec's handler label.
 */
export function showErrorDialog(title: string, error: unknown, handlerLabel?: string): void {
  if (handlerLabel) console.warn(handlerLabel, error);
  const message = typeof error === 'string' ? error : errorMessage(error);
  const id = modals.open({
    title,
    centered: true,
    zIndex: 1100,
    children: (
      <>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => modals.close(id)}>OK</Button>
        </Group>
      </>
    ),
  });
}
