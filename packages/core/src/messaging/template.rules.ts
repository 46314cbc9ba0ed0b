import { messagingMessages } from './messaging.messages';

/**
 * Message templates (docs/plans/reminders.md §5.5): plain text with `{placeholders}` from a closed list;
 * `{{` and `}}` write braces. Parsed at save (errors in the provider's words) and rendered in one pass:
 * values are inserted as text and never parsed again, so a client named "{link}" stays "{link}".
 */

export type TemplateToken = { text: string } | { placeholder: string };

export type ParsedTemplate = { ok: true; tokens: TemplateToken[] } | { ok: false; message: string };

const PLACEHOLDER_NAME = /^[a-z][a-z0-9_]*$/;

export function parseTemplate(template: string, allowed: readonly string[]): ParsedTemplate {
  const tokens: TemplateToken[] = [];
  let text = '';
  let index = 0;
  while (index < template.length) {
    const char = template[index];
    const next = template[index + 1];
    if ((char === '{' && next === '{') || (char === '}' && next === '}')) {
      text += char;
      index += 2;
      continue;
    }
    if (char === '}') return { ok: false, message: messagingMessages.unopenedBrace };
    if (char !== '{') {
      text += char;
      index += 1;
      continue;
    }
    const close = template.indexOf('}', index + 1);
    const reopen = template.indexOf('{', index + 1);
    if (close === -1 || (reopen !== -1 && reopen < close))
      return { ok: false, message: messagingMessages.unclosedBrace };
    const name = template.slice(index + 1, close);
    if (!PLACEHOLDER_NAME.test(name) || !allowed.includes(name))
      return { ok: false, message: messagingMessages.unknownPlaceholder(name, allowed) };
    if (text) tokens.push({ text });
    text = '';
    tokens.push({ placeholder: name });
    index = close + 1;
  }
  if (text) tokens.push({ text });
  return { ok: true, tokens };
}

/** The tokens with each placeholder's value (a missing value is empty): one pass, values never re-read. */
export function renderTokens(tokens: readonly TemplateToken[], values: Readonly<Record<string, string>>) {
  return tokens.map((token) => ('text' in token ? token.text : (values[token.placeholder] ?? ''))).join('');
}

export function usesPlaceholder(tokens: readonly TemplateToken[], name: string): boolean {
  return tokens.some((token) => 'placeholder' in token && token.placeholder === name);
}

/** Control characters are dropped at save (a body keeps its line breaks, a subject is one line anyway). */
export function withoutControlCharacters(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');
}

export const SMS_OPT_OUT_LINE = 'Reply STOP to opt out.';

/**
 * A text as it is sent: the company named first (CTIA: the sender said), the link added when the body
 * has no {link}, and the way out said last.
 */
export function composeText(input: {
  companyName: string;
  body: string;
  link: string | null;
  bodyHasLink: boolean;
}): string {
  const parts = [`${input.companyName}: ${input.body.trim()}`];
  if (input.link && !input.bodyHasLink) parts.push(input.link);
  parts.push(SMS_OPT_OUT_LINE);
  return parts.join(' ');
}

/** An e-mail body's paragraphs: blank lines separate them, a paragraph keeps its own line breaks. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
