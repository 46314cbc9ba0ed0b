'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every company-details dialog shares: title, body, Cancel and a submit button. */
export function OwnerDialogFrame({
  title,
  onClose,
  children,
  size = 'md',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: string;
}) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>{title}</Text>} centered size={size}>
      {children}
    </Modal>
  );
}

export function DialogButtons({
  onCancel,
  submitLabel = 'Submit',
  busy,
  disabled,
}: {
  onCancel: () => void;
  submitLabel?: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
