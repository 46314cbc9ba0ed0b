import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
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
} from './plans.routes';
import {
  builtinCheckoutConfirmSchema,
  builtinCheckoutResultSchema,
  checkoutParamsSchema,
  checkoutSchema,
  clockSchema,
  planChangeSchema,
  planItemsSchema,
  planViewSchema,
  receiptParamsSchema,
} from './plans.schemas';

const query = ownerProviderQuerySchema;

export const getPlanEndpoint = defineEndpoint(getPlanRoute, {
  query,
  response: planViewSchema,
  summary: "The company's plan: items, monthly total, period, card, receipts",
});
export const startPlanCheckoutEndpoint = defineEndpoint(startPlanCheckoutRoute, {
  query,
  body: planItemsSchema,
  response: checkoutSchema,
  summary: 'Starts paying for the chosen items (a checkout; the first month is charged when it completes)',
});
export const startCardCheckoutEndpoint = defineEndpoint(startCardCheckoutRoute, {
  query,
  body: noOptionsSchema,
  response: checkoutSchema,
  summary: "A checkout for a new card on the company's subscription; open invoices are paid with it",
});
export const completePlanCheckoutEndpoint = defineEndpoint(completePlanCheckoutRoute, {
  params: checkoutParamsSchema,
  query,
  body: noOptionsSchema,
  response: planChangeSchema,
  summary: 'Reads a finished checkout back from the processor and records it once',
});
export const changePlanItemsEndpoint = defineEndpoint(changePlanItemsRoute, {
  query,
  body: planItemsSchema,
  response: planChangeSchema,
  summary: 'Sets the paid items of a running subscription; additions are prorated and charged now',
});
export const cancelPlanEndpoint = defineEndpoint(cancelPlanRoute, {
  query,
  body: noOptionsSchema,
  response: planChangeSchema,
  summary: 'Cancels at the end of the period; everything stays on until then',
});
export const resumePlanEndpoint = defineEndpoint(resumePlanRoute, {
  query,
  body: noOptionsSchema,
  response: planChangeSchema,
  summary: 'Takes back a cancellation before the period ends',
});
export const downloadPlanReceiptEndpoint = defineEndpoint(downloadPlanReceiptRoute, {
  params: receiptParamsSchema,
  query,
  response: null,
  summary: 'A receipt as an HTML file (Content-Disposition: attachment)',
});
export const advancePlanClockEndpoint = defineEndpoint(advancePlanClockRoute, {
  query,
  body: clockSchema,
  response: planChangeSchema,
  summary: "Moves the built-in processor's test clock for this company; renewals due by then happen",
});
export const confirmBuiltinCheckoutEndpoint = defineEndpoint(confirmBuiltinCheckoutRoute, {
  params: checkoutParamsSchema,
  body: builtinCheckoutConfirmSchema,
  response: builtinCheckoutResultSchema,
  summary: "The built-in processor's checkout form: pays the first month or saves the card",
});
