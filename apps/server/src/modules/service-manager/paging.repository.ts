import type { SortOrder } from '@porchlight/core/service-manager/service-manager.constants';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** ORDER BY for a lazy-table sort: the chosen column, then a tie-breaker so pages never overlap. */
export function orderOf(column: AnyColumn | SQL, sortOrder: SortOrder, tieBreaker: AnyColumn): SQL[] {
  const direction = sortOrder === 1 ? asc : desc;
  return [direction(column), direction(tieBreaker)];
}

/** LIKE pattern for "contains", with the caller's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
