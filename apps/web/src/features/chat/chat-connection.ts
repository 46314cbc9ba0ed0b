import { chatTokenRoute } from '@porchlight/core/chat/chat.routes';
import type { ChatMessage } from '@porchlight/core/chat/chat.schemas';
import {
  CHAT_CLOSE,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@porchlight/core/chat/chat-socket.protocol';
import { callApi } from '@/lib/api-client';

export type ChatConnectionStatus = 'connecting' | 'open' | 'offline';

export interface ChatConnectionOptions {
  /** The JOIN and WATCH frames to send once authenticated, asked anew on every (re)connect. */
  subscriptions: () => ChatClientFrame[];
  onMessage: (message: ChatMessage) => void;
  onStatus?: (status: ChatConnectionStatus) => void;
}

export interface ChatConnection {
  close: () => void;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

function socketUrl(connToken: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws?token=${encodeURIComponent(connToken)}`;
}

/**
 * The live chat socket (spec 3 §4: connect, authenticate, then send): fresh tokens for every
 * connection, then AUTH and the subscriptions. A dropped socket reconnects with a growing pause, and
 * at once when the browser comes back online; JOIN's `after` then asks for what was missed.
 * Messages are sent over HTTP (POST provider/ws/message), so the socket only listens.
 */
export function openChatConnection(options: ChatConnectionOptions): ChatConnection {
  let socket: WebSocket | null = null;
  let retryTimer: number | undefined;
  let failures = 0;
  let closed = false;

  const setStatus = (status: ChatConnectionStatus) => options.onStatus?.(status);

  function scheduleRetry(): void {
    if (closed) return;
    setStatus('offline');
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = window.setTimeout(connect, delay);
  }

  function onFrame(frame: ChatServerFrame, opened: WebSocket): void {
    if (frame.type === 'AUTH_OK') {
      for (const subscription of options.subscriptions()) opened.send(JSON.stringify(subscription));
      failures = 0;
      setStatus('open');
    } else if (frame.type === 'MESSAGE') {
      options.onMessage(frame.message);
    }
  }

  async function connect(): Promise<void> {
    window.clearTimeout(retryTimer);
    if (closed) return;
    setStatus('connecting');
    let tokens: { connToken: string; wsToken: string };
    try {
      tokens = await callApi(chatTokenRoute);
    } catch {
      return scheduleRetry();
    }
    if (closed) return;
    const opened = new WebSocket(socketUrl(tokens.connToken));
    socket = opened;
    opened.onopen = () => opened.send(JSON.stringify({ type: 'AUTH', token: tokens.wsToken }));
    opened.onmessage = (event) => {
      try {
        onFrame(JSON.parse(String(event.data)) as ChatServerFrame, opened);
      } catch {
        // Not a frame of ours: ignored.
      }
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      // Refused for who we are (not this conversation's visitor): retrying cannot help.
      if (event.code === CHAT_CLOSE.forbidden) return setStatus('offline');
      scheduleRetry();
    };
  }

  const reconnectNow = () => {
    if (!socket && !closed) void connect();
  };
  window.addEventListener('online', reconnectNow);
  void connect();

  return {
    close() {
      closed = true;
      window.clearTimeout(retryTimer);
      window.removeEventListener('online', reconnectNow);
      socket?.close(1000, 'Closed');
      socket = null;
    },
  };
}
