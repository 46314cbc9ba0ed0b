'use client';

import { Button, Group } from '@mantine/core';

/** Cancel on the left (it asks first), Previous and the step's own action on the right. */
export function WizardButtons({
  onCancel,
  onPrevious,
  next,
}: {
  onCancel: () => void;
  onPrevious?: () => void;
  next?: { label: string; onClick?: () => void; submit?: boolean; busy?: boolean };
}) {
  return (
    <Group justify="space-between" gap="sm" mt="lg">
      <Button variant="subtle" color="gray" onClick={onCancel}>
        Cancel
      </Button>
      <Group gap="sm">
        {onPrevious && (
          <Button variant="default" onClick={onPrevious}>
            Previous
          </Button>
        )}
        {next && (
          <Button
            type={next.submit ? 'submit' : 'button'}
            onClick={next.onClick}
            loading={next.busy}
            disabled={next.busy}
          >
            {next.label}
          </Button>
        )}
      </Group>
    </Group>
  );
}
