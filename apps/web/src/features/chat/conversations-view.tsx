'use client';

import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { chatMessages } from '@porchlight/core/chat/chat.messages';
import {
  listConversationsRoute,
  sendMessageRoute,
  updateChatSettingsRoute,
} from '@porchlight/core/chat/chat.routes';
import type { ChatMessage, ConversationSummary } from '@porchlight/core/chat/chat.schemas';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { apiQueryKey, withQueryProvider } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { type ChatConnectionStatus, openChatConnection } from './chat-connection';
import { ChatComposer, ChatMessages, ConnectionNote } from './chat-thread';
import classes from './conversations.module.css';
import { conversationsHref } from './conversations-href';
import { useConversation } from './use-conversation';

export interface ConversationList {
  conversations: ConversationSummary[];
  totalRecords: number;
  totalUnread: number;
}

const whenFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

interface ConversationsViewProps {
  vanityName: string;
  providerName: string;
  companies: { vanityName: string; name: string }[];
  initial: ConversationList;
  chatEnabled: boolean;
}

/**
 * The provider's live chats (spec 3 §2.3, provider side): every conversation with its unread count,
 * kept current by a WATCH socket, and the chosen one's thread to answer in. The list is read through
 * a query cache of its own (logged-in owners only; the visitor's chat never loads it).
 */
export const ConversationsView = withQueryProvider(Conversations);

function Conversations({
  vanityName,
  providerName,
  companies,
  initial,
  chatEnabled,
}: ConversationsViewProps) {
  const queryClient = useQueryClient();
  // One key for the company's list: how many rows it asks for grows with what has been shown.
  const listKey = apiQueryKey(listConversationsRoute, { query: { vanityName } });
  const shown = useRef(initial.conversations.length);
  const list: ConversationList =
    useQuery({
      queryKey: listKey,
      queryFn: ({ signal }) =>
        callApi(
          listConversationsRoute,
          { query: { vanityName, rows: Math.min(100, Math.max(20, shown.current)) } },
          { signal },
        ),
      initialData: initial,
      // The page was rendered with the list; the socket says when to read it again.
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? initial;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [status, setStatus] = useState<ChatConnectionStatus>('connecting');
  const [enabled, setEnabled] = useState(chatEnabled);
  const conversation = useConversation(selectedId, { side: 'provider', join: false });
  const { receive, catchUp } = conversation;
  shown.current = Math.max(shown.current, list.conversations.length);

  // The list is re-read rather than patched: unread counts and order are the server's. A read under
  // way gives way to the newer one; a failed one leaves the list as it was.
  const refreshTimer = useRef<number | undefined>(undefined);
  const refreshList = useCallback(() => {
    window.clearTimeout(refreshTimer.current);
    refreshTimer.current = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: apiQueryKey(listConversationsRoute) }),
      250,
    );
  }, [queryClient]);

  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  useEffect(() => {
    let wasOpen = false;
    const connection = openChatConnection({
      subscriptions: () => [{ type: 'WATCH', vanityName }],
      onMessage: (message: ChatMessage) => {
        receive(message);
        refreshList();
      },
      onStatus: (next) => {
        setStatus(next);
        if (next !== 'open') return;
        // The page's list was read before the socket watched: a chat started in between is only in a
        // fresh read. Back after a drop, the open thread also catches up on what was missed meanwhile.
        refreshList();
        if (wasOpen) catchUp();
        wasOpen = true;
      },
    });
    return () => connection.close();
  }, [vanityName, receive, catchUp, refreshList]);

  function select(id: string) {
    setSelectedId(id);
    // Opening it marks it read (useConversation); the badge follows.
    queryClient.setQueryData(listKey, (current: ConversationList | undefined) =>
      current
        ? {
            ...current,
            conversations: current.conversations.map((entry) =>
              entry.id === id ? { ...entry, unread: 0 } : entry,
            ),
          }
        : current,
    );
    refreshList();
  }

  const selected = list.conversations.find((entry) => entry.id === selectedId);
  return (
    <Stack maw={1100} mx="auto" px="md" py="xl" gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>Conversations</Title>
          <Text c="dimmed">
            Live chats with visitors of{' '}
            <Anchor href={`/company/${vanityName}`} fw={600}>
              {providerName}
            </Anchor>
            {list.totalUnread > 0 && ` · ${list.totalUnread} unread`}
          </Text>
        </Stack>
        <Group gap="md">
          {companies.length > 1 && <CompanyPicker companies={companies} current={vanityName} />}
          <ChatSwitch vanityName={vanityName} enabled={enabled} onChange={setEnabled} />
        </Group>
      </Group>
      <ConnectionNote status={status} />
      {list.conversations.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {enabled
              ? "No conversations yet. When a visitor writes from your profile's Live Chat, it shows up here at once."
              : 'No conversations yet. Turn live chat on to show a Live Chat button on your profile.'}
          </Text>
        </Paper>
      ) : (
        <Paper
          withBorder
          radius="lg"
          className={classes.frame}
          data-thread-open={selectedId ? true : undefined}
        >
          <ConversationPicker
            conversations={list.conversations}
            selectedId={selectedId}
            onSelect={select}
            hasMore={list.totalRecords > list.conversations.length}
            onMore={() => {
              shown.current = list.conversations.length + 20;
              refreshList();
            }}
          />
          <section
            className={classes.thread}
            aria-label={selected ? `Chat with ${selected.visitorName}` : 'Chat'}
          >
            {selected ? (
              <>
                <header className={classes.threadHeader}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconArrowLeft size={16} />}
                    className={classes.back}
                    onClick={() => setSelectedId(null)}
                  >
                    All conversations
                  </Button>
                  <div>
                    <Text fw={700}>{selected.visitorName}</Text>
                    <Anchor href={`mailto:${selected.visitorEmail}`} size="sm">
                      {selected.visitorEmail}
                    </Anchor>
                  </div>
                </header>
                <ChatMessages
                  messages={conversation.messages}
                  mySide="provider"
                  emptyText="No messages in this conversation yet."
                />
                <ChatComposer
                  placeholder={`Answer ${selected.visitorName}`}
                  onSend={async (text) => {
                    receive(
                      await callApi(sendMessageRoute, {
                        body: { conversationId: selected.id, message: text },
                      }),
                    );
                    refreshList();
                  }}
                />
              </>
            ) : (
              <p className={classes.placeholder}>Choose a conversation to read and answer it.</p>
            )}
          </section>
        </Paper>
      )}
    </Stack>
  );
}

function ConversationPicker({
  conversations,
  selectedId,
  onSelect,
  hasMore,
  onMore,
}: {
  conversations: ConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  hasMore: boolean;
  onMore: () => void;
}) {
  return (
    <nav className={classes.list} aria-label="Conversations">
      <ul className={classes.items}>
        {conversations.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={classes.item}
              aria-current={entry.id === selectedId || undefined}
              onClick={() => onSelect(entry.id)}
            >
              <span className={classes.itemTop}>
                <span className={classes.itemName}>{entry.visitorName}</span>
                {entry.unread > 0 && (
                  <Badge size="sm" circle aria-label={`${entry.unread} unread`}>
                    {entry.unread}
                  </Badge>
                )}
              </span>
              <span className={classes.itemText}>{entry.lastMessage ?? 'No messages yet'}</span>
              <span className={classes.itemWhen}>{whenFormat.format(new Date(entry.lastMessageAt))}</span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="subtle" fullWidth onClick={onMore}>
          Show more
        </Button>
      )}
    </nav>
  );
}

/** Live chat on or off for the profile: off hides the Live Chat button from visitors. */
function ChatSwitch({
  vanityName,
  enabled,
  onChange,
}: {
  vanityName: string;
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const toggle = useAction(
    async (next: boolean) => {
      const answer = await callApi(updateChatSettingsRoute, {
        query: { vanityName },
        body: { chatEnabled: next },
      });
      onChange(answer.chatEnabled);
      return answer;
    },
    { success: (answer) => (answer.chatEnabled ? chatMessages.chatTurnedOn : chatMessages.chatTurnedOff) },
  );
  return (
    <Switch
      label="Live chat on my profile"
      checked={enabled}
      disabled={toggle.busy}
      onChange={(event) => toggle.run(event.currentTarget.checked)}
    />
  );
}

function CompanyPicker({
  companies,
  current,
}: {
  companies: { vanityName: string; name: string }[];
  current: string;
}) {
  const router = useRouter();
  return (
    <NativeSelect
      aria-label="Company"
      value={current}
      data={companies.map((company) => ({ value: company.vanityName, label: company.name }))}
      onChange={(event) => router.push(conversationsHref(event.currentTarget.value))}
    />
  );
}
