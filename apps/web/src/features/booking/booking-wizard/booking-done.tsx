'use client';

import { Alert, Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { bookingDialogMessages as words } from '@porchlight/core/booking/booking.messages';
import type { BookingConfirmation } from '@porchlight/core/booking/booking-request.schemas';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { saveBlob } from '@/lib/save-blob';
import { readConfirmation } from './booking-calls';
import { bookingIcs } from './booking-ics';

/**
 * The confirmation (plan §7), read with the booking's token so a reload shows it again: what was booked,
 * when and where, where the e-mail went, and 'Add to calendar'.
 */
export function BookingDone({
  vanityName,
  bookingId,
  token,
  start,
  durationMinutes,
}: {
  vanityName: string;
  bookingId: string;
  token: string;
  start: string | null;
  durationMinutes: number | null;
}) {
  const [booking, setBooking] = useState<BookingConfirmation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    readConfirmation(vanityName, bookingId, token).then(
      (read) => active && setBooking(read),
      (error) => active && setFailure(errorMessage(error)),
    );
    return () => {
      active = false;
    };
  }, [vanityName, bookingId, token]);

  if (failure)
    return (
      <Alert color="yellow" role="alert">
        {failure}
      </Alert>
    );
  if (!booking)
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label="Loading your booking" />
      </Stack>
    );

  const requested = booking.status === 'requested';
  const addToCalendar = () => {
    if (!start || !durationMinutes) return;
    const ics = bookingIcs({
      bookingId,
      start,
      durationMinutes,
      summary: `${booking.offerName} · ${booking.providerName}`,
      place: booking.place,
    });
    saveBlob(new Blob([ics], { type: 'text/calendar' }), 'booking.ics');
  };

  return (
    <Stack align="center" ta="center" gap="xs" py="md" data-testid="booking-done">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Title order={3}>{requested ? words.requestedTitle : words.doneTitle}</Title>
      <Text role="status">
        {(requested ? words.requestedDone : words.done)(
          booking.offerName,
          booking.providerName,
          booking.when,
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {booking.place}
      </Text>
      <Text size="sm" c="dimmed">
        {words.sentTo(booking.contact.email)}
      </Text>
      {!requested && start && durationMinutes && (
        <Button variant="light" leftSection={<IconCalendarPlus size={18} />} onClick={addToCalendar} mt="sm">
          {words.addToCalendar}
        </Button>
      )}
    </Stack>
  );
}
