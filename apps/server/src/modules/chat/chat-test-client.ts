import type { ChatClientFrame, ChatServerFrame } from '@porchlight/core/chat/chat-socket.protocol';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A chat socket client for the API tests: what it received, and waits for frames or the close. */
export interface TestChatSocket {
  frames: ChatServerFrame[];
  send(frame: ChatClientFrame | Record<string, unknown>): void;
  sendRaw(text: string): void;
  /** The first received frame (past or future) that matches, or a timeout error. */
  waitFor(match: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** The listening address of an app (call `app.listen({ port: 0, host: '127.0.0.1' })` first). */
export function socketUrl(app: FastifyInstance, connToken?: string): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const query = connToken === undefined ? '' : `?token=${encodeURIComponent(connToken)}`;
  return `ws://127.0.0.1:${address.port}/ws${query}`;
}

export async function openChatSocket(url: string): Promise<TestChatSocket> {
  const ws = new WebSocket(url);
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (text) => ws.send(text),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame; received ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    closed,
    close: () => ws.close(),
  };
}
