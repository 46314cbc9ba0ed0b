import type { RelevanceCase } from './search-relevance-cases';

/** One search as the results page asks it: the first three results are what the measure looks at. */
export interface RelevanceAnswer {
  serviceName?: string | null;
  categoryName?: string | null;
  vanityNames: readonly string[];
}

export interface RelevanceMiss {
  query: string;
  zip: string;
  expected: string;
  readAs: string | null;
  top3: readonly string[];
  precision: number;
}

export interface RelevanceReport {
  cases: number;
  /** Mean over the cases of: fitting providers among the first 3 / min(3, fitting providers known). */
  precisionAt3: number;
  /** Share of cases titled by the expected service or category. */
  readAsExpected: number;
  /** Share of cases with one of the expected providers among the first 3. */
  expectedInTop3: number;
  misses: RelevanceMiss[];
}

export const RELEVANCE_TOP = 3;

type CatalogueRow = { u: string; n: string; c: string; cu: string; s?: string | null };

/**
 * What a provider offers when it fits the expected reading (search terms: catalogue slugs and 'category:'
 * terms): the service itself, the category's term, or any service of the subcategory.
 */
export function fittingTerms(expected: string, catalogue: readonly CatalogueRow[]): string[] {
  const service = catalogue.find((entry) => entry.n === expected);
  if (service) return [service.u];
  const category = catalogue.find((entry) => entry.c === expected);
  if (category) return [`category:${category.cu}`];
  const subcategory = catalogue.filter((entry) => entry.s === expected).map((entry) => entry.u);
  if (subcategory.length) return subcategory;
  throw new Error(`"${expected}" is neither a catalogue service, nor a category, nor a subcategory`);
}

/**
 * Runs the relevance set (docs/search.md "Relevance"). A result fits when the provider offers the expected
 * service (or a service of the expected category or subcategory), judged from what providers offer now, so a
 * provider added to the demo later counts as fitting rather than as a miss.
 */
export async function measureRelevance(options: {
  cases: readonly RelevanceCase[];
  search: (query: string, zip: string) => Promise<RelevanceAnswer>;
  /** Search terms per provider (vanity name → catalogue slugs and 'category:' terms). */
  offers: ReadonlyMap<string, readonly string[]>;
  catalogue: readonly CatalogueRow[];
}): Promise<RelevanceReport> {
  const misses: RelevanceMiss[] = [];
  let precision = 0;
  let readAsExpected = 0;
  let expectedInTop3 = 0;
  for (const relevanceCase of options.cases) {
    const terms = fittingTerms(relevanceCase.expected, options.catalogue);
    const answer = await options.search(relevanceCase.query, relevanceCase.zip);
    const top = answer.vanityNames.slice(0, RELEVANCE_TOP);
    const fits = (vanityName: string) =>
      terms.some((term) => options.offers.get(vanityName)?.includes(term) ?? false);
    const known = new Set([...relevanceCase.providers, ...top.filter(fits)]);
    const casePrecision = top.filter(fits).length / Math.min(RELEVANCE_TOP, known.size);
    const readAs = answer.serviceName ?? answer.categoryName ?? null;
    precision += casePrecision;
    if (readAs === relevanceCase.expected) readAsExpected++;
    if (relevanceCase.providers.some((provider) => top.includes(provider))) expectedInTop3++;
    if (casePrecision < 1 || readAs !== relevanceCase.expected) {
      misses.push({ ...relevanceCase, readAs, top3: top, precision: casePrecision });
    }
  }
  const count = options.cases.length;
  return {
    cases: count,
    precisionAt3: precision / count,
    readAsExpected: readAsExpected / count,
    expectedInTop3: expectedInTop3 / count,
    misses,
  };
}

/** One line for the benchmark report and the test's failure message. */
export function describeRelevance(report: RelevanceReport): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return `precision@3 ${report.precisionAt3.toFixed(3)} over ${report.cases} (query, zip) cases; read as the expected service ${percent(report.readAsExpected)}; an expected provider in the first 3 ${percent(report.expectedInTop3)}`;
}
