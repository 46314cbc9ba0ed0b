import {
  ABOUT_FONT_SIZES,
  ABOUT_INDENT_EM,
  ABOUT_MAX_INDENT,
} from '@porchlight/core/media/profile-editing.constants';
import sanitizeHtml from 'sanitize-html';

/** Every stored or shown rich text passes one of these policies; they share how links are treated. */
const base: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab without handing the profile's window to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

const textTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3'];

/** Offer descriptions (spec 1 "Services pages"): text formatting and links only. */
const offerPolicy: sanitizeHtml.IOptions = {
  ...base,
  allowedTags: [...textTags, 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
};

const styled = ['style'];
const exactly = (values: readonly string[]) => new RegExp(`^(?:${values.join('|')})$`);
/** Indent steps the editor writes: 2em, 4em … 12em. */
const indents = Array.from({ length: ABOUT_MAX_INDENT }, (_, i) => `${(i + 1) * ABOUT_INDENT_EM}em`);

/**
 * What the Pro about editor may produce (spec 1 §6: bold, italic, underline, size, colour, link, lists,
 * indent, alignment) and nothing else.
 */
const aboutPolicy: sanitizeHtml.IOptions = {
  ...base,
  allowedTags: textTags,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    p: styled,
    span: styled,
    li: styled,
    h2: styled,
    h3: styled,
    ol: ['start'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i],
      'font-size': [exactly(ABOUT_FONT_SIZES)],
      'text-align': [/^(?:left|right|center|justify)$/],
      'margin-left': [exactly(indents)],
    },
  },
};

export function sanitizeOfferHtml(html: string): string {
  return sanitizeHtml(html, offerPolicy);
}

export function sanitizeAboutHtml(html: string): string {
  return sanitizeHtml(html, aboutPolicy);
}
