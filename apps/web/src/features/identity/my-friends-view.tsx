'use client';

import { Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  acceptFriendRequestRoute,
  declineFriendRequestRoute,
  listFriendsRoute,
  removeFriendRoute,
  sendFriendRequestRoute,
} from '@porchlight/core/identity/friends.routes';
import {
  type FriendRequestCreate,
  type FriendsResponse,
  friendRequestCreateSchema,
} from '@porchlight/core/identity/friends.schemas';
import { IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { LoggedOutNotice } from '@/features/identity/logged-out-notice';
import { useSiteName } from '@/features/site/site-name-context';
import { showError } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { openConfirmDialog } from '@/lib/dialogs';
import { applyApiError } from '@/lib/form-errors';
import { apiQuery, apiQueryKey, withQueryProvider } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { EmailInviteForm } from './email-invite-form';
import { formatDate, PersonRow, personName } from './person-row';

const EMPTY: FriendsResponse = { friends: [], totalRecords: 0, incoming: [], outgoing: [] };

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={title}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {count ? (
          <Badge variant="light" radius="sm">
            {count}
          </Badge>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="xs">
      {children}
    </Text>
  );
}

function SendRequestForm({ onSent }: { onSent: () => Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FriendRequestCreate>({
    initialValues: { email: '' },
    validate: schemaResolver(friendRequestCreateSchema, { sync: true }),
  });

  const submit = useAction(
    async (values: FriendRequestCreate) => {
      setFormError(null);
      const body = friendRequestCreateSchema.parse(values);
      await callApi(sendFriendRequestRoute, { body });
      form.reset();
      await onSent();
      return body.email;
    },
    {
      success: (email) => `Friend request sent to ${email}`,
      onError: (error) => {
        setFormError(applyApiError(form, error, { 404: 'email', 409: 'email' }));
        return true;
      },
    },
  );

  return (
    <EmailInviteForm
      form={form}
      error={formError}
      busy={submit.busy}
      emailLabel="Friend's email address"
      submitLabel="Send request"
      onSubmit={(values) => submit.run(values)}
    ></EmailInviteForm>
  );
}

/** My friends (logged-in only): the server's first read, then the query cache's after each change. */
export const MyFriendsView = withQueryProvider(function MyFriendsView({
  initial,
}: {
  initial: FriendsResponse | null;
}) {
  const { user } = useCurrentUser();
  const siteName = useSiteName();
  const queryClient = useQueryClient();
  const friends = useQuery({
    ...apiQuery(listFriendsRoute, {}),
    initialData: initial ?? undefined,
    // What the page was rendered with is current: read again only after a change here.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: user !== null,
  });
  const data = friends.data ?? EMPTY;
  const failure = friends.error;
  useEffect(() => {
    if (failure) showError(errorMessage(failure));
  }, [failure]);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: apiQueryKey(listFriendsRoute) }),
    [queryClient],
  );

  // `key` names the button that shows the action as busy.
  const act = useAction(
    async (_key: string, action: () => Promise<unknown>, success: string) => {
      try {
        await action();
        return success;
      } finally {
        await reload();
      }
    },
    { success: (message) => message },
  );
  const busy = act.pending?.[0];

  const confirmRemove = (userId: string, name: string) =>
    void openConfirmDialog({
      title: 'Remove friend',
      children: <Text size="sm">Remove {name} from your friends? You can send a new request later.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red.7' },
      onConfirm: () =>
        act.run(
          `remove:${userId}`,
          () => callApi(removeFriendRoute, { params: { userId } }),
          `${name} was removed from your friends`,
        ),
    });

  if (!user) return <LoggedOutNotice returnTo="/account/my-friends" />;

  return (
    <Stack maw={760} mx="auto" px="md" py="xl" gap="lg">
      <Stack gap={4}>
        <Title order={1}>My friends</Title>
        <Text c="dimmed">
          Friends on {siteName} see each other&apos;s reviews first and can sort search results by what their
          friends recommend.
        </Text>
      </Stack>

      <Section title="Add a friend">
        <SendRequestForm onSent={reload} />
      </Section>

      <Section title="Friend requests" count={data.incoming.length}>
        {data.incoming.length === 0 ? (
          <EmptyNote>No one is waiting for your answer right now.</EmptyNote>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.incoming.map((request) => {
              const name = personName(request.person);
              return (
                <PersonRow
                  key={request.requestId}
                  name={name}
                  email={request.person.email}
                  note={`Sent ${formatDate(request.createdAt)}`}
                  actions={
                    <>
                      <Button
                        size="xs"
                        aria-label={`Accept friend request from ${name}`}
                        loading={busy === `accept:${request.requestId}`}
                        onClick={() =>
                          act.run(
                            `accept:${request.requestId}`,
                            () =>
                              callApi(acceptFriendRequestRoute, {
                                params: { requestId: request.requestId },
                              }),
                            `You and ${name} are now friends`,
                          )
                        }
                      >
                        Accept
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Decline friend request from ${name}`}
                        loading={busy === `decline:${request.requestId}`}
                        onClick={() =>
                          act.run(
                            `decline:${request.requestId}`,
                            () =>
                              callApi(declineFriendRequestRoute, {
                                params: { requestId: request.requestId },
                              }),
                            'Friend request declined',
                          )
                        }
                      >
                        Decline
                      </Button>
                    </>
                  }
                />
              );
            })}
          </Box>
        )}
      </Section>

      <Section title="Requests you sent" count={data.outgoing.length}>
        {data.outgoing.length === 0 ? (
          <EmptyNote>You have no requests waiting for an answer.</EmptyNote>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.outgoing.map((request) => {
              // Only the public name until they accept: the e-mail typed does not reveal whose account it is.
              const name = request.person.displayName;
              return (
                <PersonRow
                  key={request.requestId}
                  name={name}
                  note={`Sent ${formatDate(request.createdAt)} · waiting for an answer`}
                  actions={
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Cancel friend request to ${name}`}
                      loading={busy === `cancel:${request.requestId}`}
                      onClick={() =>
                        act.run(
                          `cancel:${request.requestId}`,
                          () =>
                            callApi(declineFriendRequestRoute, {
                              params: { requestId: request.requestId },
                            }),
                          'Friend request canceled',
                        )
                      }
                    >
                      Cancel
                    </Button>
                  }
                />
              );
            })}
          </Box>
        )}
      </Section>

      <Section title="Your friends" count={data.totalRecords}>
        {data.friends.length === 0 ? (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconUsers size={30} />
            </ThemeIcon>
            <Text fw={600}>No friends yet</Text>
            <Text size="sm" c="dimmed" maw={420}>
              Invite people you trust by their email address. Once they accept, their recommendations help you
              find the right pro.
            </Text>
          </Stack>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.friends.map((friend) => {
              const name = personName(friend);
              return (
                <PersonRow
                  key={friend.userId}
                  name={name}
                  email={friend.email}
                  note={`Friends since ${formatDate(friend.since)}`}
                  actions={
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${name} from friends`}
                      loading={busy === `remove:${friend.userId}`}
                      onClick={() => confirmRemove(friend.userId, name)}
                    >
                      Remove
                    </Button>
                  }
                />
              );
            })}
          </Box>
        )}
      </Section>
    </Stack>
  );
});
