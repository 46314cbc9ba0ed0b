/** A route segment as typed in the address bar; a malformed escape stays as it is. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
