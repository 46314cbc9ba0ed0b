'use client';

import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { HubJobDetail, HubVisitChanges } from '@porchlight/core/client-hub/client-hub.schemas';
import { hubVisitMessages as messages } from '@porchlight/core/client-hub/hub-visits.messages';
import { askAnotherTimeRoute, cancelHubVisitRoute } from '@porchlight/core/client-hub/hub-visits.routes';
import { HUB_ANOTHER_TIME_NOTE_MAX } from '@porchlight/core/client-hub/hub-visits.schemas';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { callHub } from './hub-api';

// The booking dialog's time step loads only when a client reschedules.
const HubRescheduleDialog = dynamic(
  () => import('./hub-reschedule-dialog').then((module) => module.HubRescheduleDialog),
  { ssr: false },
);

type Dialog = 'cancel' | 'reschedule' | 'ask' | null;

/**
 * What a client may do with an upcoming visit on the job's page (issue 34 slice 7, issue 35 slice 7):
 * until the company's cutoff, Cancel (with a confirmation saying what happens to a deposit) and
 * Reschedule for an online booking or Ask for another time for other visits; after it, whom to call.
 */
export function HubVisitActions({
  vanityName,
  jobNumber,
  changes,
  onChanged,
}: {
  vanityName: string;
  jobNumber: number;
  changes: HubVisitChanges;
  /** The job as it is after the change. */
  onChanged: (job: HubJobDetail, said: string) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const params = { uri: vanityName, visitId: changes.visitId };

  if (changes.closed)
    return (
      <Text size="xs" c="dimmed">
        {changes.closed}
      </Text>
    );

  const open = (next: Dialog) => {
    setFailure(null);
    setDialog(next);
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setDialog(null);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const cancel = () =>
    run(async () => {
      const job = await callHub(vanityName, cancelHubVisitRoute, {
        params,
        body: { jobNumber, version: changes.version },
      });
      onChanged(job, messages.cancelled);
    });

  const ask = () =>
    run(async () => {
      const answer = await callHub(vanityName, askAnotherTimeRoute, { params, body: { jobNumber, note } });
      setSaid(answer.message);
    });

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {messages.changesUntil(changes.until)}
      </Text>
      {said && (
        <Text size="xs" role="status">
          {said}
        </Text>
      )}
      <Group gap="xs">
        {changes.booked ? (
          <Button size="compact-sm" variant="light" onClick={() => open('reschedule')}>
            {messages.reschedule}
          </Button>
        ) : (
          <Button size="compact-sm" variant="light" onClick={() => open('ask')} disabled={said !== null}>
            {messages.askAnotherTime}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => open('cancel')}>
          {messages.cancelVisit}
        </Button>
      </Group>
      {dialog === 'cancel' && (
        <Modal
          opened
          onClose={() => setDialog(null)}
          title={<Text fw={800}>{messages.cancelVisit}</Text>}
          centered
        >
          <Stack gap="md">
            <Text>{changes.cancelQuestion}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {messages.keepVisit}
              </Button>
              <Button color="red" onClick={cancel} loading={busy}>
                {messages.confirmCancel}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {dialog === 'ask' && (
        <Modal
          opened
          onClose={() => setDialog(null)}
          title={<Text fw={800}>{messages.askAnotherTime}</Text>}
          centered
        >
          <Stack gap="md">
            <Textarea
              label={messages.askNoteLabel}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={HUB_ANOTHER_TIME_NOTE_MAX}
              autosize
              minRows={3}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={ask} loading={busy}>
                {messages.sendAsk}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {dialog === 'reschedule' && (
        <HubRescheduleDialog
          vanityName={vanityName}
          jobNumber={jobNumber}
          changes={changes}
          onClose={() => setDialog(null)}
          onMoved={(job) => {
            setDialog(null);
            const moved = job.upcoming.find((visit) => visit.changes?.visitId === changes.visitId);
            onChanged(job, messages.rescheduled(moved?.when ?? ''));
          }}
        />
      )}
    </Stack>
  );
}
