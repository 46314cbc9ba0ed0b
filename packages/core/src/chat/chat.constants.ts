/** Limits and timings of live chat (spec 3 §2.3, §4, §9); ours where the spec is silent (docs/decisions.md). */

export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
/** A visitor's message waiting unread this long e-mails the provider once. */
export const CHAT_UNREAD_EMAIL_DELAY_MS = 5 * 60_000;
/** Spec 3 §9: chat cookies last 3 days; the anonymous visitor's identity cookie lasts as long. */
export const CHAT_VISITOR_TTL_SECONDS = 259_200;
/** Connection and ws tokens only open one socket, so they live a minute. */
export const CHAT_TOKEN_TTL_SECONDS = 60;
/** A socket must send AUTH this soon after opening. */
export const CHAT_AUTH_TIMEOUT_MS = 10_000;
/** Frames a socket may send per window before it gets a rate-limit error frame. */
export const CHAT_SOCKET_RATE_LIMIT = { frames: 20, windowMs: 10_000 } as const;
/** History answers at most this many messages per call; `after` pages on. */
export const CHAT_HISTORY_PAGE_SIZE = 200;
export const CHAT_CONVERSATIONS_DEFAULT_ROWS = 20;
export const CHAT_CONVERSATIONS_MAX_ROWS = 100;
