/**
 * Conversions of the about description between plain text and HTML (spec 1 §4): a Pro member opening
 * plain text gets HTML paragraphs, a non-Pro member opening HTML gets plain text.
 */

import { textToHtml } from '../text/html';

/** What an empty rich-text description is saved as (spec 1 §4). */
export const EMPTY_ABOUT_HTML = '<p></p>';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    const entity = ENTITIES[lower];
    if (entity !== undefined) return entity;
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return whole;
  });
}

/**
 * Plain text to HTML: blank lines separate paragraphs, single newlines become <br>.
 * Empty text gives the empty paragraph.
 */
export function plainTextToHtml(text: string): string {
  return textToHtml(text) || EMPTY_ABOUT_HTML;
}

/**
 * HTML to plain text: paragraphs and list items end lines (paragraphs with a blank line after),
 * <br> is a newline, other tags are dropped and entities decoded.
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<\/(li|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when the HTML shows no text at all (tags and whitespace only). */
export function isHtmlEmpty(html: string): boolean {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim() === '';
}

/** Empty rich text is saved as an empty paragraph (spec 1 §4). */
export function normalizeAboutHtml(html: string): string {
  return isHtmlEmpty(html) ? EMPTY_ABOUT_HTML : html;
}

/**
 * The text the about editor opens with (spec 1 §4): a Pro member with plain text gets HTML, a non-Pro
 * member with HTML gets plain text; otherwise the text is kept as it is.
 */
export function aboutEditorStart(
  about: { aboutDesc: string | null; aboutHtml: boolean },
  isPro: boolean,
): { text: string; html: boolean } {
  const text = about.aboutDesc ?? '';
  if (isPro) return { text: about.aboutHtml ? text : plainTextToHtml(text), html: true };
  return { text: about.aboutHtml ? htmlToPlainText(text) : text, html: false };
}
