import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.schemas';
import { lastMessageId, mergeMessages } from './chat-thread.rules';

const message = (id: number): ChatMessage => ({
  id,
  conversationId: '00000000-0000-4000-8000-000000000001',
  sender: id % 2 ? 'visitor' : 'provider',
  senderName: 'Pat',
  message: `message ${id}`,
  createdAt: new Date(2026, 0, 1, 0, id).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps each message once, ordered by id, whichever way it arrived first', () => {
    const thread = mergeMessages([message(1), message(3)], [message(4), message(2), message(3), message(4)]);
    expect(thread.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('answers the same thread when nothing new arrived, so React skips the render', () => {
    const thread = [message(1), message(2)];
    expect(mergeMessages(thread, [message(2)])).toBe(thread);
  });
});

describe('lastMessageId', () => {
  it('is the newest id, or 0 for an empty thread', () => {
    expect(lastMessageId([message(1), message(7)])).toBe(7);
    expect(lastMessageId([])).toBe(0);
  });
});
