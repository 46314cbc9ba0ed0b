'use client';

import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { bookingAnswerMessages as messages } from '@porchlight/core/booking/booking.messages';
import {
  approveBookingRoute,
  declineBookingRoute,
  listBookingRequestsRoute,
} from '@porchlight/core/booking/booking-requests.routes';
import type { BookingRequestItem } from '@porchlight/core/booking/booking-requests.schemas';
import { listScheduleRoute } from '@porchlight/core/scheduling/visits.routes';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';

/**
 * Online bookings awaiting the pro's reply (issue 34, approval mode), beside the Schedule tab's calendar:
 * each with its reply deadline in the company's zone, Approve, and Decline with an optional note to the
 * client. Shown only while there are requests; their visits already hold their times on the calendar.
 */
export function BookingRequests({ vanityName }: { vanityName: string }) {
  const queryClient = useQueryClient();
  const requests = useQuery(apiQuery(listBookingRequestsRoute, { query: { vanityName } }));
  const [declining, setDeclining] = useState<BookingRequestItem | null>(null);
  const [note, setNote] = useState('');

  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey(listBookingRequestsRoute) }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey(listScheduleRoute) }),
    ]);
  const answer = async (verb: 'approve' | 'decline', booking: BookingRequestItem, reason?: string) => {
    try {
      await callApi(verb === 'approve' ? approveBookingRoute : declineBookingRoute, {
        params: { bookingId: booking.id },
        query: { vanityName },
        body: { version: booking.version, ...(reason ? { reason } : {}) },
      });
    } finally {
      // Answered, or refused (answered elsewhere, past its deadline): the list shows what the server holds.
      await reread();
    }
  };
  const approve = useAction((booking: BookingRequestItem) => answer('approve', booking), {
    success: (_, booking) => messages.approved(booking.client.name),
    errorTitle: serviceManagerMessages.errorTitle,
  });
  const decline = useAction(
    async (booking: BookingRequestItem) => {
      await answer('decline', booking, note.trim());
      setDeclining(null);
      setNote('');
    },
    {
      success: (_, booking) => messages.declined(booking.client.name),
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );

  const bookings = requests.data?.bookings ?? [];
  if (bookings.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-requests-title">
      <Title order={2} size="h4" id="booking-requests-title">
        {messages.title}
      </Title>
      {bookings.map((booking) => (
        <Paper key={booking.id} withBorder radius="md" p="xs" data-testid="booking-request">
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {booking.when}
            </Text>
            <Text size="xs">
              {booking.offerName} · {booking.client.name}
            </Text>
            {booking.replyByLabel && (
              <Text size="xs" c="orange.9">
                {messages.replyBy(booking.replyByLabel)}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              <Button
                size="compact-xs"
                color="green"
                aria-label={`${messages.approve} ${booking.client.name}, ${booking.when}`}
                loading={approve.pending?.[0] === booking}
                onClick={() => approve.run(booking)}
              >
                {messages.approve}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                aria-label={`${messages.decline} ${booking.client.name}, ${booking.when}`}
                onClick={() => setDeclining(booking)}
              >
                {messages.decline}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Modal opened={declining !== null} onClose={() => setDeclining(null)} title={messages.declineTitle}>
        {declining && (
          <Stack gap="sm">
            <Text size="sm">
              {declining.client.name} · {declining.offerName} · {declining.when}
            </Text>
            <Textarea
              label={messages.reasonLabel}
              value={note}
              maxLength={500}
              autosize
              minRows={2}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(null)}>
                Cancel
              </Button>
              <Button color="red" loading={decline.busy} onClick={() => decline.run(declining)}>
                {messages.decline}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
