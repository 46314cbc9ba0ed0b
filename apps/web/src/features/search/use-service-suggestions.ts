'use client';

import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_FETCH_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
} from '@porchlight/core/search/search.constants';
import { getSuggestionsRoute } from '@porchlight/core/search/search.routes';
import { isValidZip } from '@porchlight/core/search/search.rules';
import type { SuggestionsResponse } from '@porchlight/core/search/search.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

export interface SuggestionsState {
  /** The query the suggestions answer, or null when there is nothing to show. */
  query: string | null;
  suggestions: SuggestionsResponse | null;
  /** A newer query is on its way; the last answer stays on screen meanwhile. */
  loading: boolean;
}

const IDLE: SuggestionsState = { query: null, suggestions: null, loading: false };

export function hasSuggestions(suggestions: SuggestionsResponse): boolean {
  return suggestions.services.length + suggestions.companies.length + suggestions.places.length > 0;
}

/**
 * Autocomplete for the service box (spec 3 §9): from 2 characters, after the 100 ms autocomplete delay
 * and the 50 ms fetch debounce; a newer request cancels the older one; a failed fetch empties the list.
 */
export function useServiceSuggestions() {
  const [state, setState] = useState<SuggestionsState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  const fetchSuggestions = useDebouncedCallback(async (query: string, zip: string) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    try {
      // The API client loads with the first suggestion asked for, not with the page.
      const { callApi } = await import('@/lib/api-client');
      const suggestions = await callApi(
        getSuggestionsRoute,
        { query: { q: query, zip: isValidZip(zip) ? zip.trim() : undefined } },
        { signal: controller.signal },
      );
      if (!controller.signal.aborted) setState({ query, suggestions, loading: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Fetch Service Suggestions', error);
      setState(IDLE);
    }
  }, AUTOCOMPLETE_FETCH_DEBOUNCE_MS);

  const complete = useDebouncedCallback(
    (query: string, zip: string) => fetchSuggestions(query, zip),
    AUTOCOMPLETE_DELAY_MS,
  );

  const clear = useCallback(() => {
    complete.cancel();
    fetchSuggestions.cancel();
    controllerRef.current?.abort();
    setState(IDLE);
  }, [complete, fetchSuggestions]);

  const request = useCallback(
    (rawQuery: string, zip: string) => {
      const query = rawQuery.trim();
      if (query.length < AUTOCOMPLETE_MIN_CHARS) {
        clear();
        return;
      }
      setState((current) => (current.query === query ? current : { ...current, loading: true }));
      complete(query, zip);
    },
    [clear, complete],
  );

  useEffect(() => () => controllerRef.current?.abort(), []);

  return { state, request, clear };
}
