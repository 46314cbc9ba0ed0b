import type { ChatMessage } from './chat.schemas';

/**
 * A thread with newly arrived messages merged in: ordered by id, each once. Messages come from the
 * history call, the socket and the send call's answer, in any order and sometimes twice.
 */
export function mergeMessages(
  thread: readonly ChatMessage[],
  arrived: readonly ChatMessage[],
): ChatMessage[] {
  const known = new Set(thread.map((message) => message.id));
  const fresh = arrived.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (fresh.length === 0) return thread as ChatMessage[];
  return [...thread, ...fresh].sort((a, b) => a.id - b.id);
}

/** The id to ask `after` on a reconnect: the newest message the thread has (0 when empty). */
export function lastMessageId(thread: readonly ChatMessage[]): number {
  return thread.at(-1)?.id ?? 0;
}
