import type { CatalogueEntry } from '../offers/catalogue.schemas';
import { similarity, type TrigramSet, trigrams } from './trigram';

export type MatchableEntry = Pick<CatalogueEntry, 'u' | 'n' | 'c' | 'cu' | 'p' | 'keywords'>;

export interface ScoredEntry {
  entry: MatchableEntry;
  score: number;
}

/** What a search query was understood as: the services to look for and the words for the page title. */
export interface QueryMeaning {
  serviceName: string | null;
  categoryName: string | null;
  /** Catalogue slugs (u) with how well each matched, best first. */
  services: { u: string; score: number }[];
  /** How well the best reading matched (0–1). */
  score: number;
}

/** Below this a match is noise ("tenant screening" for "house cleaning", "asbestos testing" for "austin"). */
const MIN_SCORE = 0.45;
/** When this many services share the best score the query is too vague to name one ("repair"). */
const AMBIGUOUS_TIES = 4;
/** Services within this share of the best score are searched together ("pool" → every pool service). */
const NEAR_BEST = 0.85;
const KEYWORD_WEIGHT = 0.85;
const CATEGORY_WEIGHT = 0.9;
/** A query that is only part of a name ("cleaning" in "House Cleaning") is a weaker reading than a category of that name. */
const PARTIAL_WEIGHT = 0.8;
const MAX_SERVICES = 40;

interface IndexedEntry {
  entry: MatchableEntry;
  name: TrigramSet;
  keywords: TrigramSet[];
  /** Index into the shared category list: 50 categories, scored once per query. */
  category: number;
}

/** An in-memory trigram index over the service catalogue: suggestions and query understanding in well under a millisecond. */
export function createCatalogueMatcher(entries: readonly MatchableEntry[]) {
  const categoryNames = [...new Set(entries.map((entry) => entry.c))];
  const categories = categoryNames.map((name) => trigrams(name));
  const indexed: IndexedEntry[] = entries.map((entry) => ({
    entry,
    name: trigrams(entry.n),
    keywords: entry.keywords.map((keyword) => trigrams(keyword)),
    category: categoryNames.indexOf(entry.c),
  }));
  // Every name and keyword is a "text"; a trigram's postings list the texts holding it. Scoring counts
  // shared trigrams along the query's postings only, so a query touches a few hundred texts, not all.
  const texts: { position: number; weight: number; size: number }[] = [];
  const postings = new Map<string, number[]>();
  indexed.forEach((item, position) => {
    [item.name, ...item.keywords].forEach((set, index) => {
      const text = texts.push({ position, weight: index === 0 ? 1 : KEYWORD_WEIGHT, size: set.size }) - 1;
      for (const gram of set) postings.set(gram, [...(postings.get(gram) ?? []), text]);
    });
  });

  function countShared(grams: TrigramSet, counts: Uint16Array, touched: number[]) {
    for (const gram of grams) {
      for (const text of postings.get(gram) ?? []) {
        if (counts[text] === 0) touched.push(text);
        counts[text] = (counts[text] ?? 0) + 1;
      }
    }
  }

  function scoreAll(query: string, prefix: boolean) {
    const whole = trigrams(query);
    const typed = prefix ? trigrams(query, { prefix }) : whole;
    const sharedWhole = new Uint16Array(texts.length);
    const sharedTyped = prefix ? new Uint16Array(texts.length) : sharedWhole;
    const touched: number[] = [];
    countShared(whole, sharedWhole, touched);
    if (prefix) countShared(typed, sharedTyped, touched);

    // How well the query names a text: all of it (similarity), or — weaker — a part of it (coverage).
    const byName = new Map<number, number>();
    for (const text of new Set(touched)) {
      const { position, weight, size } = texts[text]!;
      const shared = sharedWhole[text] ?? 0;
      const similar = shared / (whole.size + size - shared);
      const covered = typed.size ? ((sharedTyped[text] ?? 0) / typed.size) * PARTIAL_WEIGHT : 0;
      const score = Math.max(similar, covered) * weight;
      if (score > (byName.get(position) ?? 0)) byName.set(position, score);
    }

    const categoryScores = categories.map((category) => similarity(whole, category) * CATEGORY_WEIGHT);
    const bestCategory = Math.max(...categoryScores);
    // Entries of a category that matches are scored too, for the category reading.
    const pool = new Set(byName.keys());
    if (bestCategory >= MIN_SCORE) {
      indexed.forEach((item, position) => {
        if (categoryScores[item.category] === bestCategory) pool.add(position);
      });
    }
    return [...pool].map((position) => {
      const item = indexed[position]!;
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

    /** Search: a whole query, possibly misspelled, read as a service or a category. */
    understand(query: string): QueryMeaning {
      // Prefix-aware here too: "paint" names Painting as well as Lead Paint Removal.
      const scored = scoreAll(query, true);
      const bestService = scored.reduce(
        (best, current) => (best && best.byName >= current.byName ? best : current),
        scored[0],
      );
      const bestCategory = scored.reduce(
        (best, current) => (best && best.byCategory >= current.byCategory ? best : current),
        scored[0],
      );
      if (
        !bestService ||
        !bestCategory ||
        Math.max(bestService.byName, bestCategory.byCategory) < MIN_SCORE
      ) {
        return { serviceName: null, categoryName: null, services: [], score: 0 };
      }
      if (bestCategory.byCategory > bestService.byName) {
        const category = bestCategory.item.entry.cu;
        return {
          serviceName: null,
          categoryName: bestCategory.item.entry.c,
          score: bestCategory.byCategory,
          services: scored
            .filter(({ item }) => item.entry.cu === category)
            .map(({ item }) => ({ u: item.entry.u, score: bestCategory.byCategory })),
        };
      }
      const cutoff = Math.max(MIN_SCORE, bestService.byName * NEAR_BEST);
      const services = scored
        .filter(({ byName }) => byName >= cutoff)
        .map(({ item, byName }) => ({ entry: item.entry, score: byName }))
        .sort(byScore)
        .slice(0, MAX_SERVICES);
      const best = services[0]!;
      const tied = services.filter((service) => service.score === best.score);
      // Among equally good readings the most popular names the search ("paint" → Painting), unless several are.
      const isAmbiguous =
        best.score < 1 &&
        tied.length >= AMBIGUOUS_TIES &&
        tied.filter((s) => s.entry.p === best.entry.p).length > 1;
      return {
        serviceName: isAmbiguous ? null : best.entry.n,
        categoryName: null,
        score: best.score,
        services: services.map(({ entry, score }) => ({ u: entry.u, score })),
      };
    },
  };
}

export type CatalogueMatcher = ReturnType<typeof createCatalogueMatcher>;
