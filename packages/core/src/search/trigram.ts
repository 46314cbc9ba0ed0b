/**
 * Trigram similarity in the manner of PostgreSQL's pg_trgm: words are lowercased, padded with two
 * spaces in front and one behind, and cut into three-letter pieces. `prefix` leaves the last word
 * open at the end so that what someone is still typing ("clea") matches ("cleaning").
 */
export type TrigramSet = ReadonlySet<string>;

export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function trigrams(text: string, options: { prefix?: boolean } = {}): TrigramSet {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  const set = new Set<string>();
  words.forEach((word, index) => {
    const isOpen = options.prefix === true && index === words.length - 1;
    const padded = `  ${word}${isOpen ? '' : ' '}`;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  });
  return set;
}

function sharedCount(a: TrigramSet, b: TrigramSet): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared;
}

/** Shared trigrams over all trigrams of both (pg_trgm's `similarity`). */
export function similarity(a: TrigramSet, b: TrigramSet): number {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = sharedCount(a, b);
  return shared / (a.size + b.size - shared);
}

/** How much of the query's trigrams the text holds: 1 when every piece of the query is in it. */
export function coverage(query: TrigramSet, text: TrigramSet): number {
  if (query.size === 0) return 0;
  return sharedCount(query, text) / query.size;
}
