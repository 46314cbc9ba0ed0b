'use client';

import { markConversationReadRoute, messageHistoryRoute } from '@porchlight/core/chat/chat.routes';
import type { ChatMessage, ChatSender } from '@porchlight/core/chat/chat.schemas';
import { lastMessageId, mergeMessages } from '@porchlight/core/chat/chat-thread.rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { type ChatConnectionStatus, openChatConnection } from './chat-connection';

/** Reads a conversation's messages newer than `after`, every page of them. */
async function readHistory(conversationId: string, after: number): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  for (let from = after; ; ) {
    const page = await callApi(messageHistoryRoute, {
      params: { conversationId },
      query: from ? { after: from } : {},
    });
    messages.push(...page.messages);
    const last = page.messages.at(-1);
    if (!page.hasMore || !last) return messages;
    from = last.id;
  }
}

export interface Conversation {
  messages: ChatMessage[];
  /** The conversation is gone, or not this browser's (404): start another. */
  missing: boolean;
  /** Live delivery: 'open' when new messages arrive as they are sent. */
  status: ChatConnectionStatus;
  /** A message that arrived another way (the send call's answer, the provider's WATCH socket). */
  receive: (message: ChatMessage) => void;
  /** Reads what arrived since the newest message shown (after the provider's socket reconnects). */
  catchUp: () => void;
}

/**
 * One conversation's thread: its history, then live messages. With `join`, it opens its own socket
 * (the visitor's panel); the provider's page passes what its WATCH socket hears to `receive` instead.
 * Messages from the other side are marked read while the thread is shown.
 */
export function useConversation(
  conversationId: string | null,
  { side, join }: { side: ChatSender; join: boolean },
): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<ChatConnectionStatus>('connecting');
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const markRead = useCallback(() => {
    if (!conversationId) return;
    void callApi(markConversationReadRoute, { params: { conversationId }, body: {} }).catch(() => {});
  }, [conversationId]);

  const receive = useCallback(
    (message: ChatMessage) => {
      if (message.conversationId !== conversationId) return;
      setMessages((thread) => mergeMessages(thread, [message]));
      if (message.sender !== side && document.visibilityState === 'visible') markRead();
    },
    [conversationId, side, markRead],
  );

  // A new conversation starts from its whole history.
  useEffect(() => {
    setMessages([]);
    setMissing(false);
    if (!conversationId) return;
    let live = true;
    readHistory(conversationId, 0)
      .then((history) => {
        if (!live) return;
        setMessages((thread) => mergeMessages(thread, history));
        markRead();
      })
      .catch((error: unknown) => {
        if (live && error instanceof ApiError && error.status === 404) setMissing(true);
      });
    return () => {
      live = false;
    };
  }, [conversationId, markRead]);

  useEffect(() => {
    if (!conversationId || !join) return;
    const connection = openChatConnection({
      // On every (re)connect, what arrived since the newest message shown comes first.
      subscriptions: () => [
        { type: 'JOIN', conversationId, after: lastMessageId(messagesRef.current) || undefined },
      ],
      onMessage: receive,
      onStatus: setStatus,
    });
    return () => connection.close();
  }, [conversationId, join, receive]);

  const catchUp = useCallback(() => {
    if (!conversationId) return;
    readHistory(conversationId, lastMessageId(messagesRef.current))
      .then((newer) => setMessages((thread) => mergeMessages(thread, newer)))
      .catch(() => {});
  }, [conversationId]);

  return { messages, missing, status, receive, catchUp };
}
