import type { CatalogueEntry } from '../offers/catalogue.schemas';
import { synonymsOf } from './catalogue-synonyms';
import { phraseKey, readQueryWords } from './query-words';
import { rankReadings } from './reading-rank';
import { normalizeSearchText, similarity, type TrigramSet, trigrams } from './trigram';

export type MatchableEntry = Pick<CatalogueEntry, 'u' | 'n' | 'c' | 'cu' | 'p' | 'keywords'> & {
  /** Subcategory slug: its other services stand in when few pros near the place offer the one asked for. */
  su?: string | null;
};

export interface ScoredEntry {
  entry: MatchableEntry;
  score: number;
}

/** What a search query was understood as: the services to look for and the words for the page title. */
export interface QueryMeaning {
  serviceName: string | null;
  categoryName: string | null;
  /** Catalogue slugs (u) with how well each matched, the one naming the search first. */
  services: { u: string; score: number }[];
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
/** A named service fewer providers than this offer near the place is searched with the rest of its subcategory. */
const FEW_NEARBY = 3;
/** How much a service of the same subcategory counts ("maid" in a town with deep cleaners but no house cleaners). */
const RELATED_WEIGHT = 0.3;

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
  services: [],
  score: 0,
  content,
});

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

  /** The other services of the entry's subcategory, well below it: pros who do nearly what was asked for. */
  function relatedServices(entry: MatchableEntry, already: Set<string>, score: number) {
    if (!entry.su) return [];
    return entries
      .filter((other) => other.cu === entry.cu && other.su === entry.su && !already.has(other.u))
      .map((other) => ({ u: other.u, score: score * RELATED_WEIGHT }));
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
      // Prefix-aware here too: "paint" names Painting as well as Lead Paint Removal.
      const scored = scoreAll(words.content, true, words.core, exactReadings(query, words.content));
      const bestService = Math.max(0, ...scored.map(({ byName }) => byName));
      const bestCategory = scored.reduce<ScoredPosition | undefined>(
        (best, current) => (best && best.byCategory >= current.byCategory ? best : current),
        undefined,
      );
      const bestCategoryScore = bestCategory?.byCategory ?? 0;
      if (Math.max(bestService, bestCategoryScore) < MIN_SCORE) {
        return noMeaning(words.content);
      }
      if (bestCategory && bestCategoryScore > bestService) {
        const category = bestCategory.item.entry.cu;
        return {
          serviceName: null,
          categoryName: bestCategory.item.entry.c,
          score: bestCategoryScore,
          content: words.content,
          services: scored
            .filter(({ item }) => item.entry.cu === category)
            .map(({ item }) => ({ u: item.entry.u, score: bestCategoryScore })),
        };
      }
      const cutoff = Math.max(MIN_SCORE, bestService * NEAR_BEST);
      const readings = rankReadings(
        scored
          .filter(({ byName }) => byName >= cutoff)
          .map(({ item, byName }) => ({ entry: item.entry, score: byName })),
        context.supply,
      ).slice(0, MAX_SERVICES);
      const named = readings[0];
      // The best service cleared MIN_SCORE, so it is among the readings; no reading reads as no service.
      if (!named) return noMeaning(words.content);
      const isNamed = !words.onlyWeak && !named.tied;
      // The service naming the search leads its results: the others stay just below it.
      const lead = Math.max(...readings.map((reading) => reading.score));
      const services = readings.map((reading, index) => ({
        u: reading.entry.u,
        score: index === 0 ? lead : Math.min(reading.score, lead * OTHERS_BELOW_NAMED),
      }));
      if (isNamed && context.supply && context.supply(named.entry.u) < FEW_NEARBY) {
        services.push(...relatedServices(named.entry, new Set(services.map((service) => service.u)), lead));
      }
      return {
        // Weak words alone ("repair") or readings nothing tells apart name no service.
        serviceName: isNamed ? named.entry.n : null,
        categoryName: null,
        score: bestService,
        content: words.content,
        services,
      };
    },
  };
}

export type CatalogueMatcher = ReturnType<typeof createCatalogueMatcher>;
