'use client';

import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { timeOffMessages as messages } from '@porchlight/core/scheduling/time-off.messages';
import { createTimeOffRoute, deleteTimeOffRoute } from '@porchlight/core/scheduling/time-off.routes';
import type { TimeOff } from '@porchlight/core/scheduling/time-off.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import dayjs from 'dayjs';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { wallTimeOf } from './schedule-range';

const WHOLE_TEAM = '';

/**
 * Time off (issue 34): a member's or the whole team's, from and to a wall time in the company's zone;
 * the time off already in the calendar's range is listed with Remove. Online booking offers no time in
 * it; visits may still be put over it by hand. With `ownerId` (My schedule) it is that person's only:
 * no Who, and `timeOff` lists only theirs (the API refuses the rest to a technician anyway).
 */
export function TimeOffDialog({
  vanityName,
  date,
  members = [],
  ownerId,
  timeOff,
  nameOf,
  onChanged,
  onClose,
}: {
  vanityName: string;
  /** The calendar's day: the form starts there. */
  date: string;
  members?: { value: string; label: string }[];
  /** Only this person's time off: the Who choice is hidden. */
  ownerId?: string;
  timeOff: TimeOff[];
  nameOf: (memberId: string | null) => string;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [memberId, setMemberId] = useState(ownerId ?? WHOLE_TEAM);
  const [start, setStart] = useState(`${date}T00:00`);
  const [end, setEnd] = useState(`${dayjs(date).add(1, 'day').format('YYYY-MM-DD')}T00:00`);
  const [note, setNote] = useState('');
  const add = useAction(
    async () => {
      await callApi(createTimeOffRoute, {
        query: { vanityName },
        body: { memberId: memberId || null, start, end, note: note || null },
      });
      setNote('');
      await onChanged();
    },
    { success: 'Time off added', errorTitle: serviceManagerMessages.errorTitle },
  );
  const remove = useAction(
    async (id: string) => {
      await callApi(deleteTimeOffRoute, { params: { timeOffId: id }, query: { vanityName } });
      await onChanged();
    },
    { success: 'Time off removed', errorTitle: serviceManagerMessages.errorTitle },
  );
  const when = (off: TimeOff) => {
    const [from, to] = [dayjs(wallTimeOf(off.start)), dayjs(wallTimeOf(off.end))];
    return `${from.format('ddd, MMM D h:mm A')} – ${to.format(to.isSame(from, 'day') ? 'h:mm A' : 'ddd, MMM D h:mm A')}`;
  };

  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>{messages.title}</Text>} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.run();
        }}
      >
        <Stack gap="sm">
          {!ownerId && (
            <NativeSelect
              label="Who"
              value={memberId}
              onChange={(event) => setMemberId(event.currentTarget.value)}
              data={[{ value: WHOLE_TEAM, label: messages.whole }, ...members]}
            />
          )}
          {/* One under the other: side by side, the dialog cuts a date and time field off. */}
          <TextInput
            label="From"
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
          <TextInput
            label="Note"
            placeholder="Holiday, training…"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={add.busy}>
              Add time off
            </Button>
          </Group>
        </Stack>
      </form>
      {timeOff.length > 0 && (
        <Stack gap={6} mt="md" data-testid="time-off-list">
          <Text fw={700} size="sm">
            {ownerId ? 'Yours' : 'In this view'}
          </Text>
          {timeOff.map((off) => (
            <Group key={off.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }}>
                <b>{nameOf(off.memberId)}</b> · {when(off)}
                {off.note ? ` · ${off.note}` : ''}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                style={{ flexShrink: 0 }}
                onClick={() => remove.run(off.id)}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
