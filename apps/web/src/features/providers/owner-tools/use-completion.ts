'use client';

import { getCompletionRoute } from '@porchlight/core/providers/publishing.routes';
import type { CompletionResponse } from '@porchlight/core/providers/publishing.schemas';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';

/** The completion wizard's steps and the publish requirements, read again after each change. */
export function useCompletion(vanityName: string) {
  const [completion, setCompletion] = useState<CompletionResponse | null>(null);
  const reload = useCallback(async () => {
    try {
      setCompletion(await callApi(getCompletionRoute, { query: { vanityName } }));
    } catch (error) {
      // The panel stays without the wizard; the profile itself still works.
      console.warn('Profile completion', error);
    }
  }, [vanityName]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { completion, reload };
}
