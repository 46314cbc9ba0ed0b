'use client';

import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  createCalendarFeedRoute,
  deleteCalendarFeedRoute,
  getCalendarFeedRoute,
} from '@porchlight/core/scheduling/calendar-feed.routes';
import { IconCalendarShare } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { openConfirmDialog } from '@/lib/dialogs';
import { apiQuery } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';

/**
 * The member's calendar feed: a secret link their calendar app subscribes to, made, copied, replaced
 * (the old one stops working) or turned off here.
 */
export function MyScheduleFeed({ vanityName }: { vanityName: string }) {
  const queryClient = useQueryClient();
  const feedQuery = apiQuery(getCalendarFeedRoute, { query: { vanityName } });
  const feed = useQuery(feedQuery);
  const url = feed.data?.url ?? null;

  const create = useAction(
    async () => {
      const answer = await callApi(createCalendarFeedRoute, { query: { vanityName }, body: {} });
      queryClient.setQueryData(feedQuery.queryKey, answer);
    },
    { success: 'Your calendar link is ready' },
  );
  const turnOff = useAction(
    async () => {
      const answer = await callApi(deleteCalendarFeedRoute, { query: { vanityName } });
      queryClient.setQueryData(feedQuery.queryKey, { url: null });
      return answer.message;
    },
    { success: (message) => message },
  );
  const confirm = (title: string, text: string, label: string, run: () => void) =>
    void openConfirmDialog({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      onConfirm: run,
    });

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarShare size={22} aria-hidden />
          <Title order={2} size="h4" id="calendar-feed-title">
            Calendar feed
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          See your visits in Google Calendar (Other calendars → From URL), Apple Calendar (New Calendar
          Subscription) or Outlook (Add calendar → Subscribe from web): paste the link there and changes show
          up on their own. Anyone with the link can read your visits, so keep it to yourself.
        </Text>
        {feed.isError && (
          <Text size="sm" c="red">
            {feed.error.message}
          </Text>
        )}
        {feed.isSuccess && !url && (
          <Button onClick={() => create.run()} loading={create.busy} style={{ alignSelf: 'flex-start' }}>
            Create calendar link
          </Button>
        )}
        {url && (
          <>
            <TextInput
              label="Your calendar link"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="calendar-feed-url"
            />
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button onClick={copy} color={copied ? 'green' : undefined}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="default"
                loading={create.busy}
                onClick={() =>
                  confirm(
                    'Make a new link',
                    'The link you have now stops working at once; calendars that use it must subscribe to the new one.',
                    'New link',
                    () => create.run(),
                  )
                }
              >
                New link
              </Button>
              <Button
                variant="subtle"
                color="red"
                loading={turnOff.busy}
                onClick={() =>
                  confirm(
                    'Turn off the calendar feed',
                    'The link stops working at once, and your calendars stop showing your visits.',
                    'Turn off',
                    () => turnOff.run(),
                  )
                }
              >
                Turn off
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
