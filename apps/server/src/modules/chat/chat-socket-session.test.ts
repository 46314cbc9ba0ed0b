import { EventEmitter } from 'node:events';
import type { ChatMessage } from '@porchlight/core/chat/chat.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ChatService } from './chat.service';
import type { ChatPeer, ChatSocketHub } from './chat-socket-hub';
import { startChatSession } from './chat-socket-session';

const conversationId = '6f1c1f8e-2f5b-4c8e-9a59-0d8a3b1c2d3e';

function messageOf(id: number, text: string): ChatMessage {
  return {
    id,
    conversationId,
    sender: 'provider',
    senderName: 'Bright Nest',
    message: text,
    createdAt: '2026-11-28T17:00:00.000Z',
  } as ChatMessage;
}

/** A socket that records what the session sends and lets the test send frames. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const frames: Array<{ type: string; message?: ChatMessage }> = [];
  const socket = Object.assign(emitter, {
    OPEN: 1,
    CONNECTING: 0,
    readyState: 1,
    send: (data: string) => frames.push(JSON.parse(data)),
    close: () => {},
    ping: () => {},
  });
  return {
    socket: socket as unknown as WebSocket,
    frames,
    receive: (frame: object) => emitter.emit('message', Buffer.from(JSON.stringify(frame))),
  };
}

describe('a JOIN with catch-up', () => {
  it('sends a live message announced during the catch-up after the older ones it read', async () => {
    let joinedPeer: ChatPeer | undefined;
    let releaseCatchUp = () => {};
    const catchUpRead = new Promise<void>((resolve) => {
      releaseCatchUp = resolve;
    });
    const hub = {
      join: (peer: ChatPeer) => (joinedPeer = peer),
      leave: () => {},
    } as unknown as ChatSocketHub;
    const service = {
      tokens: {
        verifyConnection: async () => ({ ok: true, claims: { connectionId: 'c1' } }),
        verifySender: async () => ({ ok: true, claims: { kind: 'user', userId: 'u1' } }),
      },
      participantOf: async () => ({ side: 'visitor' }),
      messagesAfter: async () => {
        await catchUpRead;
        return {
          messages: [messageOf(11, 'Still there?'), messageOf(12, 'We can come on Monday.')],
          hasMore: false,
        };
      },
    } as unknown as ChatService;
    const { socket, frames, receive } = fakeSocket();
    startChatSession(socket, {
      service,
      hub,
      connToken: 'token',
      hostname: 'localhost',
      address: '127.0.0.1',
      log: { error: () => {} } as unknown as FastifyBaseLogger,
    });

    receive({ type: 'AUTH', token: 'ws' });
    receive({ type: 'JOIN', conversationId, after: 10 });
    await expect.poll(() => joinedPeer).toBeDefined();
    // Another process announces message 12 before this one's catch-up has read 11 and 12.
    joinedPeer?.deliver(messageOf(12, 'We can come on Monday.'));
    releaseCatchUp();

    await expect.poll(() => frames.filter((frame) => frame.type === 'MESSAGE').length).toBe(2);
    joinedPeer?.deliver(messageOf(13, 'See you then.'));
    expect(frames.filter((frame) => frame.type === 'MESSAGE').map((frame) => frame.message?.message)).toEqual(
      ['Still there?', 'We can come on Monday.', 'See you then.'],
    );
  });
});
