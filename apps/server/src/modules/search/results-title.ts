import type { QueryMeaning } from '@porchlight/core/search/catalogue-matcher';

export interface TitleSubject {
  serviceName: string | null;
  categoryName: string | null;
}

/**
 * What the results page is titled by (spec 3 §2.6): the category or the service the query was read as, as
 * long as a shown result offers that service; otherwise the service the first result was chosen for. No
 * single service (a vague or a company-name query) leaves both null and the page uses the user's words.
 */
export function titleSubject(
  meaning: QueryMeaning | undefined,
  shown: readonly { searchServices: readonly string[] }[],
  nameOf: (u: string) => string | undefined,
): TitleSubject {
  if (meaning?.categoryName) return { serviceName: null, categoryName: meaning.categoryName };
  const named = meaning?.services[0];
  if (!meaning?.serviceName || !named) return { serviceName: null, categoryName: null };
  const [first] = shown;
  if (!first || shown.some((row) => row.searchServices.includes(named.u))) {
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
