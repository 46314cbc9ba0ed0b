import { normalizeSearchText } from './trigram';

/**
 * Words people add to any search ("… near me", "… company", "best …"): they say nothing about the service,
 * so they are dropped before the catalogue is read and never decide the service (docs/search.md).
 */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'me',
  'i',
  'in',
  'for',
  'to',
  'of',
  'near',
  'nearby',
  'around',
  'area',
  'local',
  'best',
  'top',
  'rated',
  'good',
  'cheap',
  'affordable',
  'reliable',
  'trusted',
  'service',
  'services',
  'company',
  'companies',
  'co',
  'business',
  'businesses',
  'pro',
  'pros',
  'professional',
  'professionals',
  'expert',
  'experts',
  'specialist',
  'specialists',
  'contractor',
  'contractors',
  'need',
  'find',
  'hire',
]);

/**
 * Words that say what kind of work but not on what ("repair", "installation"): they count in a reading with
 * other words ("ac repair") and are weighed down, and alone they name no service.
 */
const WEAK_WORDS = new Set([
  'repair',
  'repairs',
  'fix',
  'fixing',
  'install',
  'installation',
  'installer',
  'replacement',
  'replace',
  'maintenance',
  'help',
  'work',
]);

export interface QueryWords {
  /** The query without filler words, normalized ('house cleaning' for 'House Cleaning company near me'). */
  content: string;
  /** The content without weak words ('ac' for 'ac repair'); empty when only weak words are left. */
  core: string;
  /** True when something is left but only weak words ('repair', 'installation'). */
  onlyWeak: boolean;
}

/** Singular of a simple English plural, for matching whole words ('plumbers' → 'plumber', 'maids' → 'maid'). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A phrase as exact readings compare it: normalized, each word singular ('Cleaning Services' → 'cleaning service'). */
export function phraseKey(text: string): string {
  return normalizeSearchText(text).split(' ').filter(Boolean).map(singular).join(' ');
}

/**
 * The query as written, then without the filler words around it, longest first: 'best remodeling contractors
 * near me' → …, 'remodeling contractors near me', …, 'remodeling contractors', 'remodeling'. A name that holds
 * a filler word ('Remodeling Contractors', 'Legal Services') is still found by the words around it.
 */
export function framedPhrases(query: string): string[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const isFiller = (index: number) => FILLER_WORDS.has(words[index] ?? '');
  const phrases: string[] = [];
  for (let start = 0; start === 0 || isFiller(start - 1); start++) {
    for (let end = words.length; end > start && (end === words.length || isFiller(end)); end--) {
      phrases.push(words.slice(start, end).join(' '));
    }
  }
  return phrases.sort((a, b) => b.length - a.length);
}

export function readQueryWords(query: string): QueryWords {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const content = words.filter((word) => !FILLER_WORDS.has(word));
  const core = content.filter((word) => !WEAK_WORDS.has(word));
  return {
    content: content.join(' '),
    core: core.join(' '),
    onlyWeak: content.length > 0 && core.length === 0,
  };
}

/** The user's words for a page title: filler dropped, each word capitalised ('plumber near me' → 'Plumber'). */
export function titleWords(query: string): string {
  return readQueryWords(query)
    .content.split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
