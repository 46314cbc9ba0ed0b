import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { IconMessage } from '@tabler/icons-react';

/**
 * Whether the On my way tap tells the client (checked unless unticked) and what it sends them then
 * ("Alex gets a text"), shown by the button so the tap holds no surprise.
 */
export function OnMyWayNotice({
  visit,
  tell,
  onTellChange,
}: {
  visit: Visit;
  tell: boolean;
  onTellChange: (tell: boolean) => void;
}) {
  if (visit.status !== 'scheduled' || !visit.start) return null;
  return (
    <Stack gap={4}>
      <Checkbox
        size="sm"
        label="Tell the client"
        checked={tell}
        onChange={(event) => onTellChange(event.currentTarget.checked)}
      />
      {tell && visit.onMyWayNotice && (
        <Group gap={6} wrap="nowrap" data-testid="on-my-way-notice">
          <IconMessage size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {visit.onMyWayNotice}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
