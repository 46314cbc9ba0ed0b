'use client';

import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { CalendarTimeOff } from './schedule-calendar';
import { wallTimeOf } from './schedule-range';

/** Time off on a date: from its start's day until its end, an end at midnight not reaching the next day. */
function touchesDay(off: CalendarTimeOff, date: string): boolean {
  const end = wallTimeOf(off.end);
  const lastDay = end.endsWith(' 00:00:00')
    ? dayjs(end).subtract(1, 'day').format('YYYY-MM-DD')
    : end.slice(0, 10);
  return wallTimeOf(off.start).slice(0, 10) <= date && date <= lastDay;
}

/** A phone's calendar: one day's visits in a list, each with Move (tap and choose) instead of a drag. */
export function ScheduleDayList({
  date,
  visits,
  timeOff = [],
  notes,
  loading,
  onDateChange,
  onOpen,
}: {
  date: string;
  visits: Visit[];
  /** The day's time off, above its visits. */
  timeOff?: CalendarTimeOff[];
  /** A line under some visits, by visit id ('Awaiting your reply by Tue, Dec 1, 5 PM'). */
  notes?: ReadonlyMap<string, string>;
  loading: boolean;
  onDateChange: (date: string) => void;
  onOpen: (visit: Visit) => void;
}) {
  const day = dayjs(date);
  const timed = visits
    .filter((visit) => visit.start)
    .toSorted((a, b) => (a.start ?? '').localeCompare(b.start ?? ''));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous day"
          onClick={() => onDateChange(day.subtract(1, 'day').format('YYYY-MM-DD'))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {day.format('dddd, MMM D')}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next day"
          onClick={() => onDateChange(day.add(1, 'day').format('YYYY-MM-DD'))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {timeOff
        .filter((off) => touchesDay(off, date))
        .map((off) => (
          <Paper key={off.id} bg="gray.1" radius="md" px="sm" py={6} data-testid="day-time-off">
            <Text size="sm" fw={600}>
              {off.label}
            </Text>
            <Text size="xs" c="dimmed">
              {dayjs(wallTimeOf(off.start)).format('ddd h:mm A')} –{' '}
              {dayjs(wallTimeOf(off.end)).format('ddd h:mm A')}
            </Text>
          </Paper>
        ))}
      {!loading && timed.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No visits this day.
        </Text>
      )}
      {timed.map((visit) => (
        <Paper key={visit.id} withBorder radius="md" p="sm" data-testid="day-visit">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700}>{visit.when?.split(' · ')[1]}</Text>
              <Text size="sm" fw={600}>
                {visit.client.name}
              </Text>
              <Text size="sm">
                #{visit.jobNumber} {visit.jobTitle}
              </Text>
              <Text size="sm" c="dimmed">
                {visit.assignees.map((person) => person.firstName).join(', ') || 'Nobody assigned'}
              </Text>
              {notes?.get(visit.id) && (
                <Text size="sm" fw={600} c="orange.9">
                  {notes.get(visit.id)}
                </Text>
              )}
              {visit.outsideOpenHours && (
                <Group gap={4} c="red.9">
                  <IconAlertTriangle size={14} aria-hidden />
                  <Text size="sm" fw={600}>
                    Outside open hours
                  </Text>
                </Group>
              )}
            </Stack>
            <Button size="xs" variant="default" onClick={() => onOpen(visit)}>
              Move
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
