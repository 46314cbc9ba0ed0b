'use client';

import type { PlanFeature } from '@porchlight/core/plans/plans.catalog';
import { getPlanRoute } from '@porchlight/core/plans/plans.routes';
import { heldItemsHaveFeature } from '@porchlight/core/plans/plans.rules';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/query-client';

/**
 * Whether the owner's company holds `feature` now, read from its plan: undefined while it loads, null
 * when it could not be read (the form then stays as it is; the server has the last word on a request).
 * For owner tools inside a QueryProvider.
 */
export function usePlanFeature(vanityName: string, feature: PlanFeature): boolean | null | undefined {
  const plan = useQuery(apiQuery(getPlanRoute, { query: { vanityName } }));
  if (plan.data) return heldItemsHaveFeature(plan.data.items, feature);
  return plan.isError ? null : undefined;
}
