/**
 * What text the API accepts, in one rule for every field: no NUL (PostgreSQL cannot store it) and no
 * other control characters anywhere; tabs and line breaks only in multi-line text, and never in a
 * single-line field such as a name, which may end up in a mail header.
 */

export const textMessages = {
  controlCharacter: 'The text contains a control character, which is not allowed.',
  lineBreak: 'This field must be a single line.',
} as const;

/** C0 controls and DEL and C1 controls, except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What may not stand in one line of text: every control character (tab and line breaks too) and U+2028/9. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const LINE_BREAKERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** True when the text holds NUL or another control character that no field accepts. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** True when the text is one line: no line break, tab or other control character. */
export function isSingleLine(text: string): boolean {
  return text.search(LINE_BREAKERS) === -1;
}

/** The text on one line: each run of line breaks, tabs and control characters becomes one space. */
export function toSingleLine(text: string): string {
  return text.replace(LINE_BREAKERS, ' ').trim();
}

/** A value met while walking a request part, with the way back to the root for its path. */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** The children of an array or object, last first so the walk pops them in order. */
function childrenOf(visit: Visit): Visit[] {
  const { value } = visit;
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.map(([key, item]) => ({ value: item, key, parent: visit })).reverse();
}

/**
 * The path ('inputForm.0.value', '' for the value itself) of the first string or object key in a parsed
 * request part that holds a control character; null when there is none. Walks without recursion or
 * copied paths, so a deeply nested JSON body costs time in proportion to its size.
 */
export function findControlCharacter(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.key === 'string' && hasControlCharacter(visit.key)) return pathOf(visit);
    if (typeof visit.value === 'string') {
      if (hasControlCharacter(visit.value)) return pathOf(visit);
    } else {
      for (const child of childrenOf(visit)) pending.push(child);
    }
  }
  return null;
}
