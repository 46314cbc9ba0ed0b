'use client';

import { useDebouncedValue } from '@mantine/hooks';
import { PLACE_SEARCH_MIN_LENGTH } from '@porchlight/core/reviews/google-reviews.constants';
import { searchPlacesRoute } from '@porchlight/core/reviews/google-reviews.routes';
import type { PlacePrediction } from '@porchlight/core/reviews/google-reviews.schemas';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';

/** Typing pauses this long before the places search is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Businesses matching what is typed, through the places adapter (spec 2 §7 "maps service": from 3
 * characters, US establishments); a newer search cancels the one under way. Shared by the place-ID
 * dialog, Create Your Company Profile and Edit Location.
 */
export function usePlacePredictions(search: string): {
  predictions: PlacePrediction[];
  searching: boolean;
  /** The search asked for (debounced): below 3 characters none is. */
  query: string;
} {
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (query.length < PLACE_SEARCH_MIN_LENGTH) {
      setPredictions([]);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    callApi(searchPlacesRoute, { query: { q: query } }, { signal: controller.signal })
      .then(({ predictions: found }) => setPredictions(found))
      .catch(() => {
        if (!controller.signal.aborted) setPredictions([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
    return () => controller.abort();
  }, [query]);

  return { predictions, searching, query };
}
