import { CHAT_VISITOR_TTL_SECONDS } from '@porchlight/core/chat/chat.constants';

/**
 * The visitor's conversations, kept in the `conversations` and `activeConversation` cookies for 3 days
 * (spec 3 §9), Secure when the site is served over https. They are host-only: a profile on its own
 * custom domain keeps its own (docs/decisions.md).
 */
export interface StoredConversation {
  id: string;
  /** The provider's vanity name, lower case: which profile's panel resumes it. */
  vanityNameLC: string;
  providerName: string;
  providerImage: string | null;
}

const CONVERSATIONS = 'conversations';
const ACTIVE = 'activeConversation';

function readCookie(name: string): string | undefined {
  const raw = document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return raw === undefined ? undefined : decodeURIComponent(raw);
}

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${CHAT_VISITOR_TTL_SECONDS}; samesite=lax${secure}`;
}

function isStoredConversation(value: unknown): value is StoredConversation {
  const entry = value as Partial<StoredConversation> | null;
  return typeof entry?.id === 'string' && typeof entry.vanityNameLC === 'string';
}

export function readConversations(): StoredConversation[] {
  try {
    const parsed: unknown = JSON.parse(readCookie(CONVERSATIONS) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredConversation) : [];
  } catch {
    return [];
  }
}

/** The conversation to resume on this provider's profile: the active one if it is this provider's. */
export function conversationWith(vanityNameLC: string): StoredConversation | undefined {
  const mine = readConversations().filter((entry) => entry.vanityNameLC === vanityNameLC);
  return mine.find((entry) => entry.id === readCookie(ACTIVE)) ?? mine[0];
}

export function rememberConversation(conversation: StoredConversation): void {
  const others = readConversations().filter((entry) => entry.id !== conversation.id);
  // A cookie holds about 4 KB: the ten latest conversations are plenty.
  writeCookie(CONVERSATIONS, JSON.stringify([conversation, ...others].slice(0, 10)));
  writeCookie(ACTIVE, conversation.id);
}

export function forgetConversation(id: string): void {
  writeCookie(CONVERSATIONS, JSON.stringify(readConversations().filter((entry) => entry.id !== id)));
  if (readCookie(ACTIVE) === id) writeCookie(ACTIVE, '');
}
