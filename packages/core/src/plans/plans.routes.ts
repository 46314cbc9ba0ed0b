import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * Provider plans (issue 21, ours): the owner's Plans page. Every call names the company by
 * `?vanityName=`; only its owner may read or change what it pays for.
 */
const owner = ownerCallAccess('managePlan');

export const getPlanRoute = defineRoute({ method: 'GET', path: '/provider/plans', access: owner });
/** Starts paying: a checkout for the chosen items (Stripe Checkout, or the built-in processor's card form). */
export const startPlanCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/provider/plans/checkout',
  access: owner,
});
/** A checkout for a new card on the subscription (after a failed renewal, or any time). */
export const startCardCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/provider/plans/card',
  access: owner,
});
/** After the checkout: reads it back from the processor and records what it did, once. */
export const completePlanCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/provider/plans/checkout/:checkoutId/complete',
  access: owner,
});
/** Adds and removes add-ons on a running subscription, prorated as Stripe does. */
export const changePlanItemsRoute = defineRoute({
  method: 'PUT',
  path: '/provider/plans/items',
  access: owner,
});
export const cancelPlanRoute = defineRoute({ method: 'POST', path: '/provider/plans/cancel', access: owner });
export const resumePlanRoute = defineRoute({ method: 'POST', path: '/provider/plans/resume', access: owner });
/** A receipt as an HTML file to keep or print. */
export const downloadPlanReceiptRoute = defineRoute({
  method: 'GET',
  path: '/provider/plans/receipts/:number',
  access: owner,
});
/** The built-in processor's test clock for this company's subscription, as Stripe's test clocks. */
export const advancePlanClockRoute = defineRoute({
  method: 'POST',
  path: '/provider/plans/test-clock',
  access: owner,
});
/** The built-in processor's checkout form (Stripe Checkout's part): the session's client secret authenticates. */
export const confirmBuiltinCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/payments/builtin/checkouts/:checkoutId/confirm',
  access: { kind: 'public' },
});
