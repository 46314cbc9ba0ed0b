import { z } from 'zod';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type SortOrder } from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/**
 * The lazy-table query every Service Manager list takes (spec 3 §7: first, rows, sortField,
 * sortOrder), for the provider named by ?vanityName=; lists answer { <items>, totalRecords }.
 */
export function pagedQuerySchema<const Fields extends readonly [string, ...string[]]>(
  sortFields: Fields,
  defaultSortField: Fields[number],
) {
  return ownerProviderQuerySchema.extend(pageQueryFields(sortFields, defaultSortField));
}

/** first, rows, sortField and sortOrder, for any list (the Client Hub's lists name no vanityName). */
export function pageQueryFields<const Fields extends readonly [string, ...string[]]>(
  sortFields: Fields,
  defaultSortField: Fields[number],
  defaultRows: number = DEFAULT_PAGE_SIZE,
) {
  return {
    first: z.coerce.number().int().min(0).max(1_000_000).default(0),
    rows: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultRows),
    sortField: z.enum(sortFields).default(defaultSortField as never),
    sortOrder: z.coerce
      .number()
      .refine((value) => value === 1 || value === -1, messages.sortOrderInvalid)
      .transform((value) => value as SortOrder)
      .default(-1),
  };
}

export interface PageRequest<Field extends string> {
  first: number;
  rows: number;
  sortField: Field;
  sortOrder: SortOrder;
}
