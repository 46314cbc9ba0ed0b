import type { ChatMessage } from '@porchlight/core/chat/chat.schemas';

/** One open socket, as the hub sees it. */
export interface ChatPeer {
  /** Sends the message unless this socket already had it (the peer remembers the ids it sent). */
  deliver(message: ChatMessage): void;
}

/**
 * This process's sockets by conversation (visitors and members who joined it) and by provider
 * (members watching every conversation of theirs). Each `chat.message` event, from any process, is
 * read once from the database and pushed to the sockets here that want it.
 */
export function createChatSocketHub(deps: {
  findMessage(messageId: number): Promise<{ message: ChatMessage; providerId: string } | undefined>;
}) {
  const byConversation = new Map<string, Set<ChatPeer>>();
  const byProvider = new Map<string, Set<ChatPeer>>();
  const keysOf = new Map<ChatPeer, { conversations: Set<string>; providers: Set<string> }>();

  function keys(peer: ChatPeer) {
    let found = keysOf.get(peer);
    if (!found) {
      found = { conversations: new Set(), providers: new Set() };
      keysOf.set(peer, found);
    }
    return found;
  }

  function add(map: Map<string, Set<ChatPeer>>, key: string, peer: ChatPeer): void {
    const set = map.get(key) ?? new Set();
    set.add(peer);
    map.set(key, set);
  }

  function remove(map: Map<string, Set<ChatPeer>>, key: string, peer: ChatPeer): void {
    const set = map.get(key);
    set?.delete(peer);
    if (set?.size === 0) map.delete(key);
  }

  return {
    join(peer: ChatPeer, conversationId: string): void {
      keys(peer).conversations.add(conversationId);
      add(byConversation, conversationId, peer);
    },

    watch(peer: ChatPeer, providerId: string): void {
      keys(peer).providers.add(providerId);
      add(byProvider, providerId, peer);
    },

    leave(peer: ChatPeer): void {
      const found = keysOf.get(peer);
      if (!found) return;
      for (const id of found.conversations) remove(byConversation, id, peer);
      for (const id of found.providers) remove(byProvider, id, peer);
      keysOf.delete(peer);
    },

    /** A message was stored (by any process): push it to the sockets here that joined or watch it. */
    async announce(event: { conversationId: string; messageId: number }): Promise<void> {
      // Most events concern no socket of this process: skip the read when nobody could want it.
      if (!byConversation.has(event.conversationId) && byProvider.size === 0) return;
      const found = await deps.findMessage(event.messageId);
      if (!found) return;
      const peers = new Set([
        ...(byConversation.get(found.message.conversationId) ?? []),
        ...(byProvider.get(found.providerId) ?? []),
      ]);
      for (const peer of peers) peer.deliver(found.message);
    },

    get socketCount(): number {
      return keysOf.size;
    },
  };
}

export type ChatSocketHub = ReturnType<typeof createChatSocketHub>;
