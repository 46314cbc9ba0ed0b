'use client';

import { getCompletionRoute } from '@porchlight/core/providers/publishing.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/query-client';

/** The completion wizard's steps and the publish requirements, read again after each change. */
export function useCompletion(vanityName: string) {
  const request = { query: { vanityName } };
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: apiQueryKey(getCompletionRoute, request),
    queryFn: ({ signal }) =>
      callApi(getCompletionRoute, request, { signal }).catch((error: unknown) => {
        // The panel stays without the wizard (or as it was); the profile itself still works.
        console.warn('Profile completion', error);
        throw error;
      }),
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getCompletionRoute) }),
    [queryClient],
  );
  return { completion: data ?? null, reload };
}
