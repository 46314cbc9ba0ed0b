import type { CatalogueEntry } from '../offers/catalogue.schemas';

export interface Reading<
  Entry extends Pick<CatalogueEntry, 'u' | 'n' | 'p'> = Pick<CatalogueEntry, 'u' | 'n' | 'p'>,
> {
  entry: Entry;
  /** How well the words name the service (0–1). */
  score: number;
}

export interface RankedReading<Entry extends Pick<CatalogueEntry, 'u' | 'n' | 'p'>> extends Reading<Entry> {
  /** Nothing tells this reading from several others: the words alone cannot name one service. */
  tied: boolean;
}

/** Readings this good are what the words say ("ac repair" is AC Repair): local supply and popularity only break ties. */
const EXACT = 0.95;
/** How much the local supply (share of the most offered candidate) and the popularity (1–5) can lift a reading. */
const SUPPLY_LIFT = 0.25;
const POPULARITY_LIFT = 0.1;
/** This many readings with the same rank make the query too vague to name one ("repair" over 40 services). */
const AMBIGUOUS_TIES = 4;

/**
 * Orders readings about as good as the best (docs/search.md "Reading the query"): an exact reading first;
 * otherwise each is lifted by how many providers near the place offer it and by how often it is searched,
 * so "pool" near Phoenix names the pool service Phoenix pros offer, not the first trigram match.
 */
export function rankReadings<Entry extends Pick<CatalogueEntry, 'u' | 'n' | 'p'>>(
  readings: readonly Reading<Entry>[],
  supply?: (u: string) => number,
): RankedReading<Entry>[] {
  const counts = new Map(readings.map((reading) => [reading.entry.u, supply?.(reading.entry.u) ?? 0]));
  const most = Math.max(1, ...counts.values());
  const rank = (reading: Reading<Entry>) =>
    reading.score >= EXACT
      ? 2 + reading.score
      : reading.score *
        (1 +
          SUPPLY_LIFT * ((counts.get(reading.entry.u) ?? 0) / most) +
          POPULARITY_LIFT * ((reading.entry.p - 1) / 4));
  const ranked = readings
    .map((reading) => ({ ...reading, rank: rank(reading) }))
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        (counts.get(b.entry.u) ?? 0) - (counts.get(a.entry.u) ?? 0) ||
        b.entry.p - a.entry.p ||
        a.entry.n.localeCompare(b.entry.n),
    );
  const top = ranked[0];
  const ties = ranked.filter(
    (reading) =>
      top !== undefined &&
      reading.rank === top.rank &&
      (counts.get(reading.entry.u) ?? 0) === (counts.get(top.entry.u) ?? 0),
  ).length;
  return ranked.map(({ rank: _rank, ...reading }, index) => ({
    ...reading,
    tied: index === 0 && ties >= AMBIGUOUS_TIES,
  }));
}
