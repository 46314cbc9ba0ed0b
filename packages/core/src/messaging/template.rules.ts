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

/** The placeholders that open a page for the client: the message's link and the hub's card page. */
export const LINK_PLACEHOLDERS = ['link', 'card_link'] as const;

/** Where a sentence of a template ends: after . ! or ? and a space, or at a line break (its whitespace starts the next). */
const SENTENCE_BREAK = /(?<=[.!?])\s+|\s*\n\s*/g;

/** The template's sentences, each starting with the whitespace that parted it from the one before. */
function sentencesOf(tokens: readonly TemplateToken[]): TemplateToken[][] {
  const sentences: TemplateToken[][] = [[]];
  const add = (token: TemplateToken) => sentences[sentences.length - 1]?.push(token);
  for (const token of tokens) {
    if ('placeholder' in token) {
      add(token);
      continue;
    }
    let start = 0;
    for (const found of token.text.matchAll(SENTENCE_BREAK)) {
      if (found.index > start) add({ text: token.text.slice(start, found.index) });
      sentences.push([]);
      start = found.index;
    }
    if (start < token.text.length) add({ text: token.text.slice(start) });
  }
  return sentences.filter((sentence) => sentence.length > 0);
}

const leadOf = (sentence: readonly TemplateToken[]) => {
  const first = sentence[0];
  return first && 'text' in first ? (/^\s*/.exec(first.text)?.[0] ?? '') : '';
};

function withLead(sentence: TemplateToken[], lead: string): TemplateToken[] {
  const [first, ...rest] = sentence;
  if (!first || !('text' in first)) return lead ? [{ text: lead }, ...sentence] : sentence;
  const text = lead + first.text.trimStart();
  return text ? [{ text }, ...rest] : rest;
}

/**
 * The template without the sentences that lead to a link the message cannot give (a company without
 * the Client Hub): each sentence holding one of the `missing` placeholders and, when the e-mail has no
 * button, each sentence of the template's own words that points at "the link below". A paragraph break
 * before a dropped sentence stays; with nothing missing the tokens are returned as they are.
 */
export function withoutMissingLinks(
  tokens: readonly TemplateToken[],
  missing: { placeholders: readonly string[]; button: boolean },
): readonly TemplateToken[] {
  const gone = missing.placeholders.filter((name) => usesPlaceholder(tokens, name));
  if (gone.length === 0 && !missing.button) return tokens;
  const drops = (sentence: readonly TemplateToken[]) =>
    sentence.some((token) => 'placeholder' in token && gone.includes(token.placeholder)) ||
    (missing.button &&
      /\blinks? below\b/i.test(sentence.map((token) => ('text' in token ? token.text : ' ')).join('')));
  const kept: TemplateToken[] = [];
  // The whitespace of a dropped sentence: a paragraph break it held passes to the next kept sentence.
  let carried: string | null = null;
  for (const sentence of sentencesOf(tokens)) {
    if (drops(sentence)) {
      if (!carried?.includes('\n')) carried = leadOf(sentence);
      continue;
    }
    const lead = leadOf(sentence);
    if (kept.length === 0 && carried !== null) kept.push(...withLead(sentence, ''));
    else if (carried?.includes('\n') && !lead.includes('\n')) kept.push(...withLead(sentence, carried));
    else kept.push(...sentence);
    carried = null;
  }
  return kept;
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
