'use client';

import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { listComingUpMessagesRoute } from '@porchlight/core/messaging/coming-up.routes';
import { MESSAGE_GROUPS } from '@porchlight/core/messaging/message-kinds';
import {
  getMessageSettingsRoute,
  moveMessageClockRoute,
  saveMessageKindRoute,
} from '@porchlight/core/messaging/message-settings.routes';
import type { MessageKindView } from '@porchlight/core/messaging/message-settings.schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { ComingUpList } from './coming-up-list';
import { MessageSettingsForm } from './message-settings-form';
import { TemplateEditorDialog } from './template-editor-dialog';

const GROUP_NOTES: Partial<Record<(typeof MESSAGE_GROUPS)[number], string>> = {
  Reviews:
    'Review requests go to every client alike after every job: asking only happy clients, or rewarding good reviews, breaks FTC rules and Google’s policy.',
};

/** The message clock's buttons: forward an hour or a day. */
const CLOCK_STEPS = [
  { hours: 1, label: 'Forward 1 hour' },
  { hours: 24, label: 'Forward 1 day' },
];

const clockFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function KindCard({
  kind,
  busy,
  onSwitch,
  onEdit,
}: {
  kind: MessageKindView;
  busy: boolean;
  onSwitch: (channel: 'emailOn' | 'smsOn', on: boolean) => void;
  onEdit: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={kind.label} component="section">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={600}>{kind.label}</Text>
            {kind.isDefault ? null : (
              <Badge size="sm" variant="light">
                Edited
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {kind.when}
          </Text>
        </div>
        <Group gap="md" wrap="wrap">
          <Switch
            label="E-mail"
            checked={kind.emailOn}
            disabled={busy}
            onChange={(event) => onSwitch('emailOn', event.currentTarget.checked)}
          />
          <Switch
            label="Text"
            checked={kind.smsOn}
            disabled={busy}
            onChange={(event) => onSwitch('smsOn', event.currentTarget.checked)}
          />
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${kind.label}`}>
            Edit
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The Service Manager's Automatic messages tab (issue 35, docs/plans/reminders.md §8): every message
 * clients get by themselves, grouped, with its time in words, e-mail and text switches and an editor;
 * quiet hours and limits; the message clock on test servers.
 */
export function AutomaticMessagesTab({ vanityName }: { vanityName: string }) {
  const queryClient = useQueryClient();
  const request = { query: { vanityName } };
  const settings = useQuery(apiQuery(getMessageSettingsRoute, request));
  // A switch, a new time or a clock move changes what is coming up too.
  const reload = () =>
    Promise.all(
      [getMessageSettingsRoute, listComingUpMessagesRoute].map((route) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(route) }),
      ),
    );
  const [editing, setEditing] = useState<MessageKindView | null>(null);

  const toggle = useAction(
    async (kind: MessageKindView, channel: 'emailOn' | 'smsOn', on: boolean) => {
      try {
        await callApi(saveMessageKindRoute, {
          params: { kind: kind.kind },
          query: { vanityName },
          body: {
            emailOn: kind.emailOn,
            smsOn: kind.smsOn,
            offsetDays: kind.offsetDays,
            sendAt: kind.sendAt,
            delayMinutes: kind.delayMinutes,
            subject: kind.subject,
            emailBody: kind.emailBody,
            smsBody: kind.smsBody,
            version: kind.version,
            [channel]: on,
          },
        });
      } finally {
        await reload();
      }
      return 'Saved.';
    },
    { success: (message) => message },
  );
  const moveClock = useAction(
    async (hours: number) => {
      await callApi(moveMessageClockRoute, { query: { vanityName }, body: { hours } });
      await reload();
      return '';
    },
    { success: '' },
  );

  if (settings.error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {settings.error.message}
      </Alert>
    );
  if (!settings.data) return <Skeleton h={400} radius="md" />;
  const { kinds, clock } = settings.data;

  return (
    <Stack gap="lg">
      <Alert variant="light" color="blue" title="Sent by themselves">
        Each message below goes out on its own at its time. Texts go only to clients who agreed to them (see a
        client's Messages tab) and wait out the quiet hours on the client's clock; e-mails are never held.
      </Alert>
      {clock ? (
        <Paper withBorder radius="md" p="md" aria-label="Message clock">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Message clock (test server): <b>{clockFormat.format(new Date(clock.now))}</b>
            </Text>
            <Group gap="xs">
              {CLOCK_STEPS.map(({ hours, label }) => (
                <Button
                  key={hours}
                  size="xs"
                  variant="default"
                  loading={moveClock.pending?.[0] === hours}
                  onClick={() => moveClock.run(hours)}
                >
                  {label}
                </Button>
              ))}
            </Group>
          </Group>
        </Paper>
      ) : null}
      <ComingUpList vanityName={vanityName} />
      {MESSAGE_GROUPS.map((group) => (
        <Stack key={group} gap="xs">
          <Title order={2} size="h4">
            {group}
          </Title>
          {GROUP_NOTES[group] ? (
            <Text size="sm" c="dimmed">
              {GROUP_NOTES[group]}
            </Text>
          ) : null}
          {kinds
            .filter((kind) => kind.group === group)
            .map((kind) => (
              <KindCard
                key={kind.kind}
                kind={kind}
                busy={toggle.busy}
                onSwitch={(channel, on) => toggle.run(kind, channel, on)}
                onEdit={() => setEditing(kind)}
              />
            ))}
        </Stack>
      ))}
      <MessageSettingsForm vanityName={vanityName} settings={settings.data} onSaved={reload} />
      {editing ? (
        <TemplateEditorDialog
          vanityName={vanityName}
          kind={editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </Stack>
  );
}
