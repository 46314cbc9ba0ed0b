import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export type PasswordVerifier = (passwordHash: string, password: string) => Promise<boolean>;

/** argon2id with the library's recommended defaults. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** A real hash of a random throwaway password, made once per process with the same parameters. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/**
 * The login check. Without an account it still runs one verification, against the dummy hash, so an
 * unknown e-mail answers as slowly as a wrong password and timing tells nobody who has an account.
 */
export async function checkLoginPassword(
  passwordHash: string | undefined,
  password: string,
  verifyWith: PasswordVerifier = verifyPassword,
): Promise<boolean> {
  if (passwordHash === undefined) {
    await verifyWith(await dummyPasswordHash(), password);
    return false;
  }
  return verifyWith(passwordHash, password);
}
