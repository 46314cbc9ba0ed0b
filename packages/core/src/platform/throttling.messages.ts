/**
 * What a throttled caller reads (HTTP 429, with Retry-After in seconds). The specs have no words for
 * it, so these are ours, in the voice of auth.messages: what happened, and how long to wait.
 */

/** "a minute" up to 60 seconds, then whole minutes rounded up. */
export function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

export const throttlingMessages = {
  /** Any per-address limit (logins, codes, hub links): the same words as authMessages.tooManyAttempts within a minute. */
  tooManyAttempts: (retryAfterSeconds: number) =>
    `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  /** send-new-link for one client, whoever asks. */
  tooManyNewLinks: (retryAfterSeconds: number) =>
    `Too many new links were asked for. Please check your e-mail for the latest one, or wait ${waitText(retryAfterSeconds)} and try again.`,
  tooManyConversations: (retryAfterSeconds: number) =>
    `Too many new conversations from your connection. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  tooManyMessages: (retryAfterSeconds: number) =>
    `Too many messages from your connection. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  /**
   * Failed logins for one e-mail address: the same answer whether the account exists and whether this
   * password was right, so it tells nothing about either.
   */
  loginPaused: (retryAfterSeconds: number) =>
    `Too many failed attempts to log in with this e-mail address. Please wait ${waitText(retryAfterSeconds)} and try again.`,
} as const;
