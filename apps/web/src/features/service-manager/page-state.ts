import type { SortOrder } from '@porchlight/core/service-manager/service-manager.constants';

/** Which page of a lazy table is shown (spec 3 §7: first, rows, sortField, sortOrder → totalRecords). */
export interface PageState<Field extends string> {
  first: number;
  rows: number;
  sortField: Field;
  sortOrder: SortOrder;
}

/** The first page, newest (or highest) first. */
export function firstPage<Field extends string>(sortField: Field, rows: number): PageState<Field> {
  return { first: 0, rows, sortField, sortOrder: -1 };
}

/** A header clicked: its column ascending, or the other way round if it was already the sort; back to page one. */
export function sortedBy<Field extends string>(page: PageState<Field>, field: Field): PageState<Field> {
  return {
    ...page,
    first: 0,
    sortField: field,
    sortOrder: page.sortField === field ? (page.sortOrder === 1 ? -1 : 1) : 1,
  };
}
