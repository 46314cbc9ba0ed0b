'use client';

import { useDebouncedValue } from '@mantine/hooks';
import { PLACE_SEARCH_MIN_LENGTH } from '@porchlight/core/reviews/google-reviews.constants';
import { searchPlacesRoute } from '@porchlight/core/reviews/google-reviews.routes';
import type { PlacePrediction } from '@porchlight/core/reviews/google-reviews.schemas';
import { useSearchQuery } from '@/lib/use-search-query';

/** Typing pauses this long before the places search is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Businesses matching what is typed, through the places adapter (spec 2 §7 "maps service": from 3
 * characters, US establishments), read through the query cache (useSearchQuery). Shared by the place-ID dialog, Create
 * Your Company Profile and Edit Location (each inside a QueryProvider).
 */
export function usePlacePredictions(search: string): {
  predictions: PlacePrediction[];
  searching: boolean;
  /** The search asked for (debounced): below 3 characters none is. */
  query: string;
} {
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { found, searching } = useSearchQuery(
    searchPlacesRoute,
    { query: { q: query } },
    query.length >= PLACE_SEARCH_MIN_LENGTH,
  );
  // A failed search matches nothing: the owner can still type the business in.
  return { predictions: found?.predictions ?? [], searching, query };
}
