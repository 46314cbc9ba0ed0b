'use client';

import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CHANNEL_LABELS } from '@porchlight/core/messaging/client-message-words';
import { listComingUpMessagesRoute } from '@porchlight/core/messaging/coming-up.routes';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { ListPager } from '@/features/service-manager/paged-table';
import { usePagedQuery } from '@/features/service-manager/use-paged-query';
import { messageTimeFormat } from './message-preference-fields';

const ROWS = 5;

/**
 * The Automatic messages tab's coming-up list (docs/plans/reminders.md §8): the messages still to go,
 * soonest first — when on the company's clock, which, to whom, by e-mail and/or text.
 */
export function ComingUpList({ vanityName }: { vanityName: string }) {
  const list = usePagedQuery({
    route: listComingUpMessagesRoute,
    request: ({ first, rows }) => ({ query: { vanityName, first, rows } }),
    // Each row carries the company's zone: its times are shown on the company's clock.
    rowsOf: (answer) => ({
      rows: answer.messages.map((message) => ({ ...message, timeZone: answer.timeZone })),
      totalRecords: answer.totalRecords,
    }),
    defaultSort: 'dueAt',
    rows: ROWS,
  });
  const body = (() => {
    if (list.failed) return <Text c="red">{serviceManagerMessages.pageLoadFailed}</Text>;
    if (!list.data) return <Skeleton h={96} radius="sm" />;
    const { rows, totalRecords } = list.data;
    if (totalRecords === 0 || !rows[0])
      return (
        <Text size="sm" c="dimmed">
          Nothing is waiting to go. Booking a visit, sending an invoice or an estimate plans its messages
          here.
        </Text>
      );
    const when = messageTimeFormat(rows[0].timeZone);
    return (
      <Stack gap="xs">
        <Stack
          gap={4}
          component="ul"
          aria-label="Coming up"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((message) => (
            <Group
              key={message.id}
              component="li"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              justify="space-between"
            >
              <Text size="sm">
                <time dateTime={message.at}>{when.format(new Date(message.at))}</time> · {message.label} to{' '}
                {message.clientName}
              </Text>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                {message.channels.map((channel) => (
                  <Badge key={channel} size="sm" variant="outline" color="dark" tt="none">
                    {CHANNEL_LABELS[channel]}
                  </Badge>
                ))}
              </Group>
            </Group>
          ))}
        </Stack>
        <ListPager page={list.page} onPage={list.setPage} totalRecords={totalRecords} />
      </Stack>
    );
  })();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Coming up">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Coming up
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
