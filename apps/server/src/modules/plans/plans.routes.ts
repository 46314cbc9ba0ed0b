import {
  advancePlanClockEndpoint,
  cancelPlanEndpoint,
  changePlanItemsEndpoint,
  completePlanCheckoutEndpoint,
  confirmBuiltinCheckoutEndpoint,
  downloadPlanReceiptEndpoint,
  getPlanEndpoint,
  resumePlanEndpoint,
  startCardCheckoutEndpoint,
  startPlanCheckoutEndpoint,
} from '@porchlight/core/plans/plans.contracts';
import { planMessages as messages } from '@porchlight/core/plans/plans.messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalsAsErrors } from '../payments/payment-context';
import { AppError } from '../platform/app-error';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Provider plans (issue 21): the owner's Plans page, and the built-in processor's checkout form. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.services.plans;
  const tags = ['plans'];

  // GET /api/v1/provider/plans?vanityName=
  addEndpointRoute(app, getPlanEndpoint, { tags }, async (request) =>
    plans.get(request.principal, request.query.vanityName),
  );
  // POST /api/v1/provider/plans/checkout?vanityName=   { items }
  addEndpointRoute(app, startPlanCheckoutEndpoint, { tags }, async (request) =>
    plans.startCheckout(request.principal, request.query.vanityName, request.body.items),
  );
  // POST /api/v1/provider/plans/card?vanityName=
  addEndpointRoute(app, startCardCheckoutEndpoint, { tags }, async (request) =>
    plans.startCardCheckout(request.principal, request.query.vanityName),
  );
  // POST /api/v1/provider/plans/checkout/:checkoutId/complete?vanityName=
  addEndpointRoute(app, completePlanCheckoutEndpoint, { tags }, async (request) =>
    plans.completeCheckout(request.principal, request.query.vanityName, request.params.checkoutId),
  );
  // PUT /api/v1/provider/plans/items?vanityName=   { items }
  addEndpointRoute(app, changePlanItemsEndpoint, { tags }, async (request) =>
    plans.changeItems(request.principal, request.query.vanityName, request.body.items),
  );
  // POST /api/v1/provider/plans/cancel?vanityName=
  addEndpointRoute(app, cancelPlanEndpoint, { tags }, async (request) =>
    plans.cancel(request.principal, request.query.vanityName),
  );
  // POST /api/v1/provider/plans/resume?vanityName=
  addEndpointRoute(app, resumePlanEndpoint, { tags }, async (request) =>
    plans.resume(request.principal, request.query.vanityName),
  );
  // GET /api/v1/provider/plans/receipts/:number?vanityName=
  addEndpointRoute(app, downloadPlanReceiptEndpoint, { tags }, async (request, reply) => {
    const receipt = await plans.receipt(request.principal, request.query.vanityName, request.params.number);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(receipt.html);
  });
  // POST /api/v1/provider/plans/test-clock?vanityName=   { days }
  addEndpointRoute(app, advancePlanClockEndpoint, { tags }, async (request) =>
    plans.advanceClock(request.principal, request.query.vanityName, request.body.days),
  );
  // POST /api/v1/payments/builtin/checkouts/:checkoutId/confirm   { clientSecret, card }
  addEndpointRoute(app, confirmBuiltinCheckoutEndpoint, { tags }, async (request) => {
    const { builtinBilling } = app.payments;
    if (!builtinBilling) throw new AppError('notFound', messages.checkoutNotFound);
    return refusalsAsErrors(() => builtinBilling.confirmCheckout(request.params.checkoutId, request.body));
  });
};
