'use client';

import type { PlanChange } from '@porchlight/core/plans/plans.schemas';
import { useEffect } from 'react';
import { showError } from '@/lib/alerts';
import { errorMessage } from '@/lib/api-error';
import type { PlanCalls } from './plan-calls';
import { CHECKOUT_RETURN_PARAM } from './plans-href';

/** Completed once per page load: React may run the first effect twice, after the address lost the id. */
const completedCheckouts = new Set<string>();

/**
 * Stripe Checkout sends the owner back to `/account/plans?company=X&checkout=cs_…`: the checkout is
 * completed once (the server reads it back from Stripe and records it), and its id leaves the address
 * so a reload does not complete it again.
 */
export function useCheckoutReturn(calls: PlanCalls, onChange: (change: PlanChange) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per page; `onChange` is new each render
  useEffect(() => {
    const url = new URL(window.location.href);
    const checkoutId = url.searchParams.get(CHECKOUT_RETURN_PARAM);
    if (!checkoutId) return;
    url.searchParams.delete(CHECKOUT_RETURN_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
    if (completedCheckouts.has(checkoutId)) return;
    completedCheckouts.add(checkoutId);
    calls
      .complete(checkoutId)
      .then(onChange)
      .catch((error) => showError(errorMessage(error)));
  }, [calls]);
}
