'use client';

import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  CHANNEL_LABELS,
  DELIVERY_STATE_LABELS,
  outcomeWords,
} from '@porchlight/core/messaging/client-message-words';
import { listClientMessagesRoute } from '@porchlight/core/messaging/client-messaging.routes';
import type { ClientMessages } from '@porchlight/core/messaging/client-messaging.schemas';
import type { DeliveryState } from '@porchlight/core/messaging/delivery-state';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { ListPager } from '@/features/service-manager/paged-table';
import { usePagedQuery } from '@/features/service-manager/use-paged-query';
import { messageTimeFormat } from './message-preference-fields';

type Message = ClientMessages['messages'][number];

const STATE_COLORS: Record<DeliveryState, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  skipped: 'yellow',
  received: 'grape',
};

const ROWS = 10;

/** A number as people write it, (512) 555-0188; an e-mail address as it is. */
const addressOf = (message: Message) =>
  message.channel === 'sms' ? (formatPhoneNumber(message.to) ?? message.to) : message.to;

function MessageRow({ message, when }: { message: Message; when: Intl.DateTimeFormat }) {
  const channel = CHANNEL_LABELS[message.channel];
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={`${message.label}, ${channel}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {message.label}
          </Text>
          <Badge size="sm" variant="outline" color="dark" tt="none">
            {channel}
          </Badge>
          <Badge size="sm" variant="light" color={STATE_COLORS[message.state]} tt="none">
            {DELIVERY_STATE_LABELS[message.state]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={message.at}>{when.format(new Date(message.at))}</time>
        </Text>
      </Group>
      {message.outcome ? (
        <Text size="sm">Not sent: {outcomeWords(message.outcome, message.channel)}</Text>
      ) : null}
      <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {message.direction === 'in' ? 'From' : 'To'} {addressOf(message)}:{' '}
        {message.subject ?? message.excerpt}
      </Text>
    </Paper>
  );
}

/**
 * What a client got (and texted back), newest first (docs/plans/reminders.md §8): the kind, the channel,
 * when on the provider's clock, the delivery state and why a channel was not sent.
 */
export function ClientMessageLog({
  vanityName,
  clientId,
  timeZone,
}: {
  vanityName: string;
  clientId: string;
  timeZone: string;
}) {
  const log = usePagedQuery({
    route: listClientMessagesRoute,
    request: ({ first, rows }) => ({ params: { clientId }, query: { vanityName, first, rows } }),
    rowsOf: (answer) => ({ rows: answer.messages, totalRecords: answer.totalRecords }),
    defaultSort: 'createdAt',
    rows: ROWS,
  });
  const when = messageTimeFormat(timeZone);
  if (log.failed) return <Text c="red">{serviceManagerMessages.pageLoadFailed}</Text>;
  if (!log.data) return <Skeleton h={120} radius="sm" />;
  const { rows, totalRecords } = log.data;
  if (totalRecords === 0)
    return (
      <Text size="sm" c="dimmed">
        No messages yet. Confirmations, reminders and other automatic messages to this client show here, with
        whether they arrived.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack
        gap="xs"
        component="ul"
        aria-label="Messages"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {rows.map((message) => (
          <MessageRow key={message.id} message={message} when={when} />
        ))}
      </Stack>
      <ListPager page={log.page} onPage={log.setPage} totalRecords={totalRecords} />
    </Stack>
  );
}
