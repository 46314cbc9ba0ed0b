import { AI_ATTEMPTS, AI_ATTEMPTS_EXPIRY_MINUTES } from './profile-editing.constants';

/**
 * AI attempts are counted in browser storage for non-admins (spec 1 §9): 3 each for banner and logo,
 * the stored value carrying an expiry. Admins see 3 and are never counted (spec 1 §6).
 */
export type AiImageKind = 'banner' | 'logo';

export interface StoredAttempts {
  remaining: number;
  /** Epoch milliseconds after which the count starts again at AI_ATTEMPTS. */
  expiresAt: number;
}

export function aiAttemptsStorageKey(kind: AiImageKind, vanityName: string): string {
  return `pl-ai-attempts:${kind}:${vanityName.toLowerCase()}`;
}

/** The attempts left, from what storage holds (raw JSON or null). */
export function attemptsLeft(stored: string | null, now: number, isAdmin: boolean): number {
  if (isAdmin || !stored) return AI_ATTEMPTS;
  try {
    const value = JSON.parse(stored) as Partial<StoredAttempts>;
    if (typeof value.remaining !== 'number' || typeof value.expiresAt !== 'number') return AI_ATTEMPTS;
    if (value.expiresAt <= now) return AI_ATTEMPTS;
    return Math.max(0, Math.min(AI_ATTEMPTS, Math.floor(value.remaining)));
  } catch {
    return AI_ATTEMPTS;
  }
}

/**
 * What to store after one attempt: one fewer, expiring AI_ATTEMPTS_EXPIRY_MINUTES after the first
 * counted attempt. Admins store nothing (null).
 */
export function afterAttempt(stored: string | null, now: number, isAdmin: boolean): string | null {
  if (isAdmin) return null;
  const left = attemptsLeft(stored, now, false);
  let expiresAt = now + AI_ATTEMPTS_EXPIRY_MINUTES * 60_000;
  if (left < AI_ATTEMPTS && stored) {
    try {
      expiresAt = (JSON.parse(stored) as StoredAttempts).expiresAt;
    } catch {
      // A damaged value starts a new window.
    }
  }
  const next: StoredAttempts = { remaining: Math.max(0, left - 1), expiresAt };
  return JSON.stringify(next);
}

/** What to store when the server says the attempts are used up: none left until the window ends. */
export function exhaustedAttempts(now: number): string {
  const value: StoredAttempts = { remaining: 0, expiresAt: now + AI_ATTEMPTS_EXPIRY_MINUTES * 60_000 };
  return JSON.stringify(value);
}
