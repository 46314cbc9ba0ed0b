'use client';

import { listConversationsRoute } from '@porchlight/core/chat/chat.routes';
import { callApi } from '@/lib/api-client';
import { usePolledTotal } from '@/lib/use-polled-total';

const unreadConversations = (vanityName: string) =>
  callApi(listConversationsRoute, { query: { vanityName, rows: 1 } }).then((answer) => answer.totalUnread);

/** Conversations with unread visitor messages across the providers the user answers for. */
export function useChatUnread(vanityNames: readonly string[]): number {
  return usePolledTotal(vanityNames, unreadConversations);
}
