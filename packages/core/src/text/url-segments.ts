/** A route segment as typed in the address bar; a malformed escape stays as it is. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Control characters (C0, DEL, C1): `%0D%0A` or `%00` in an address, never part of a name. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Whether a decoded segment can name something (a company, a page, a service, a photo): not blank and
 * without control characters. Anything else is not found without asking the API, which refuses it;
 * the web's pages and the host process's page status both apply this one rule.
 */
export function isNameSegment(decoded: string): boolean {
  return decoded.trim() !== '' && !CONTROL_CHARACTER.test(decoded);
}
