import type { CatalogueEntry } from '../offers/catalogue.schemas';
import { synonymsOf } from './catalogue-synonyms';
import { framedPhrases, phraseKey, readQueryWords } from './query-words';
import { rankReadings } from './reading-rank';
import { normalizeSearchText, similarity, type TrigramSet, trigrams } from './trigram';

export type MatchableEntry = Pick<CatalogueEntry, 'u' | 'n' | 'c' | 'cu' | 'p' | 'keywords'> & {
  /** Subcategory slug and name: a search for the service widens to its subcategory, and its name is searched as one. */
  su?: string | null;
  s?: string | null;
};

export interface ScoredEntry {
  entry: MatchableEntry;
  score: number;
}

/**
 * Where a search widens after what the query reads as, ranked after all of it (docs/search.md "Widening"): the
 * other services of the named service's subcategory, then its whole category (slug).
 */
export type Widening = { name: string } & (
  | { services: string[]; category?: never }
  | { category: string; services?: never }
);

/** What a search query was understood as: the services to look for and the words for the page title. */
export interface QueryMeaning {
  serviceName: string | null;
  /** The category read, or the subcategory named (titled by the category rules of spec 3 §2.6). */
  categoryName: string | null;
  /** The category (slug) searched whole, when the query reads as one. */
  category: string | null;
  /** Catalogue slugs (u) with how well each matched, the one naming the search first. */
  services: { u: string; score: number }[];
  /** Where the search widens next, in order; empty unless a service or a subcategory is named. */
  wider: Widening[];
  /** How well the best reading matched (0–1). */
  score: number;
  /** The words that count, filler dropped ('' for 'services near me': the query asks for nothing in particular). */
  content: string;
}

/** What the search knows beyond the words: how many providers near the searched place offer a service. */
export interface ReadingContext {
  supply?: (u: string) => number;
}

/** Below this a match is noise ("tenant screening" for "house cleaning", "asbestos testing" for "austin"). */
const MIN_SCORE = 0.45;
/** Services within this share of the best score are searched together ("pool" → every pool service). */
const NEAR_BEST = 0.85;
/** A catalogue keyword or synonym, fuzzily matched, reads a little weaker than the name. */
const KEYWORD_WEIGHT = 0.85;
const CATEGORY_WEIGHT = 0.9;
/** A query that is only part of a name ("cleaning" in "House Cleaning") is a weaker reading than a category of that name. */
const PARTIAL_WEIGHT = 0.8;
/** Exact readings, after filler words and plurals: a service name, a category name, a keyword or synonym. */
const EXACT_NAME = 1;
const EXACT_CATEGORY = 0.97;
const EXACT_KEYWORD = 0.95;
/** With weak words ("repair"), the other words decide: the reading without them counts this much. */
const CORE_SHARE = 0.75;
/** Services other than the one naming the search stay a little below it, so the title's service leads the results. */
const OTHERS_BELOW_NAMED = 0.97;
const MAX_SERVICES = 40;
/** A subcategory named as written ('gutters'): above a keyword or a category read from the words, below a service's name. */
const EXACT_SUBCATEGORY = 0.98;

interface IndexedEntry {
  entry: MatchableEntry;
  /** Keywords and synonyms, lowercased, without repeats. */
  aliases: string[];
  name: TrigramSet;
  keywords: TrigramSet[];
  /** Index into the shared category list: 50 categories, scored once per query. */
  category: number;
}

type ScoredPosition = { item: IndexedEntry; byName: number; byCategory: number };

const noMeaning = (content: string): QueryMeaning => ({
  serviceName: null,
  categoryName: null,
  category: null,
  services: [],
  wider: [],
  score: 0,
  content,
});

/** A category or subcategory of the catalogue: its name and its services. */
interface ServiceGroup {
  name: string;
  /** The category's slug and name (the group's own for a category). */
  cu: string;
  c: string;
  entries: MatchableEntry[];
}

/** Groups entries by a key, keeping the first entry's name for the group. */
function groupBy(
  entries: readonly MatchableEntry[],
  keyOf: (entry: MatchableEntry) => string | undefined,
  nameOf: (entry: MatchableEntry) => string | null | undefined,
) {
  const groups = new Map<string, ServiceGroup>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const name = nameOf(entry);
    if (key === undefined || !name) continue;
    const group = groups.get(key) ?? { name, cu: entry.cu, c: entry.c, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return groups;
}

/** An in-memory trigram index over the service catalogue: suggestions and query understanding in well under a millisecond. */
export function createCatalogueMatcher(entries: readonly MatchableEntry[]) {
  const categoryNames = [...new Set(entries.map((entry) => entry.c))];
  const categories = categoryNames.map((name) => trigrams(name));
  // Other words for a service: its catalogue keywords and the everyday synonyms of catalogue-synonyms.ts.
  const aliasesOf = (entry: MatchableEntry) => [
    ...new Set([...entry.keywords, ...synonymsOf(entry.cu, entry.u)].map((alias) => alias.toLowerCase())),
  ];
  const indexed: IndexedEntry[] = entries.map((entry) => {
    const aliases = aliasesOf(entry);
    return {
      entry,
      aliases,
      name: trigrams(entry.n),
      keywords: aliases.map((alias) => trigrams(alias)),
      category: categoryNames.indexOf(entry.c),
    };
  });
  // Every name and keyword is a "text"; a trigram's postings list the texts holding it. Scoring counts
  // shared trigrams along the query's postings only, so a query touches a few hundred texts, not all.
  const texts: { position: number; weight: number; size: number }[] = [];
  const postings = new Map<string, number[]>();
  // Exact readings by phrase key, decided once here so that a query looks them up instead of scoring them:
  // the whole phrase ('cleaning service' is a synonym of House Cleaning), or its words without filler
  // ('plumbing' for 'plumbing company', 'tree' for Tree Service).
  const exactByPhrase = new Map<string, Map<number, number>>();
  const exactByWords = new Map<string, Map<number, number>>();
  const categoryByPhrase = new Map<string, number>();
  const addExact = (
    index: Map<string, Map<number, number>>,
    key: string,
    position: number,
    weight: number,
  ) => {
    if (!key) return;
    const found = index.get(key) ?? new Map<number, number>();
    found.set(position, Math.max(found.get(position) ?? 0, weight));
    index.set(key, found);
  };
  indexed.forEach((item, position) => {
    [item.name, ...item.keywords].forEach((set, index) => {
      const text = texts.push({ position, weight: index === 0 ? 1 : KEYWORD_WEIGHT, size: set.size }) - 1;
      for (const gram of set) postings.set(gram, [...(postings.get(gram) ?? []), text]);
    });
    [item.entry.n, ...item.aliases].forEach((alias, index) => {
      const weight = index === 0 ? EXACT_NAME : EXACT_KEYWORD;
      addExact(exactByPhrase, phraseKey(alias), position, weight);
      addExact(exactByWords, phraseKey(alias), position, weight);
    });
    // A name without its filler words ('tree' for Tree Service); never a keyword's ('pool' is more than Pool Cleaning).
    addExact(exactByWords, phraseKey(readQueryWords(item.entry.n).content), position, EXACT_KEYWORD);
  });
  // Category names as written ('plumbers'), not singular: 'plumber' is the Plumbing service's keyword.
  categoryNames.forEach((name, index) => {
    categoryByPhrase.set(normalizeSearchText(name), index);
  });
  const categoryGroups = groupBy(
    entries,
    (entry) => entry.cu,
    (entry) => entry.c,
  );
  const subcategoryGroups = groupBy(
    entries,
    (entry) => (entry.su ? `${entry.cu}/${entry.su}` : undefined),
    (entry) => entry.s,
  );
  const byName = (groups: Map<string, ServiceGroup>) =>
    new Map([...groups.values()].map((group) => [normalizeSearchText(group.name), group]));
  const categoryByName = byName(categoryGroups);
  const subcategoryByName = byName(subcategoryGroups);

  /**
   * The category or subcategory the query names as written, filler words around the name aside, unless longer
   * words name a service first: 'remodeling contractors' is the category, 'cleaning service' (a synonym of House
   * Cleaning) is not the Cleaning category, 'plumbers' is the category before the Plumbing keyword 'plumber'.
   */
  function namedGroup(query: string) {
    for (const phrase of framedPhrases(query)) {
      const category = categoryByName.get(phrase);
      if (category) return { kind: 'category' as const, group: category };
      const subcategory = subcategoryByName.get(phrase);
      if (subcategory) return { kind: 'subcategory' as const, group: subcategory };
      if (exactByPhrase.has(phraseKey(phrase))) return undefined;
    }
    return undefined;
  }

  /** A category searched whole: every service alike, nowhere wider to go. */
  function categoryReading(group: ServiceGroup, score: number, content: string): QueryMeaning {
    return {
      serviceName: null,
      categoryName: group.name,
      category: group.cu,
      services: group.entries.map((entry) => ({ u: entry.u, score })),
      wider: [],
      score,
      content,
    };
  }

  /** After the services read: the named service's subcategory (the rest of it), then its category. */
  function widening(named: MatchableEntry, searched: ReadonlySet<string>): Widening[] {
    const subcategory = named.su ? subcategoryGroups.get(`${named.cu}/${named.su}`) : undefined;
    const siblings = (subcategory?.entries ?? []).map((entry) => entry.u).filter((u) => !searched.has(u));
    const category = { name: named.c, category: named.cu };
    return subcategory && siblings.length
      ? [{ name: subcategory.name, services: siblings }, category]
      : [category];
  }

  /** Exact readings of a query: of the whole phrase first, else of its words without filler. */
  function exactReadings(query: string, content: string) {
    const category = categoryByPhrase.get(normalizeSearchText(query));
    const byPhrase = exactByPhrase.get(phraseKey(query));
    if (byPhrase) return { services: byPhrase, category };
    return {
      services: exactByWords.get(phraseKey(content)),
      category: category ?? categoryByPhrase.get(content),
    };
  }

  function countShared(grams: TrigramSet, counts: Uint16Array, touched: number[]) {
    for (const gram of grams) {
      for (const text of postings.get(gram) ?? []) {
        if (counts[text] === 0) touched.push(text);
        counts[text] = (counts[text] ?? 0) + 1;
      }
    }
  }

  /** How well the text names each service (by position): all of it (similarity) or — weaker — a part of it (coverage). */
  function scoreNames(query: string, prefix: boolean): Map<number, number> {
    const whole = trigrams(query);
    const typed = prefix ? trigrams(query, { prefix }) : whole;
    const sharedWhole = new Uint16Array(texts.length);
    const sharedTyped = prefix ? new Uint16Array(texts.length) : sharedWhole;
    const touched: number[] = [];
    countShared(whole, sharedWhole, touched);
    if (prefix) countShared(typed, sharedTyped, touched);
    const byName = new Map<number, number>();
    for (const text of new Set(touched)) {
      const found = texts[text];
      if (!found) throw new Error(`Trigram postings name text ${text}, which is not indexed`);
      const { position, weight, size } = found;
      const shared = sharedWhole[text] ?? 0;
      const similar = shared / (whole.size + size - shared);
      const covered = typed.size ? ((sharedTyped[text] ?? 0) / typed.size) * PARTIAL_WEIGHT : 0;
      const score = Math.max(similar, covered) * weight;
      if (score > (byName.get(position) ?? 0)) byName.set(position, score);
    }
    return byName;
  }

  function scoreAll(
    query: string,
    prefix: boolean,
    core = query,
    exact: ReturnType<typeof exactReadings> = { services: undefined, category: undefined },
  ): ScoredPosition[] {
    let byName = scoreNames(query, prefix);
    // Weak words ("repair") weigh less than the others: "sink repair" is about sinks first.
    if (core && core !== query) {
      const byCore = scoreNames(core, prefix);
      const blended = new Map<number, number>();
      for (const position of new Set([...byName.keys(), ...byCore.keys()])) {
        blended.set(
          position,
          CORE_SHARE * (byCore.get(position) ?? 0) + (1 - CORE_SHARE) * (byName.get(position) ?? 0),
        );
      }
      byName = blended;
    }
    for (const [position, weight] of exact.services ?? []) {
      byName.set(position, Math.max(byName.get(position) ?? 0, weight));
    }

    const whole = trigrams(query);
    const categoryScores = categories.map((category) => similarity(whole, category) * CATEGORY_WEIGHT);
    if (exact.category !== undefined) categoryScores[exact.category] = EXACT_CATEGORY;
    const bestCategory = Math.max(...categoryScores);
    // Entries of a category that matches are scored too, for the category reading.
    const pool = new Set(byName.keys());
    if (bestCategory >= MIN_SCORE) {
      indexed.forEach((item, position) => {
        if (categoryScores[item.category] === bestCategory) pool.add(position);
      });
    }
    return [...pool].map((position) => {
      const item = indexed[position];
      if (!item) throw new Error(`Scored position ${position} is not an indexed service`);
      return { item, byName: byName.get(position) ?? 0, byCategory: categoryScores[item.category] ?? 0 };
    });
  }

  function byScore(a: ScoredEntry, b: ScoredEntry) {
    return b.score - a.score || b.entry.p - a.entry.p || a.entry.n.localeCompare(b.entry.n);
  }

  return {
    /** Autocomplete: the best services for what has been typed so far. */
    suggest(query: string, limit: number): ScoredEntry[] {
      return scoreAll(query, true)
        .map(({ item, byName, byCategory }) => ({ entry: item.entry, score: Math.max(byName, byCategory) }))
        .filter((scored) => scored.score >= MIN_SCORE)
        .sort(byScore)
        .slice(0, limit);
    },

    /**
     * Search: a whole query, possibly misspelled, read as a service or a category. Filler words are dropped
     * first; among readings about as good as the best, the service more providers near the place offer and
     * more people search for names the search.
     */
    understand(query: string, context: ReadingContext = {}): QueryMeaning {
      const words = readQueryWords(query);
      if (!words.content) return noMeaning('');
      // A category named as written is searched whole, even where its words without filler name a service
      // ('remodeling contractors' is the category, 'remodeling' the service).
      const named = namedGroup(query);
      if (named?.kind === 'category') return categoryReading(named.group, EXACT_NAME, words.content);
      // Prefix-aware here too: "paint" names Painting as well as Lead Paint Removal.
      const scored = scoreAll(words.content, true, words.core, exactReadings(query, words.content));
      const bestService = Math.max(0, ...scored.map(({ byName }) => byName));
      // A subcategory named as written, unless the words name a service ('pest control services' is Pest Control).
      if (named && bestService < EXACT_NAME) {
        const { group } = named;
        return {
          serviceName: null,
          categoryName: group.name,
          category: null,
          services: group.entries.map((entry) => ({ u: entry.u, score: EXACT_SUBCATEGORY })),
          wider: [{ name: group.c, category: group.cu }],
          score: EXACT_SUBCATEGORY,
          content: words.content,
        };
      }
      const bestCategory = scored.reduce<ScoredPosition | undefined>(
        (best, current) => (best && best.byCategory >= current.byCategory ? best : current),
        undefined,
      );
      const bestCategoryScore = bestCategory?.byCategory ?? 0;
      if (Math.max(bestService, bestCategoryScore) < MIN_SCORE) {
        return noMeaning(words.content);
      }
      const readCategory = bestCategory && categoryGroups.get(bestCategory.item.entry.cu);
      if (readCategory && bestCategoryScore > bestService) {
        return categoryReading(readCategory, bestCategoryScore, words.content);
      }
      const cutoff = Math.max(MIN_SCORE, bestService * NEAR_BEST);
      const readings = rankReadings(
        scored
          .filter(({ byName }) => byName >= cutoff)
          .map(({ item, byName }) => ({ entry: item.entry, score: byName })),
        context.supply,
      ).slice(0, MAX_SERVICES);
      const [first] = readings;
      // The best service cleared MIN_SCORE, so it is among the readings; no reading reads as no service.
      if (!first) return noMeaning(words.content);
      const isNamed = !words.onlyWeak && !first.tied;
      // The service naming the search leads its results: the others stay just below it.
      const lead = Math.max(...readings.map((reading) => reading.score));
      const services = readings.map((reading, index) => ({
        u: reading.entry.u,
        score: index === 0 ? lead : Math.min(reading.score, lead * OTHERS_BELOW_NAMED),
      }));
      return {
        // Weak words alone ("repair") or readings nothing tells apart name no service.
        serviceName: isNamed ? first.entry.n : null,
        categoryName: null,
        category: null,
        score: bestService,
        content: words.content,
        services,
        // Only a named service widens: a vague reading has no one subcategory or category to widen to.
        wider: isNamed ? widening(first.entry, new Set(services.map((service) => service.u))) : [],
      };
    },
  };
}

export type CatalogueMatcher = ReturnType<typeof createCatalogueMatcher>;
