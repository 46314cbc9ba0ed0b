'use client';

import { listScheduleRoute } from '@porchlight/core/scheduling/visits.routes';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@/lib/query-client';

/** Puts a visit as the server answered it into every schedule list read, without reading them again. */
export function useReplaceVisit(): (visit: Visit) => void {
  const queryClient = useQueryClient();
  return (visit) =>
    queryClient.setQueriesData<{ visits: Visit[] }>(
      { queryKey: apiQueryKey(listScheduleRoute) },
      (data) => data && { ...data, visits: data.visits.map((old) => (old.id === visit.id ? visit : old)) },
    );
}
