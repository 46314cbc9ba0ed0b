import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Links that are their own credential (team invitations, calendar feeds): 256 bits in the URL, only
 * their SHA-256 stored. A plain hash is enough for random values of that size (as refresh tokens).
 */

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token the server can write again from its secret and the row's id, for links shown more than once. */
export function derivedSecretToken(serverSecret: string, purpose: string, id: string): string {
  return createHmac('sha256', serverSecret).update(`${purpose}:${id}`).digest('base64url');
}

/** What the database keeps of a secret link's token. */
export function secretTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
