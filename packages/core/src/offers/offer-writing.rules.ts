import {
  OFFER_DESCRIPTION_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_TEASER_MAX,
  OFFER_TEASER_MIN,
} from './offers.constants';

/**
 * What a written teaser or description must be before anyone sees it: the edit rules of spec 2 §5
 * (teaser 25 characters at least, description 50) and our upper limits. A text that cannot be made to
 * fit is no answer (null), so the caller reports the writer as failed rather than saving it.
 */

const QUOTES = /^["'“”‘’]+|["'“”‘’]+$/g;
const BULLET = /^[-•*]\s+/;

/** Cut at the last word that fits, with an ellipsis, so a long text never ends mid-word. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.-]+$/, '')}…`;
}

/** One line, no wrapping quotes, at most OFFER_TEASER_MAX; null when shorter than OFFER_TEASER_MIN. */
export function fitTeaser(written: string): string | null {
  const line = written.replace(/\s+/g, ' ').trim().replace(QUOTES, '').trim();
  const teaser = cutAtWord(line, OFFER_TEASER_MAX);
  return teaser.length >= OFFER_TEASER_MIN ? teaser : null;
}

/**
 * Paragraphs one blank line apart, list items as "- " lines (the form the edit dialog edits and
 * textWithListsToHtml reads), at most OFFER_DESCRIPTION_MAX; null when its words are fewer than
 * OFFER_DESCRIPTION_MIN characters.
 */
export function fitDescription(written: string): string | null {
  const blocks = written
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim().replace(BULLET, '- '))
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  const kept: string[] = [];
  let length = 0;
  for (const block of blocks) {
    const added = (kept.length ? 2 : 0) + block.length;
    if (length + added > OFFER_DESCRIPTION_MAX) {
      // The first block alone may be too long: keep what fits of it.
      if (kept.length === 0) kept.push(cutAtWord(block, OFFER_DESCRIPTION_MAX));
      break;
    }
    kept.push(block);
    length += added;
  }
  const text = kept.join('\n\n');
  const words = text.replace(/^- /gm, '').replace(/\s+/g, ' ').trim();
  return words.length >= OFFER_DESCRIPTION_MIN ? text : null;
}
