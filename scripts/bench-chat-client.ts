// A client process of `npm run bench:chat` (started by bench-chat.ts, driven over IPC). For each of its
// conversations it opens both sides' sockets (the visitor on one server, the provider's owner on the same
// or another one), then sends on a fixed schedule and times every message from its SEND to its arrival on
// the other side's socket. Both sockets of a conversation live here, so one clock times both ends.
import { once } from 'node:events';
import type { ChatSender } from '@porchlight/core/chat/chat.schemas';
import type { ChatClientFrame, ChatServerFrame } from '@porchlight/core/chat/chat-socket.protocol';
import WebSocket from 'ws';

export interface BenchConversation {
  id: string;
  /** The anonymous visitor's chat cookie (`name=value`). */
  visitorCookie: string;
  /** Position in the whole benchmark: gives each socket its own client address. */
  index: number;
}

export type ClientCommand =
  | {
      type: 'open';
      conversations: BenchConversation[];
      visitorServer: string;
      memberServer: string;
      memberCookie: string;
    }
  | { type: 'traffic'; messagesPerSecond: number; rounds: number }
  | { type: 'close' };

export interface TrafficResult {
  /** Milliseconds from SEND to arrival on the other side, one per message received. */
  latencies: number[];
  sent: number;
  lost: number;
  errors: string[];
}

export type ClientReport =
  | { type: 'opened'; sockets: number }
  | ({ type: 'traffic' } & TrafficResult)
  | { type: 'closed' }
  | { type: 'failed'; message: string };

/** How many sockets one client process opens at a time. */
const OPEN_CONCURRENCY = 16;
/** How long the last messages may take to arrive before they count as lost. */
const DRAIN_TIMEOUT_MS = 10_000;

interface Pair {
  conversation: BenchConversation;
  visitor: WebSocket;
  member: WebSocket;
}

let pairs: Pair[] = [];
/** Send time (performance.now) of each message of the current traffic, by its sequence number. */
let sentAt = new Map<number, number>();
let latencies: number[] = [];
let errors: string[] = [];

const report = (message: ClientReport) => process.send?.(message);
const sendFrame = (ws: WebSocket, frame: ChatClientFrame) => ws.send(JSON.stringify(frame));
const parseFrame = (data: WebSocket.RawData) => JSON.parse(data.toString()) as ChatServerFrame;

/**
 * A loopback address per socket, sent as X-Forwarded-For: the server trusts it from a proxy on this
 * machine (TRUST_PROXY=loopback, the default), so each simulated person has their own rate-limit bucket,
 * as behind a real reverse proxy. No traffic goes to these addresses.
 */
function clientAddress(side: ChatSender, index: number): string {
  const base = side === 'visitor' ? 16 : 32;
  return `127.${base + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

async function fetchTokens(server: string, cookie: string, address: string) {
  const response = await fetch(`${server}/api/v1/provider/ws/token`, {
    headers: { cookie, 'x-forwarded-for': address },
  });
  if (!response.ok)
    throw new Error(`GET provider/ws/token: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { connToken: string; wsToken: string };
}

/** AUTH, then JOIN the conversation; resolves on JOINED. */
function handshake(ws: WebSocket, wsToken: string, conversationId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = parseFrame(data);
      if (frame.type === 'AUTH_OK') return sendFrame(ws, { type: 'JOIN', conversationId });
      finish();
      if (frame.type === 'JOINED') resolve();
      else reject(new Error(`unexpected frame during the handshake: ${JSON.stringify(frame)}`));
    };
    const onClose = (code: number, reason: Buffer) => {
      finish();
      reject(new Error(`socket closed during the handshake: ${code} ${reason.toString()}`));
    };
    const finish = () => {
      ws.off('message', onMessage);
      ws.off('close', onClose);
    };
    ws.on('message', onMessage);
    ws.on('close', onClose);
    sendFrame(ws, { type: 'AUTH', token: wsToken });
  });
}

/** Counts a message from the other side: its text carries its sequence number. */
function receive(side: ChatSender, frame: ChatServerFrame): void {
  if (frame.type === 'ERROR') errors.push(`${frame.code}: ${frame.message}`);
  // The sender's own socket gets its message back too; only the other side's arrival is timed.
  if (frame.type !== 'MESSAGE' || frame.message.sender === side) return;
  const sequence = Number(frame.message.message.split(' ')[1]);
  const started = sentAt.get(sequence);
  if (started === undefined) return;
  latencies.push(performance.now() - started);
  sentAt.delete(sequence);
}

async function openSide(
  side: ChatSender,
  server: string,
  cookie: string,
  conversation: BenchConversation,
): Promise<WebSocket> {
  const address = clientAddress(side, conversation.index);
  const tokens = await fetchTokens(server, cookie, address);
  // The socket too: anonymous visitors' messages are limited per address, HTTP and socket alike.
  const ws = new WebSocket(
    `${server.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(tokens.connToken)}`,
    { headers: { 'x-forwarded-for': address } },
  );
  await once(ws, 'open');
  await handshake(ws, tokens.wsToken, conversation.id);
  ws.on('message', (data) => receive(side, parseFrame(data)));
  return ws;
}

async function openAll(command: Extract<ClientCommand, { type: 'open' }>): Promise<number> {
  const queue = [...command.conversations];
  const openNext = async (): Promise<void> => {
    for (let conversation = queue.shift(); conversation; conversation = queue.shift()) {
      const visitor = await openSide(
        'visitor',
        command.visitorServer,
        conversation.visitorCookie,
        conversation,
      );
      const member = await openSide('provider', command.memberServer, command.memberCookie, conversation);
      pairs.push({ conversation, visitor, member });
    }
  };
  await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, openNext));
  return pairs.length * 2;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `rounds` messages per conversation at `messagesPerSecond` over all of them, on a fixed schedule (a late
 * send does not push the next ones back, so a slow server shows as latency). Rounds alternate sides: the
 * visitor asks, the provider answers, so with an even number of rounds no message is left unread (no
 * unread e-mails in later runs).
 */
async function runTraffic(messagesPerSecond: number, rounds: number): Promise<TrafficResult> {
  sentAt = new Map();
  latencies = [];
  errors = [];
  const total = rounds * pairs.length;
  const interval = 1000 / messagesPerSecond;
  const start = performance.now();
  for (let sequence = 0; sequence < total; sequence++) {
    const due = start + sequence * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const pair = pairs[sequence % pairs.length];
    if (!pair) continue;
    const fromVisitor = Math.floor(sequence / pairs.length) % 2 === 0;
    sentAt.set(sequence, performance.now());
    sendFrame(fromVisitor ? pair.visitor : pair.member, {
      type: 'SEND',
      conversationId: pair.conversation.id,
      message: `bench ${sequence}`,
    });
  }
  const drainDeadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (sentAt.size > 0 && performance.now() < drainDeadline) await sleep(20);
  return { latencies, sent: total, lost: sentAt.size, errors };
}

async function closeAll(): Promise<void> {
  const closing = pairs.flatMap(({ visitor, member }) => [visitor, member]);
  pairs = [];
  await Promise.all(
    closing.map((ws) => {
      if (ws.readyState === ws.CLOSED) return undefined;
      const closed = once(ws, 'close');
      ws.close();
      return closed;
    }),
  );
}

async function handle(command: ClientCommand): Promise<ClientReport> {
  if (command.type === 'open') return { type: 'opened', sockets: await openAll(command) };
  if (command.type === 'traffic') {
    return { type: 'traffic', ...(await runTraffic(command.messagesPerSecond, command.rounds)) };
  }
  await closeAll();
  return { type: 'closed' };
}

process.on('message', (command: ClientCommand) => {
  handle(command)
    .then(report)
    .catch((error: unknown) => report({ type: 'failed', message: String(error) }));
});
// The benchmark ended (or died): leave with it.
process.on('disconnect', () => process.exit(0));
