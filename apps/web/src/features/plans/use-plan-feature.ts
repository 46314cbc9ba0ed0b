'use client';

import type { PlanFeature } from '@porchlight/core/plans/plans.catalog';
import { heldItemsHaveFeature } from '@porchlight/core/plans/plans.rules';
import { useEffect, useState } from 'react';
import { planCallsOf } from './plan-calls';

/**
 * Whether the owner's company holds `feature` now, read from its plan: undefined while it loads, null
 * when it could not be read (the form then stays as it is; the server has the last word on a request).
 */
export function usePlanFeature(vanityName: string, feature: PlanFeature): boolean | null | undefined {
  const [held, setHeld] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    planCallsOf(vanityName)
      .get(controller.signal)
      .then((view) => setHeld(heldItemsHaveFeature(view.items, feature)))
      .catch(() => {
        if (!controller.signal.aborted) setHeld(null);
      });
    return () => controller.abort();
  }, [vanityName, feature]);
  return held;
}
