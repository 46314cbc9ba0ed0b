import { Group, Text } from '@mantine/core';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { IconMessage } from '@tabler/icons-react';

/** What the On my way tap sends the client ("Alex gets a text"), shown by the button so the tap holds no surprise. */
export function OnMyWayNotice({ visit }: { visit: Visit }) {
  if (visit.status !== 'scheduled' || !visit.onMyWayNotice) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="on-my-way-notice">
      <IconMessage size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        {visit.onMyWayNotice}
      </Text>
    </Group>
  );
}
