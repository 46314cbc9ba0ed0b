'use client';

import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  bookingMailMessages,
  bookingMessages,
  bookingDialogMessages as words,
} from '@porchlight/core/booking/booking.messages';
import type { AvailabilityAnswer } from '@porchlight/core/booking/booking-availability.schemas';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { readAvailability } from './booking-calls';
import type { BookingState } from './booking-state';
import { ChoiceGroup } from './choice-group';

const STRIP_DAYS = 14;

/** 'YYYY-MM-DD' `days` later. */
function dateAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

type Day = AvailabilityAnswer['days'][number];

function dayNote(day: Day): string {
  if (day.full) return words.fullyBooked;
  if (day.slots.length === 0) return words.noTimesThatDay;
  return words.timesCount(day.slots.length);
}

/**
 * The time step (plan §7): a strip of 14 days ('Fully booked' days disabled, with the words), then the
 * day's times, both radio groups the arrow keys move through; a live region says how many times the
 * chosen day has. "Times are in Central Time." when the browser's zone is another.
 */
export function TimeStep({
  vanityName,
  state,
  notice,
  reload,
  onChange,
  readTimes,
}: {
  vanityName: string;
  state: Pick<BookingState, 'offerUri' | 'stripFrom' | 'date' | 'start'>;
  /** Why the times were read again (a 409 when booking: 'Someone just booked that time…'). */
  notice: string | null;
  /** Changes when the times must be read again. */
  reload: number;
  onChange: (change: Partial<BookingState>) => void;
  /** Where the times come from: the offer's availability, or the hub's for a booking being moved. */
  readTimes?: (from: string | undefined) => Promise<AvailabilityAnswer>;
}) {
  const [answer, setAnswer] = useState<AvailabilityAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const offer = state.offerUri ?? '';
  const stripFrom = state.stripFrom ?? undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks for the same days again
  useEffect(() => {
    let active = true;
    setAnswer(null);
    setFailure(null);
    (readTimes ?? ((from) => readAvailability(vanityName, offer, from)))(stripFrom).then(
      (read) => active && setAnswer(read),
      (error) => active && setFailure(errorMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [vanityName, offer, stripFrom, reload]);

  if (failure)
    return (
      <Alert color="yellow" role="alert">
        {failure}
      </Alert>
    );
  if (!answer)
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Loading the times" />
      </Stack>
    );

  const day = answer.days.find((one) => one.date === state.date && one.slots.length > 0) ?? null;
  const anyTime = answer.days.some((one) => one.slots.length > 0);
  const first = answer.days[0]?.date;
  const last = answer.days.at(-1)?.date;
  const zone = browserZone() === answer.timeZone ? null : bookingMailMessages.timesIn(answer.zoneName);

  return (
    <Stack gap="md">
      {notice && (
        <Alert color="orange" role="alert">
          {notice}
        </Alert>
      )}
      <ChoiceGroup
        name="booking-day"
        legend={words.timeTitle}
        minWidth={96}
        testId="booking-days"
        value={day?.date ?? null}
        onChange={(date) => onChange({ date, start: null, when: null })}
        choices={answer.days.map((one) => ({
          value: one.date,
          disabled: one.slots.length === 0,
          label: (
            <>
              <Text span fw={700} size="sm">
                {one.label}
              </Text>
              <Text span size="xs" c={one.slots.length === 0 ? 'dimmed' : 'dark.4'}>
                {dayNote(one)}
              </Text>
            </>
          ),
        }))}
      />
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!state.stripFrom || !first}
          onClick={() => onChange({ stripFrom: first ? dateAfter(first, -STRIP_DAYS) : null })}
        >
          {words.earlierDates}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={answer.days.length < STRIP_DAYS || !last}
          onClick={() => onChange({ stripFrom: last ? dateAfter(last, 1) : null })}
        >
          {words.laterDates}
        </Button>
      </Group>
      {!anyTime && <Text c="dimmed">{bookingMessages.noTimes(answer.days.length)}</Text>}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {day ? words.timesOn(day.slots.length, day.label) : ''}
      </Text>
      {day && (
        <ChoiceGroup
          name="booking-time"
          legend={
            <Text span fw={700}>
              {day.label}
            </Text>
          }
          minWidth={130}
          testId="booking-times"
          value={state.start}
          onChange={(start) => {
            const slot = day.slots.find((one) => one.start === start);
            onChange({ start, when: slot ? `${day.label} · ${slot.label}` : null });
          }}
          choices={day.slots.map((slot) => ({ value: slot.start, label: slot.label }))}
        />
      )}
      {zone && (
        <Text size="sm" c="dimmed">
          {zone}
        </Text>
      )}
    </Stack>
  );
}
