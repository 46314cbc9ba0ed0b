import { Paper, Text } from '@mantine/core';
import { timeOffMessages as messages } from '@porchlight/core/scheduling/time-off.messages';
import type { TimeOffOnDay } from './my-schedule-days';

/** A line of My schedule's day: the person's time off or the whole team's, all day or its hours. */
export function MyScheduleDayTimeOff({ off, hours }: TimeOffOnDay) {
  const whose = off.memberId === null ? messages.whole : null;
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="gray.0" data-testid="my-time-off">
      <Text size="sm">
        <b>{messages.title}</b>
        {[whose, hours ?? 'All day', off.note].filter(Boolean).map((part) => ` · ${part}`)}
      </Text>
    </Paper>
  );
}
