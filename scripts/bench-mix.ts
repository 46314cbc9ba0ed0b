// The benchmark's query mix: every request drawn from a fixed seed, so each run and each machine asks the same.
import { createCatalogueMatcher } from '@porchlight/core/search/catalogue-matcher';
import { catalogue } from '@porchlight/db/reference/catalogue/catalogue';
import { type MetroZips, metroZips } from '@porchlight/db/seed/bench-metros';

export const SEARCH_KINDS = ['common service', 'typo', 'category', 'large radius', 'no zip'] as const;
/** The 'Books online only' filter (`booksOnline`, `?booking=online`): not in the rate's mix of the five kinds. */
export const BOOKS_ONLINE = 'books online';
export type Kind = (typeof SEARCH_KINDS)[number] | 'suggestions' | typeof BOOKS_ONLINE;

export interface BenchRequest {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export const SEARCH_PATH = '/api/v1/network/profile/list/search';
export const SUGGESTIONS_PATH = '/api/v1/network/search/suggestions';

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** One item, each as likely as its weight. */
function pickWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let left = random() * total;
  for (const item of items) {
    left -= weight(item);
    if (left < 0) return item;
  }
  return pick(random, items);
}

const matcher = createCatalogueMatcher(catalogue);
/** The most popular catalogue services, as people type them. */
const COMMON_SERVICES = catalogue.filter((entry) => entry.p >= 4).map((entry) => entry.n.toLowerCase());
/** Category names the matcher reads as the category (not as one of its services). */
const CATEGORIES = [...new Set(catalogue.map((entry) => entry.c.toLowerCase().replace(/\//g, ' ')))].filter(
  (name) => matcher.understand(name).categoryName !== null,
);
/** Words of seeded company names (seed-large.ts) and metro cities, for company and place suggestions. */
const SUGGESTION_WORDS = [
  'summit',
  'oakwood',
  'evergreen',
  'heritage',
  'cornerstone',
  'liberty',
  'keystone',
  'precision',
  'pioneer',
  'granite',
  'austin',
  'denver',
  'chicago',
  'houston',
  'seattle',
  'atlanta',
  'boston',
  'phoenix',
];

/** One slip of the keyboard: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(random: Random, word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = pick(random, [...'abcdefghijklmnopqrstuvwxyz']);
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.charAt(at) + word.slice(at);
    case 2:
      return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

interface Places {
  metros: MetroZips[];
}

/** A ZIP where people search: a metro by population, then any ZIP of it. */
function metroZip(random: Random, places: Places): string {
  const metro = pickWeighted(random, places.metros, (candidate) => candidate.metro.population);
  return pick(random, metro.zips).zipCode;
}

function search(kind: Kind, body: object): BenchRequest {
  return { kind, method: 'POST', path: SEARCH_PATH, body: JSON.stringify({ first: 0, rows: 10, ...body }) };
}

/** Radius as people leave or set it: mostly the default 25 miles. */
const everydayRadius = (random: Random) =>
  pickWeighted(random, [10, 25, 50], (miles) => (miles === 25 ? 3 : 1));
/** A service most of the time, a category one time in four. */
const serviceOrCategory = (random: Random) =>
  random() < 0.75 ? pick(random, COMMON_SERVICES) : pick(random, CATEGORIES);

const MAKERS: Record<Kind, (random: Random, places: Places) => BenchRequest> = {
  'common service': (random, places) =>
    search('common service', {
      query: pick(random, COMMON_SERVICES),
      zipCode: metroZip(random, places),
      radius: everydayRadius(random),
    }),
  typo: (random, places) =>
    search('typo', {
      query: typo(random, pick(random, COMMON_SERVICES)),
      zipCode: metroZip(random, places),
      radius: everydayRadius(random),
    }),
  category: (random, places) =>
    search('category', {
      query: pick(random, CATEGORIES),
      zipCode: metroZip(random, places),
      radius: everydayRadius(random),
    }),
  'large radius': (random, places) =>
    search('large radius', {
      query: serviceOrCategory(random),
      zipCode: metroZip(random, places),
      radius: pick(random, [100, 250]),
    }),
  'no zip': (random) => search('no zip', { query: serviceOrCategory(random) }),
  suggestions: (random, places) => {
    const source = random() < 0.6 ? pick(random, COMMON_SERVICES) : pick(random, SUGGESTION_WORDS);
    const typed = source.slice(0, 2 + Math.floor(random() * 5)).trimEnd();
    const query = new URLSearchParams({ q: typed, zip: metroZip(random, places) });
    return { kind: 'suggestions', method: 'GET', path: `${SUGGESTIONS_PATH}?${query}` };
  },
  // A results page filtered to those who book online, as its link asks (search-results-view.tsx).
  [BOOKS_ONLINE]: (random, places) =>
    search(BOOKS_ONLINE, {
      query: serviceOrCategory(random),
      zipCode: metroZip(random, places),
      radius: everydayRadius(random),
      booksOnline: true,
    }),
};

/** Drawn in this order from one seed: a new kind goes last, so the others ask what they asked before. */
export const ALL_KINDS: readonly Kind[] = [...SEARCH_KINDS, 'suggestions', BOOKS_ONLINE];

/** `perKind` requests of every kind from `seed`, grouped by kind. */
export function queryMix(seed: number, perKind: number): Map<Kind, BenchRequest[]> {
  const random = seededRandom(seed);
  const places: Places = { metros: metroZips() };
  return new Map(
    ALL_KINDS.map((kind) => [kind, Array.from({ length: perKind }, () => MAKERS[kind](random, places))]),
  );
}
