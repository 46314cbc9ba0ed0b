import type { QueryMeaning } from '@porchlight/core/search/catalogue-matcher';

export interface TitleSubject {
  serviceName: string | null;
  categoryName: string | null;
}

/**
 * What the results page is titled by (spec 3 §2.6), following the results: when nothing is what the query
 * reads as, the subcategory or category the search widened to (`bestStep`, docs/search.md "Widening"); else the
 * category or subcategory read; the service read as long as a shown result offers it; otherwise the service the
 * first result was chosen for. No single service (a vague or a company-name query) leaves both null and the
 * page uses the user's words.
 */
export function titleSubject(
  meaning: QueryMeaning | undefined,
  shown: readonly { searchServices: readonly string[]; step: number }[],
  nameOf: (u: string) => string | undefined,
  bestStep = 0,
): TitleSubject {
  const widenedTo = bestStep > 0 ? meaning?.wider[bestStep - 1] : undefined;
  if (widenedTo) return { serviceName: null, categoryName: widenedTo.name };
  if (meaning?.categoryName) return { serviceName: null, categoryName: meaning.categoryName };
  const named = meaning?.services[0];
  if (!meaning?.serviceName || !named) return { serviceName: null, categoryName: null };
  // Results of the steps of widening offer other services by definition: only the others tell.
  const read = shown.filter((row) => row.step === 0);
  const [first] = read;
  if (!first || read.some((row) => row.searchServices.includes(named.u))) {
    return { serviceName: meaning.serviceName, categoryName: null };
  }
  const chosenFor = meaning.services
    .filter((service) => first.searchServices.includes(service.u))
    .reduce<{ u: string; score: number } | undefined>(
      (best, service) => (best && best.score >= service.score ? best : service),
      undefined,
    );
  return { serviceName: chosenFor ? (nameOf(chosenFor.u) ?? null) : null, categoryName: null };
}
