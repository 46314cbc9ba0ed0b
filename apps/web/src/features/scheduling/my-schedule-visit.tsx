'use client';

import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { bookingAnswerMessages } from '@porchlight/core/booking/booking.messages';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { OnMyWayNotice } from './on-my-way-notice';
import { VisitChecklist } from './visit-checklist';
import { VisitNotesForm } from './visit-notes-form';
import { VisitPhotos } from './visit-photos';
import { NEXT_STEP, VISIT_STATUS_LABELS, type VisitWorkStep } from './visit-steps';

// The Service Manager's status colours (status-badge.tsx); orange's light badge fails contrast (3.6:1).
const STATUS_COLORS: Partial<Record<Visit['status'], string>> = {
  'on-my-way': 'indigo',
  'in-progress': 'blue',
  completed: 'green',
  skipped: 'gray',
};

/** A maps search any phone opens in its maps app. */
const mapsHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** An online booking not settled yet, in the Schedule tab's words; technicians do not answer requests. */
function bookingLineOf(visit: Visit, answersBookings: boolean): string | null {
  if (visit.depositHeld) return bookingAnswerMessages.awaitingDeposit;
  if (!visit.awaitingReplyBy) return null;
  return answersBookings
    ? bookingAnswerMessages.awaitingReply(visit.awaitingReplyBy)
    : bookingAnswerMessages.awaitingCompanyReply(visit.awaitingReplyBy);
}

/**
 * One visit as the person going needs it on a phone: when, who and where (tap to navigate or call),
 * what to do (ticked as it is done), notes and photos, and the one next step as a full-width button.
 * A skipped visit keeps what was recorded, read-only.
 */
export function MyScheduleVisit({
  visit,
  vanityName,
  answersBookings,
  busy,
  onStep,
}: {
  visit: Visit;
  vanityName: string;
  /** Owners and managers answer booking requests: theirs is 'Awaiting your reply'. */
  answersBookings: boolean;
  busy: boolean;
  onStep: (visit: Visit, status: VisitWorkStep, notifyClient: boolean) => void;
}) {
  const next = NEXT_STEP[visit.status];
  const [tell, setTell] = useState(true);
  const worked = visit.status !== 'cancelled' && visit.status !== 'skipped';
  const timeOfDay = visit.when?.split(' · ')[1] ?? visit.when;
  const bookingLine = bookingLineOf(visit, answersBookings);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      data-testid="my-visit"
      aria-label={visit.jobTitle}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={700} size="lg" lh={1.3}>
              {timeOfDay}
            </Text>
            <Text fw={600}>{visit.client.name}</Text>
          </div>
          <Badge variant="light" color={STATUS_COLORS[visit.status] ?? 'brand'} style={{ flexShrink: 0 }}>
            {VISIT_STATUS_LABELS[visit.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {visit.jobTitle} · Job #{visit.jobNumber}
        </Text>
        {bookingLine && (
          <Text size="sm" fw={600} c="orange.9">
            {bookingLine}
          </Text>
        )}
        {visit.arrivalWindowMinutes !== null && (
          <Text size="sm" c="dimmed">
            Arrival window: {timeOfDay}
          </Text>
        )}
        {visit.client.address && (
          <Anchor href={mapsHref(visit.client.address)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              {visit.client.address}
            </Group>
          </Anchor>
        )}
        {visit.client.phone && (
          <Anchor href={`tel:${visit.client.phone}`} size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconPhone size={16} aria-hidden />
              {formatPhoneNumber(visit.client.phone)}
            </Group>
          </Anchor>
        )}
        <VisitChecklist visit={visit} vanityName={vanityName} editable={worked} />
        {worked ? (
          <VisitNotesForm visit={visit} vanityName={vanityName} />
        ) : (
          visit.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {visit.notes}
            </Text>
          )
        )}
        <VisitPhotos visit={visit} vanityName={vanityName} editable={worked} />
        <OnMyWayNotice visit={visit} tell={tell} onTellChange={setTell} />
        {next && (
          <Button fullWidth size="md" mt={4} loading={busy} onClick={() => onStep(visit, next.status, tell)}>
            {next.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
