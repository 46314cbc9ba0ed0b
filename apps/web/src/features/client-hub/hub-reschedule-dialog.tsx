'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HubJobDetail, HubVisitChanges } from '@porchlight/core/client-hub/client-hub.schemas';
import { hubVisitMessages as messages } from '@porchlight/core/client-hub/hub-visits.messages';
import {
  hubVisitAvailabilityRoute,
  rescheduleHubVisitRoute,
} from '@porchlight/core/client-hub/hub-visits.routes';
import { useCallback, useState } from 'react';
import type { BookingState } from '@/features/booking/booking-wizard/booking-state';
import { TimeStep } from '@/features/booking/booking-wizard/time-step';
import { ApiError, errorMessage } from '@/lib/api-error';
import { callHub } from './hub-api';

type TimePick = Pick<BookingState, 'offerUri' | 'stripFrom' | 'date' | 'start'>;

/**
 * Reschedule an online booking from the hub (issue 34 slice 7, plan §7): the booking dialog's own time
 * step, reading the times this booking may move to (its own counted free); a time taken meanwhile is
 * told and the times read again. Loaded with the dialog only (next/dynamic in hub-visit-actions.tsx).
 */
export function HubRescheduleDialog({
  vanityName,
  jobNumber,
  changes,
  onClose,
  onMoved,
}: {
  vanityName: string;
  jobNumber: number;
  changes: HubVisitChanges;
  onClose: () => void;
  onMoved: (job: HubJobDetail) => void;
}) {
  const [pick, setPick] = useState<TimePick>({ offerUri: null, stripFrom: null, date: null, start: null });
  const [notice, setNotice] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);
  const params = { uri: vanityName, visitId: changes.visitId };
  const readTimes = useCallback(
    (from: string | undefined) =>
      callHub(vanityName, hubVisitAvailabilityRoute, {
        params: { uri: vanityName, visitId: changes.visitId },
        query: { jobNumber, from, days: 14 },
      }),
    [vanityName, changes.visitId, jobNumber],
  );

  async function move() {
    if (!pick.start) return;
    setBusy(true);
    try {
      onMoved(
        await callHub(vanityName, rescheduleHubVisitRoute, {
          params,
          body: { jobNumber, version: changes.version, start: pick.start },
        }),
      );
    } catch (error) {
      // The time went, or the day filled: say so and offer the times as they are now.
      setNotice(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        setPick((current) => ({ ...current, start: null }));
        setReload((count) => count + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>{messages.pickTime}</Text>} size="lg" centered>
      <Stack gap="md">
        <TimeStep
          vanityName={vanityName}
          state={pick}
          notice={notice}
          reload={reload}
          readTimes={readTimes}
          onChange={(change) => setPick((current) => ({ ...current, ...change }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {messages.keepVisit}
          </Button>
          <Button onClick={move} disabled={!pick.start} loading={busy}>
            {messages.moveVisit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
