import type { BuiltinCard } from '@porchlight/core/payments/payments.schemas';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import {
  advancePlanClockRoute,
  cancelPlanRoute,
  changePlanItemsRoute,
  completePlanCheckoutRoute,
  confirmBuiltinCheckoutRoute,
  downloadPlanReceiptRoute,
  getPlanRoute,
  resumePlanRoute,
  startCardCheckoutRoute,
  startPlanCheckoutRoute,
} from '@porchlight/core/plans/plans.routes';
import { routePath } from '@porchlight/core/platform/route';
import { API_BASE, callApi } from '@/lib/api-client';

/** The Plans page's calls for one company (`?vanityName=`, its owner's cookie). */
export function planCallsOf(vanityName: string) {
  const query = { vanityName };
  return {
    get: (signal?: AbortSignal) => callApi(getPlanRoute, { query }, { signal }),
    startCheckout: (items: PlanItemKey[]) => callApi(startPlanCheckoutRoute, { query, body: { items } }),
    startCardCheckout: () => callApi(startCardCheckoutRoute, { query, body: {} }),
    complete: (checkoutId: string) =>
      callApi(completePlanCheckoutRoute, { params: { checkoutId }, query, body: {} }),
    changeItems: (items: PlanItemKey[]) => callApi(changePlanItemsRoute, { query, body: { items } }),
    cancel: () => callApi(cancelPlanRoute, { query, body: {} }),
    resume: () => callApi(resumePlanRoute, { query, body: {} }),
    advanceClock: (days: number) => callApi(advancePlanClockRoute, { query, body: { days } }),
    /** The built-in processor's checkout form: the session's secret authenticates, as on Stripe's page. */
    confirmCard: (checkoutId: string, clientSecret: string, card: BuiltinCard) =>
      callApi(confirmBuiltinCheckoutRoute, { params: { checkoutId }, body: { clientSecret, card } }),
    /** A receipt's download: an HTML file sent as an attachment, read with the owner's cookie. */
    receiptHref: (number: number) => `${API_BASE}${routePath(downloadPlanReceiptRoute, { number }, query)}`,
  };
}

export type PlanCalls = ReturnType<typeof planCallsOf>;
